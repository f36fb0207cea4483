import type { CheckoutProfile } from './order-attributes';
import type { CheckoutAddress, ShippingLocation } from './shipping-location';

/** The contact step's fields, as typed (strings, blank when unknown). */
export interface ContactDetails {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  provinceCode: string;
  zip: string;
  phone: string;
}

const text = (value: string | null | undefined) => value ?? '';

/**
 * The contact step of a signed-in customer, filled from the profile: the clinic's address when
 * the order ships to work (§4 shipping location), else the default home address. A guest gets
 * nothing (null); a customer with no address gets the email alone.
 */
export function contactPrefill(profile: CheckoutProfile | null, location: ShippingLocation): ContactDetails | null {
  if (!profile) return null;
  const address: CheckoutAddress | null = location === 'ship_to_work' ? profile.clinic : profile.homeAddress;
  return {
    email: profile.email,
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    address1: text(address?.address1),
    address2: text(address?.address2),
    city: text(address?.city),
    provinceCode: text(address?.provinceCode),
    zip: text(address?.zip),
    phone: text(address?.phone),
  };
}
