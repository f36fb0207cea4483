import { FIRST_AUTOSHIP_PROMO_CODE } from '../constants';
import { lineSubtotalCents } from './cart-line';
import { centsToAmount } from './money';
import { meetsMinimum, promotionRefusalMessage } from './promotions';
import type { CartState } from './state';

/** A code as the wire lists it: applicable or not, with a promotion's terms and why it does not apply. */
export interface DiscountCodeEntry {
  code: string;
  applicable: boolean;
  /** a promotion code the shop accepted: its percent, minimum ('50.00') and first-order rule */
  percentOff?: number;
  minSubtotal?: string;
  firstOrderOnly?: boolean;
  /** why an accepted code does not apply to the cart as it is now (its minimum) */
  message?: string;
}

/** Entered codes trimmed, upper-cased, empty ones dropped, each once, in the order given. */
export function normaliseDiscountCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => code.length > 0))];
}

/** AUTO35 applies when the cart has an autoship line and the customer has no subscriptions yet (§4). */
export function firstAutoshipPromoApplies(cart: Pick<CartState, 'lines' | 'customer'>): boolean {
  return !cart.customer.hasSubscriptions && cart.lines.some((line) => line.sellingPlanId !== null);
}

/** An entered code: AUTO35 by its rule, the accepted promotion by its minimum, any other not (yet) applicable. */
function enteredEntry(cart: Pick<CartState, 'lines' | 'promotion'>, code: string, promo: boolean): DiscountCodeEntry {
  if (code === FIRST_AUTOSHIP_PROMO_CODE) return { code, applicable: promo };
  const terms = cart.promotion;
  if (!terms || terms.code !== code) return { code, applicable: false };
  const subtotal = cart.lines.reduce((sum, line) => sum + lineSubtotalCents(line), 0);
  const { percentOff, minSubtotalCents, firstOrderOnly } = terms;
  const entry = {
    code,
    applicable: meetsMinimum(terms, subtotal),
    percentOff,
    minSubtotal: centsToAmount(minSubtotalCents),
    firstOrderOnly,
  };
  return entry.applicable ? entry : { ...entry, message: promotionRefusalMessage('below-minimum', code, terms) };
}

/**
 * Discount codes as the wire shows them: AUTO35 (applicable) whenever it applies, whether entered
 * or not; the accepted promotion code with its terms; any other entered code (one still waiting
 * for the server, offline) as not applicable.
 */
export function effectiveDiscountCodes(cart: Pick<CartState, 'lines' | 'customer' | 'discountCodes' | 'promotion'>): DiscountCodeEntry[] {
  const promo = firstAutoshipPromoApplies(cart);
  const entered = cart.discountCodes.map((code) => enteredEntry(cart, code, promo));
  if (promo && !cart.discountCodes.includes(FIRST_AUTOSHIP_PROMO_CODE)) {
    return [{ code: FIRST_AUTOSHIP_PROMO_CODE, applicable: true }, ...entered];
  }
  return entered;
}
