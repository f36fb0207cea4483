import type { SiteCode } from '../constants';
import { GUEST_CUSTOMER } from './empty';
import type { CartCustomer } from './state';

/** What of a signed-in account decides the cart's Program Discount and AUTO35. */
export interface CartShopper {
  site: SiteCode;
  /** staff feeding: the profile has the account group and SF_PreferedShipTo (§4) */
  isRegistered: boolean;
  /** the account group is one of the configured Program Discount groups (§4) */
  isEligibleForPd: boolean;
  /** the account's email address was confirmed through the mailed link */
  emailVerified: boolean;
  /** the customer has (or had) an autoship: AUTO35 is for a first one only */
  hasSubscriptions: boolean;
}

/**
 * Whether the shopper is a clinic user of the Program Discount and the prescription line: a staff
 * account with a verified email that joined a clinic of an eligible account group. The verified
 * email keeps an address nobody owns from buying clinic-priced or prescription food.
 */
export function isVerifiedClinicUser(shopper: CartShopper | null): boolean {
  if (!shopper) return false;
  return shopper.site === 'HPSF' && shopper.emailVerified && shopper.isRegistered && shopper.isEligibleForPd;
}

/** The cart facts of a shopper (null: a guest): the Program Discount only for a verified clinic user (isVerifiedClinicUser). */
export function cartCustomerOf(shopper: CartShopper | null): CartCustomer {
  if (!shopper) return GUEST_CUSTOMER;
  return { programDiscount: isVerifiedClinicUser(shopper), hasSubscriptions: shopper.hasSubscriptions };
}
