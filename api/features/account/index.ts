/** The account area assembled: services over the database, routes, and the accounts checkout uses. */
import type { Db } from '../../db/client';
import { createIdempotencyStore } from '../../http/idempotency';
import type { CartService } from '../cart/cart.service';
import { createCartStore } from '../cart/cart.store';
import { createIdentityStore } from '../identity/identity.store';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createAccountStore } from './account.store';
import { accountScope, checkoutAccounts } from './checkout-accounts';
export { cartShoppers } from './cart-customer';
import { createPersistedCartService } from './persisted-cart.service';
import { createSubscriptionsService } from './subscriptions.service';

/** Mount `scope` after the session middleware, then `routes`; pass `checkout` to checkoutFeature. */
export function createAccounts(db: Db, carts: CartService) {
  const store = createAccountStore(db);
  const identities = createIdentityStore(db);
  const accounts = createAccountService(db, identities);
  const subscriptions = createSubscriptionsService(db);
  const persistedCarts = createPersistedCartService({ db, store, cartStore: createCartStore(db), carts });
  return {
    scope: accountScope,
    routes: accountRoutes({ accounts, subscriptions, persistedCarts }, createIdempotencyStore(db)),
    checkout: checkoutAccounts(store, identities, subscriptions),
  };
}
