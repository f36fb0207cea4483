import { MAX_AUTOSHIP_QUANTITY, MAX_ORDER_QUANTITY } from '../constants';
import { cartFlags } from '../cart/flags';
import type { CartState } from '../cart/state';

/** Why a cart cannot be checked out, with what to tell the shopper. */
export type CheckoutRefusal =
  | { reason: 'empty-cart'; message: string }
  | { reason: 'over-order-limit'; message: string }
  | { reason: 'over-autoship-limit'; message: string };

/** What the shopper is told for each refusal. */
export const CHECKOUT_REFUSAL_MESSAGES = {
  'empty-cart': 'Your cart is empty.',
  'over-order-limit': `Orders are limited to ${MAX_ORDER_QUANTITY} items. Remove some items from your cart to check out.`,
  'over-autoship-limit': `Autoship items are limited to ${MAX_AUTOSHIP_QUANTITY} per product. Lower the quantity to check out.`,
} as const;

/** Null when the cart may be checked out; else why not (empty, total over 10, an autoship line over 5) per core/cart's flags. */
export function checkoutRefusal(cart: Pick<CartState, 'lines'>): CheckoutRefusal | null {
  const flags = cartFlags(cart);
  if (flags.canCheckout) return null;
  const reason = flags.totalQuantity === 0 ? 'empty-cart' : flags.overOrderLimit ? 'over-order-limit' : 'over-autoship-limit';
  return { reason, message: CHECKOUT_REFUSAL_MESSAGES[reason] };
}
