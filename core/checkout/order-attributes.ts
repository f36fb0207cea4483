import { SALES_ORDER_TYPE_CLINIC, SALES_ORDER_TYPE_DIRECT, SALES_ORG, type SiteCode } from '../constants';
import { type Attribute, isOrderAttributeKey } from '../entities/cart';
import { type CheckoutAddress, type ClinicAddress, type ShippingLocation, shippingLocationFor } from './shipping-location';

/** Order type of §3: a first subscription purchase when any line has a selling plan. */
export type OrderType = 'oneTimeOrder' | 'firstPurchaseSubscription';
/** Sales order type of §3: ZK01 for clinic (staff-feeding) orders, ZDTC for direct ones. */
export type SalesOrderType = typeof SALES_ORDER_TYPE_CLINIC | typeof SALES_ORDER_TYPE_DIRECT;

/** Attribute key of the donation tracking id (§3). */
export const DONATION_TRACKING_ATTRIBUTE = 'donation_tracking_id';

/**
 * What checkout knows of a signed-in customer (null for a guest). A plain input so that whichever
 * module owns accounts maps its profile to it.
 */
export interface CheckoutProfile {
  customerId: string;
  email: string;
  acceptsMarketing: boolean;
  /** enterprise sold-to number (profile metafield soldTo) */
  soldTo: string | null;
  /** enterprise ship-to number (profile metafield shipTo) */
  shipTo: string | null;
  preferredAddress: 'clinic' | 'home' | null;
  /** the default (home) address */
  homeAddress: CheckoutAddress | null;
  /** staff-feeding users: their clinic */
  clinic: ClinicAddress | null;
}

/** Facts of checkout start besides the profile. */
export interface CheckoutStartFacts {
  site: SiteCode;
  lines: readonly { sellingPlanId: string | null }[];
  isAttestationChecked: boolean;
  donationTrackingId: string | null;
  /** the shopper's answer on the checkout page; the profile's acceptsMarketing when absent */
  acceptsEmailMarketing?: boolean;
}

/** ZK01 for the staff-feeding storefront (clinic users), ZDTC otherwise. */
export function salesOrderTypeFor(site: SiteCode): SalesOrderType {
  return site === 'HPSF' ? SALES_ORDER_TYPE_CLINIC : SALES_ORDER_TYPE_DIRECT;
}

/** firstPurchaseSubscription when any line has a selling plan, else oneTimeOrder (§4). */
export function orderTypeFor(lines: readonly { sellingPlanId: string | null }[]): OrderType {
  return lines.some((line) => line.sellingPlanId !== null) ? 'firstPurchaseSubscription' : 'oneTimeOrder';
}

/** An address as the JSON an attribute carries (the clinic flag left out). */
function addressJson(address: CheckoutAddress | null): string {
  if (!address) return '';
  const { address1, address2, city, provinceCode, zip, countryCode, firstName, lastName, phone } = address;
  return JSON.stringify({
    firstName,
    lastName,
    address1,
    address2: address2 ?? '',
    city,
    provinceCode,
    zip,
    countryCode: countryCode ?? 'US',
    phone,
  });
}

/** Where a signed-in customer's order ships (a guest always ships home). */
export function profileShippingLocation(profile: CheckoutProfile | null): ShippingLocation {
  return profile ? shippingLocationFor(profile.clinic, profile.preferredAddress) : 'ship_to_home';
}

/**
 * The order attributes of §3 written to the cart at checkout start. Only signed-in customers get
 * them, marketing flag included (§4); a guest gets none ([]).
 */
export function checkoutAttributes(profile: CheckoutProfile | null, facts: CheckoutStartFacts): Attribute[] {
  if (!profile) return [];
  const location = profileShippingLocation(profile);
  const acceptsMarketing = facts.acceptsEmailMarketing ?? profile.acceptsMarketing;
  return [
    { key: 'SALES_ORG', value: SALES_ORG },
    { key: 'SALES_ORD_TYPE', value: salesOrderTypeFor(facts.site) },
    { key: 'SOLD_TO', value: profile.soldTo ?? '' },
    { key: 'SHIP_TO', value: profile.shipTo ?? profile.soldTo ?? '' },
    { key: 'ship_to_work_address', value: addressJson(profile.clinic) },
    { key: 'ship_to_home_address', value: addressJson(profile.homeAddress) },
    { key: 'is_clinic_address', value: String(location === 'ship_to_work') },
    { key: 'shipping_location', value: location },
    { key: 'is_attestation_checked', value: String(facts.isAttestationChecked) },
    { key: DONATION_TRACKING_ATTRIBUTE, value: facts.donationTrackingId ?? '' },
    { key: 'sgOrderType', value: orderTypeFor(facts.lines) },
    { key: 'accepts_email_marketing', value: String(acceptsMarketing) },
  ];
}

/** The shopper's own answers on the checkout page (attestation, donation, marketing consent). */
export type CheckoutAnswers = Pick<CheckoutStartFacts, 'isAttestationChecked' | 'donationTrackingId' | 'acceptsEmailMarketing'>;

/** Longest donation tracking id kept (the start call's limit). */
const MAX_TRACKING_ID = 100;

/**
 * The answers checkout start recorded on the cart, read back for the order: only 'true' counts as
 * yes, a marketing answer that is neither leaves the profile's choice, a tracking id is trimmed
 * and bounded. Every other §3 attribute is the shop's and is worked out again (orderAttributes).
 */
export function checkoutAnswersOf(attributes: readonly Attribute[]): CheckoutAnswers {
  const value = (key: string) => attributes.find((a) => a.key === key)?.value;
  const marketing = value('accepts_email_marketing');
  const trackingId = value(DONATION_TRACKING_ATTRIBUTE)?.trim().slice(0, MAX_TRACKING_ID);
  return {
    isAttestationChecked: value('is_attestation_checked') === 'true',
    donationTrackingId: trackingId ? trackingId : null,
    acceptsEmailMarketing: marketing === 'true' ? true : marketing === 'false' ? false : undefined,
  };
}

/**
 * The attributes an order carries: the shopper's own cart attributes (never one of the §3 keys,
 * whatever the stored cart holds) with the §3 attributes worked out now from the customer's
 * profile, the cart's lines and the shopper's checkout answers. A guest's order carries no §3 keys.
 */
export function orderAttributes(
  profile: CheckoutProfile | null,
  facts: CheckoutStartFacts,
  cartAttributes: readonly Attribute[],
): Attribute[] {
  const own = cartAttributes.filter((a) => !isOrderAttributeKey(a.key)).map(({ key, value }) => ({ key, value }));
  return [...own, ...checkoutAttributes(profile, facts)];
}
