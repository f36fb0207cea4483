/** Wires the checkout area (store, service, routes) so the app mounts it with one line. */
import type Router from '@koa/router';
import { testPaymentProvider } from '../../../core/checkout';
import type { Db } from '../../db/client';
import { createIdempotencyStore } from '../../http/idempotency';
import type { CatalogueStore } from '../catalogue/catalogue.store';
import { createContentStore } from '../content/content.store';
import { checkoutRoutes } from './checkout.routes';
import { type CheckoutAccounts, type CheckoutDeps, createCheckoutService, guestAccounts } from './checkout.service';
import { createCheckoutStore } from './checkout.store';

export interface CheckoutFeatureDeps {
  db: Db;
  catalogue: CatalogueStore;
  ttlMs: number;
  /** signed-in customers; everyone is a guest until the identity area passes its own */
  accounts?: CheckoutAccounts;
  /** what a cart knows of its shopper (see account/cart-customer.ts); guests when left out */
  customerFacts?: CheckoutDeps['customerFacts'];
}

/** The checkout router over the database, charging through the built-in test payment provider. */
export function checkoutFeature(deps: CheckoutFeatureDeps): Router {
  const content = createContentStore(deps.db);
  const service = createCheckoutService({
    store: createCheckoutStore(deps.db),
    catalogue: deps.catalogue,
    payments: testPaymentProvider,
    ttlMs: deps.ttlMs,
    onOrderPlaced: deps.accounts?.orderPlaced,
    customerFacts: deps.customerFacts,
    async freeShippingMinimum(site) {
      const value = Number((await content.getEntries(site, ['free_shipping_minimum'])).free_shipping_minimum);
      return Number.isFinite(value) && value > 0 ? value : null;
    },
  });
  return checkoutRoutes(service, createIdempotencyStore(deps.db), deps.accounts ?? guestAccounts);
}
