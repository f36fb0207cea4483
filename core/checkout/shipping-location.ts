import type { Attribute } from '../entities/cart';
import { mergeAttributes } from '../cart/cart-line';

/** Where an order ships: the shopper's home or their workplace (the clinic). */
export type ShippingLocation = 'ship_to_home' | 'ship_to_work';

/** Line attribute naming a line's shipping location (lines are re-tagged at checkout start, §4). */
export const SHIPPING_LOCATION_ATTRIBUTE = 'shipping_location';

/** An address as checkout compares and stores it (§3 Address). */
export interface CheckoutAddress {
  id?: string;
  firstName?: string | null;
  lastName?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  provinceCode: string;
  zip: string;
  countryCode?: string;
  phone?: string | null;
}

/** A clinic's address and whether it only ships to its staff's homes (SFHomeDeliveryOnly). */
export interface ClinicAddress extends CheckoutAddress {
  homeDeliveryOnly: boolean;
}

/**
 * §4: ship_to_home when the clinic is home-delivery-only; otherwise ship_to_work when the preferred
 * address is the clinic, else ship_to_home.
 */
export function shippingLocationFor(
  clinic: Pick<ClinicAddress, 'homeDeliveryOnly'> | null,
  preferredAddress: 'clinic' | 'home' | null,
): ShippingLocation {
  if (clinic?.homeDeliveryOnly) return 'ship_to_home';
  return preferredAddress === 'clinic' ? 'ship_to_work' : 'ship_to_home';
}

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** Two addresses are the same place when address1, address2, city, provinceCode and zip agree (case and spacing aside). */
export function sameAddress(a: CheckoutAddress, b: CheckoutAddress): boolean {
  return (
    norm(a.address1) === norm(b.address1) &&
    norm(a.address2) === norm(b.address2) &&
    norm(a.city) === norm(b.city) &&
    norm(a.provinceCode) === norm(b.provinceCode) &&
    norm(a.zip) === norm(b.zip)
  );
}

/** What checkout start does with the clinic address in the customer's address book. */
export type ClinicAddressAction =
  | { kind: 'none' }
  | { kind: 'reuse'; address: CheckoutAddress }
  | { kind: 'create'; address: CheckoutAddress };

/**
 * §4: a saved address matching the clinic is reused; otherwise one is created, except for a
 * home-delivery-only clinic (which never receives parcels) or when there is no clinic.
 */
export function clinicAddressAction(clinic: ClinicAddress | null, saved: readonly CheckoutAddress[]): ClinicAddressAction {
  if (!clinic || clinic.homeDeliveryOnly) return { kind: 'none' };
  const match = saved.find((address) => sameAddress(address, clinic));
  if (match) return { kind: 'reuse', address: match };
  const { homeDeliveryOnly: _, ...address } = clinic;
  return { kind: 'create', address };
}

/** Lines re-tagged with the shipping location: each line's attributes with shipping_location set (others kept). */
export function retagLines<L extends { id: string; attributes: readonly Attribute[] }>(
  lines: readonly L[],
  location: ShippingLocation,
): { id: string; attributes: Attribute[] }[] {
  return lines.map((line) => ({
    id: line.id,
    attributes: mergeAttributes(line.attributes, [{ key: SHIPPING_LOCATION_ATTRIBUTE, value: location }]),
  }));
}
