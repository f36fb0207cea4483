import type { BuyerIdentity, CartCustomer, CartState } from './state';

/** A guest's buyer identity: every field null. */
export const EMPTY_BUYER_IDENTITY: BuyerIdentity = { email: null, phone: null, countryCode: null, customerAccessToken: null };
/** A DTC guest: no Program Discount, no subscriptions. */
export const GUEST_CUSTOMER: CartCustomer = { programDiscount: false, hasSubscriptions: false };

/** A cart with no lines, guest identity unless given. */
export function emptyCart(id: string, parts: Partial<Omit<CartState, 'id' | 'lines'>> = {}): CartState {
  return {
    id,
    lines: [],
    attributes: parts.attributes ?? [],
    buyerIdentity: parts.buyerIdentity ?? EMPTY_BUYER_IDENTITY,
    discountCodes: parts.discountCodes ?? [],
    note: parts.note ?? null,
    customer: parts.customer ?? GUEST_CUSTOMER,
    promotion: parts.promotion ?? null,
  };
}
