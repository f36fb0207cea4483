import type { CartCustomer } from '../../../../core/cart';
import type { SiteCode } from '../../../../core/constants';

/**
 * What the server decides about the shopper of a cart (it is never on the wire), mirrored so the
 * optimistic cart shows the same Program Discount and AUTO35 as the server's answer will.
 * Mirrors `customerFor` in api/features/cart/cart.service.ts: until accounts exist every
 * staff-feeding (HPSF) shopper is a clinic user with the Program Discount, and nobody has
 * subscriptions yet. `account` lets the identity code override either fact once it knows better.
 */
export function cartCustomerFor(site: SiteCode, account: Partial<CartCustomer> = {}): CartCustomer {
  return { programDiscount: site === 'HPSF', hasSubscriptions: false, ...account };
}
