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
  /** the customer has (or had) an autoship: AUTO35 is for a first one only */
  hasSubscriptions: boolean;
}

/** The cart facts of a shopper (null: a guest): the Program Discount only for a registered, eligible clinic user. */
export function cartCustomerOf(shopper: CartShopper | null): CartCustomer {
  if (!shopper) return GUEST_CUSTOMER;
  return {
    programDiscount: shopper.site === 'HPSF' && shopper.isRegistered && shopper.isEligibleForPd,
    hasSubscriptions: shopper.hasSubscriptions,
  };
}
