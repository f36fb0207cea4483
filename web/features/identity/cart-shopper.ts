import { setCartShopper } from '../cart/cart-client';
import { useUserStore } from './user-store';

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
