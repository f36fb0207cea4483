import { FIRST_AUTOSHIP_PROMO_CODE } from '../constants';
import type { CartState } from './state';

/** Entered codes trimmed, upper-cased, empty ones dropped, each once, in the order given. */
export function normaliseDiscountCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => code.length > 0))];
}

/** AUTO35 applies when the cart has an autoship line and the customer has no subscriptions yet (§4). */
export function firstAutoshipPromoApplies(cart: Pick<CartState, 'lines' | 'customer'>): boolean {
  return !cart.customer.hasSubscriptions && cart.lines.some((line) => line.sellingPlanId !== null);
}

/**
 * Discount codes as the wire shows them: AUTO35 (applicable) whenever it applies, whether entered
 * or not; entered codes otherwise listed as not applicable (no other promotion engine exists yet).
 */
export function effectiveDiscountCodes(cart: Pick<CartState, 'lines' | 'customer' | 'discountCodes'>) {
  const promo = firstAutoshipPromoApplies(cart);
  const entered = cart.discountCodes.map((code) => ({ code, applicable: promo && code === FIRST_AUTOSHIP_PROMO_CODE }));
  if (promo && !cart.discountCodes.includes(FIRST_AUTOSHIP_PROMO_CODE)) {
    return [{ code: FIRST_AUTOSHIP_PROMO_CODE, applicable: true }, ...entered];
  }
  return entered;
}
