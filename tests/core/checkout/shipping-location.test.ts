import { describe, expect, it } from 'vitest';
import { clinicAddressAction, retagLines, sameAddress, shippingLocationFor } from '../../../core/checkout';
import { CLINIC, makeLine } from './fixtures';

describe('shippingLocationFor (§4)', () => {
  it('is ship_to_home for a home-delivery-only clinic whatever the preference', () => {
    expect(shippingLocationFor({ homeDeliveryOnly: true }, 'clinic')).toBe('ship_to_home');
    expect(shippingLocationFor({ homeDeliveryOnly: true }, 'home')).toBe('ship_to_home');
  });
  it('otherwise ship_to_work when the clinic is preferred, else ship_to_home', () => {
    expect(shippingLocationFor({ homeDeliveryOnly: false }, 'clinic')).toBe('ship_to_work');
    expect(shippingLocationFor({ homeDeliveryOnly: false }, 'home')).toBe('ship_to_home');
    expect(shippingLocationFor(null, 'clinic')).toBe('ship_to_work');
    expect(shippingLocationFor(null, null)).toBe('ship_to_home');
  });
});

describe('clinicAddressAction', () => {
  const saved = { id: 'a1', address1: ' 200 vet way', address2: 'SUITE 4', city: 'denver', provinceCode: 'co', zip: '80202' };

  it('reuses a saved address equal on address1, address2, city, provinceCode and zip (case and spacing aside)', () => {
    expect(sameAddress(saved, CLINIC)).toBe(true);
    expect(clinicAddressAction(CLINIC, [saved])).toEqual({ kind: 'reuse', address: saved });
  });

  it('creates the clinic address when any of the five fields differs', () => {
    for (const change of [{ address1: '201 Vet Way' }, { address2: '' }, { city: 'Boulder' }, { provinceCode: 'WY' }, { zip: '80203' }]) {
      const action = clinicAddressAction(CLINIC, [{ ...saved, ...change }]);
      expect(action.kind).toBe('create');
      if (action.kind === 'create') expect(action.address).not.toHaveProperty('homeDeliveryOnly');
    }
  });

  it('does nothing for a home-delivery-only clinic or no clinic', () => {
    expect(clinicAddressAction({ ...CLINIC, homeDeliveryOnly: true }, [])).toEqual({ kind: 'none' });
    expect(clinicAddressAction(null, [])).toEqual({ kind: 'none' });
  });
});

describe('retagLines', () => {
  it('sets shipping_location on every line, keeping the other attributes and replacing an old tag', () => {
    const lines = [makeLine('a', 1000, 1), makeLine('b', 500, 2, { attributes: [{ key: 'shipping_location', value: 'ship_to_home' }] })];
    const tagged = retagLines(lines, 'ship_to_work');
    expect(tagged[0]).toEqual({
      id: 'a',
      attributes: [
        { key: '_weightValue', value: '15' },
        { key: '_weightUnit', value: 'lbs' },
        { key: 'shipping_location', value: 'ship_to_work' },
      ],
    });
    expect(tagged[1].attributes).toEqual([{ key: 'shipping_location', value: 'ship_to_work' }]);
  });
});
