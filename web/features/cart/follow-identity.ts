import { onSignIn } from '../identity/sign-in-events';
import { onSignOut } from '../identity/sign-out-events';
import { useUserStore } from '../identity/user-store';
import { forgetCartOfSignedOutUser, setCartShopper } from './cart-client';

/**
 * Keeps the optimistic cart priced for who is signed in: the server decides the Program Discount
 * and AUTO35 from the account of each request (api/features/account/cart-customer.ts), and the
 * cart shown before its answer must agree. Returns the unsubscribe.
 */
export function syncCartShopper(): () => void {
  const apply = ({ status, account }: ReturnType<typeof useUserStore.getState>) => setCartShopper(status === 'signedIn' ? account : null);
  apply(useUserStore.getState());
  return useUserStore.subscribe(apply);
}

/**
 * The cart follows identity's sign-ins and sign-outs: it prices for the shopper signed in,
 * restores the customer's persisted cart at each sign-in (that code loads with the first one), and
 * forgets the cart of a user who signs out (shared workstations). Returns the unsubscribe.
 */
export function followIdentity(): () => void {
  const stopPricing = syncCartShopper();
  const stopRestoring = onSignIn(() => import('./restore-cart').then((m) => m.cartAfterSignIn()));
  const stopForgetting = onSignOut(forgetCartOfSignedOutUser);
  return () => {
    stopPricing();
    stopRestoring();
    stopForgetting();
  };
}
