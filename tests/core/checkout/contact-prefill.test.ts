import { describe, expect, it } from 'vitest';
import { cartCustomerOf, isVerifiedClinicUser } from '../../../core/cart';
import { contactPrefill } from '../../../core/checkout';
import { fillBlankContact } from '../../../web/features/checkout/checkout-form';
import { CLINIC, makeProfile } from './fixtures';

describe('contact step prefill', () => {
  it('is nothing for a guest', () => {
    expect(contactPrefill(null, 'ship_to_home')).toBeNull();
  });

  it('fills the clinic address when the order ships to work, the home address otherwise', () => {
    const profile = makeProfile({
      homeAddress: {
        firstName: 'Vera',
        lastName: 'Tech',
        address1: '9 Elm St',
        city: 'Aurora',
        provinceCode: 'CO',
        zip: '80011',
        phone: '303-555-0100',
      },
    });
    expect(contactPrefill(profile, 'ship_to_work')).toMatchObject({
      email: 'vet@example.com',
      address1: CLINIC.address1,
      address2: 'Suite 4',
      zip: '80202',
    });
    expect(contactPrefill(profile, 'ship_to_home')).toEqual({
      email: 'vet@example.com',
      firstName: 'Vera',
      lastName: 'Tech',
      address1: '9 Elm St',
      address2: '',
      city: 'Aurora',
      provinceCode: 'CO',
      zip: '80011',
      phone: '303-555-0100',
    });
  });

  it('gives the email alone to a customer without an address', () => {
    expect(contactPrefill(makeProfile({ homeAddress: null }), 'ship_to_home')).toMatchObject({
      email: 'vet@example.com',
      address1: '',
      zip: '',
    });
  });

  it('never overwrites what the shopper typed; the profile address replaces a lone home zip', () => {
    const prefill = contactPrefill(makeProfile(), 'ship_to_home')!;
    const blank = { email: '', firstName: '', lastName: '', address1: '', address2: '', city: '', provinceCode: '', zip: '', phone: '' };
    expect(fillBlankContact({ ...blank, zip: '80203', provinceCode: 'CO' }, prefill)).toMatchObject({
      address1: '9 Elm St',
      zip: '80011',
      city: 'Aurora',
    });
    const typed = { ...blank, email: 'me@example.com', address1: '1 Main St', zip: '80203' };
    expect(fillBlankContact(typed, prefill)).toMatchObject({
      email: 'me@example.com',
      address1: '1 Main St',
      zip: '80203',
      city: 'Aurora',
    });
  });
});

describe('the cart’s shopper facts', () => {
  const staff = { site: 'HPSF' as const, isRegistered: true, isEligibleForPd: true, emailVerified: true, hasSubscriptions: false };
  it('gives the Program Discount to a registered, eligible clinic user with a verified email only', () => {
    expect(cartCustomerOf(staff).programDiscount).toBe(true);
    expect(isVerifiedClinicUser(staff)).toBe(true);
    expect(cartCustomerOf({ ...staff, emailVerified: false }).programDiscount).toBe(false);
    expect(isVerifiedClinicUser({ ...staff, emailVerified: false })).toBe(false);
    expect(isVerifiedClinicUser(null)).toBe(false);
    expect(cartCustomerOf({ ...staff, isRegistered: false }).programDiscount).toBe(false);
    expect(cartCustomerOf({ ...staff, isEligibleForPd: false }).programDiscount).toBe(false);
    expect(cartCustomerOf({ ...staff, site: 'DTC' }).programDiscount).toBe(false);
    expect(cartCustomerOf(null)).toEqual({ programDiscount: false, hasSubscriptions: false });
  });
  it('carries whether the customer has autoships (AUTO35 is for a first one)', () => {
    expect(cartCustomerOf({ ...staff, hasSubscriptions: true }).hasSubscriptions).toBe(true);
  });
});
