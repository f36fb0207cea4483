/**
 * The guest flag isFTCAcknowledged (§3 flags, §2 access rules): set when a guest with a first
 * Autoship purchase chooses to log in from /shelter/autoship-required-login. The shelter login
 * then takes them on to checkout, or back when the cart is over the quantity limit. The flag lives
 * for the tab's session and is used once.
 */
import { CHECKOUT_URL, cartFlags } from '../../../core/cart';
import { getCartView } from './cart-client';

const FLAG_KEY = 'isFTCAcknowledged';

/** Records that the guest acknowledged the login requirement. */
export function acknowledgeCompliance(storage: Storage = sessionStorage): void {
  storage.setItem(FLAG_KEY, 'true');
}

/** What the shelter login needs of the flag, clearing it; undefined when it was not set. */
export function takeComplianceAcknowledgement(
  storage: Storage = sessionStorage,
): { acknowledged: true; checkoutUrl: string | null; overQuantityLimit: boolean } | undefined {
  if (storage.getItem(FLAG_KEY) !== 'true') return undefined;
  storage.removeItem(FLAG_KEY);
  const { cart } = getCartView();
  if (!cart || cart.lines.length === 0) return { acknowledged: true, checkoutUrl: null, overQuantityLimit: false };
  return { acknowledged: true, checkoutUrl: CHECKOUT_URL, overQuantityLimit: !cartFlags(cart).canCheckout };
}
