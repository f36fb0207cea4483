import { type CartState, cartFlags, toWireCart } from '../../../core/cart';
import { MAX_ORDER_QUANTITY } from '../../../core/constants';

/** Where a guest with a first Autoship purchase goes when the fair-trade-compliance flag is on (§2). */
export const AUTOSHIP_REQUIRED_LOGIN_PATH = '/shelter/autoship-required-login';

export const OVER_ORDER_LIMIT_MESSAGE = [
  `Orders are limited to ${MAX_ORDER_QUANTITY} items.`,
  'Please lower the quantities in your cart to proceed to checkout.',
].join(' ');
export const CHECKOUT_OFFLINE_MESSAGE =
  "Checkout needs an internet connection. You're offline right now; " +
  "your cart is saved on this device, so you can check out as soon as you're back online.";

/** What Proceed to Checkout does with a cart. */
export type CheckoutDecision =
  | { kind: 'refused'; message: string }
  | { kind: 'offline'; message: string }
  | { kind: 'login-required'; path: string }
  | { kind: 'checkout'; url: string; syncFirst: boolean };

export interface CheckoutContext {
  online: boolean;
  /** cart changes still waiting to reach the server */
  pendingCount: number;
  /** the fair_trade_compliance content global */
  fairTradeCompliance: boolean;
  /** someone is signed in (the session is an HttpOnly cookie: the user store knows, not the cart) */
  signedIn: boolean;
}

/**
 * The checkout start of the cart screen: a cart over the order limit (or a line over its cap) is
 * refused; checkout needs the network; a guest buying a first Autoship must log in first when the
 * compliance flag is on; otherwise checkout opens, once pending changes have synced.
 */
export function decideCheckout(cart: CartState, context: CheckoutContext): CheckoutDecision {
  const flags = cartFlags(cart);
  if (!flags.canCheckout) return { kind: 'refused', message: OVER_ORDER_LIMIT_MESSAGE };
  if (!context.online) return { kind: 'offline', message: CHECKOUT_OFFLINE_MESSAGE };
  if (context.fairTradeCompliance && flags.hasSubscriptionLine && !context.signedIn) {
    return { kind: 'login-required', path: AUTOSHIP_REQUIRED_LOGIN_PATH };
  }
  return { kind: 'checkout', url: toWireCart(cart).checkoutUrl, syncFirst: context.pendingCount > 0 };
}
