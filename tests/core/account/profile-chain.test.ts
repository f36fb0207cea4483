import { describe, expect, it } from 'vitest';
import { profileChainMetafields, profileChainRemovals, profileChainWrites } from '../../../core/account';

const clinicUser = {
  soldTo: '1000123',
  preferredShipTo: 'clinic' as const,
  clinic: { zip: '80202', homeDeliveryOnly: false },
  homeZip: '80011',
};
const asMap = (fields: { namespace: string; key: string; value: string }[]) =>
  Object.fromEntries(fields.map((f) => [`${f.namespace}.${f.key}`, f.value]));

describe('profile load chain (§4)', () => {
  it('gives a clinic user sold-to, preferred address, clinic zip, and the clinic as ship-to', () => {
    expect(asMap(profileChainMetafields(clinicUser))).toEqual({
      'custom.sold_to': '1000123',
      'profeeding.preferred_address': 'clinic',
      'custom.clinic_zip': '80202',
      'custom.ship_to_zip': '80202',
      'custom.ship_to': '1000123',
    });
  });

  it('ships home to the home zip when the clinic delivers only to homes or home is preferred', () => {
    const homeOnly = asMap(profileChainMetafields({ ...clinicUser, clinic: { zip: '80202', homeDeliveryOnly: true } }));
    expect(homeOnly['custom.ship_to_zip']).toBe('80011');
    expect(homeOnly['custom.ship_to']).toBeUndefined();
    expect(asMap(profileChainMetafields({ ...clinicUser, preferredShipTo: 'home' }))['custom.ship_to_zip']).toBe('80011');
  });

  it('writes nothing the account does not know (a shopper without staff claims or addresses)', () => {
    expect(profileChainMetafields({ soldTo: null, preferredShipTo: null, clinic: null, homeZip: null })).toEqual([]);
  });

  it('writes only what differs from the stored metafields', () => {
    const wanted = profileChainMetafields(clinicUser);
    const stored = [
      { namespace: 'custom', key: 'sold_to', value: '1000123' },
      { namespace: 'custom', key: 'clinic_zip', value: '80301' },
    ];
    expect(profileChainWrites(wanted, stored).map((f) => f.key)).toEqual(['preferred_address', 'clinic_zip', 'ship_to_zip', 'ship_to']);
  });

  it('removes a ship-to once orders go home', () => {
    const stored = [{ namespace: 'custom', key: 'ship_to', value: '1000123' }];
    expect(profileChainRemovals(profileChainMetafields({ ...clinicUser, preferredShipTo: 'home' }), stored)).toEqual([
      { namespace: 'custom', key: 'ship_to' },
    ]);
    expect(profileChainRemovals(profileChainMetafields(clinicUser), stored)).toEqual([]);
  });
});
