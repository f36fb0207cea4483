import type Router from '@koa/router';
import * as contract from '../../../core/contract/account';
import type { EndpointRouters } from '../../http/endpoints';
import type { AccountService } from './account.service';
import type { PersistedCartService } from './persisted-cart.service';
import type { SubscriptionsService } from './subscriptions.service';

export interface AccountServices {
  accounts: AccountService;
  subscriptions: SubscriptionsService;
  persistedCarts: PersistedCartService;
}

/** The §7 account calls; each acts on the signed-in customer only (401 when signed out). Writes honour Idempotency-Key. */
export function accountRoutes(routers: EndpointRouters, { accounts, subscriptions, persistedCarts }: AccountServices): Router {
  const { router, mount } = routers();
  const data = async <T>(answer: Promise<T>) => ({ data: await answer });

  mount(contract.getCommerceCustomer, (_input, scope) => data(accounts.profile(scope)));
  mount(contract.getCommerceOrders, (input, scope) => data(accounts.orders(scope, input)));
  mount(contract.getCommerceLastOrder, ({ id }, scope) => data(accounts.lastOrder(scope, id)));
  mount(contract.getCommerceOrder, ({ id }, scope) => data(accounts.order(scope, id)));

  mount(contract.updateCustomer, async ({ customerId, updateInput }, scope) => ({
    data: { customerUpdate: await accounts.update(scope, customerId, updateInput) },
  }));
  mount(contract.deleteMetafield, ({ metafieldId }, scope) => data(accounts.deleteMetafield(scope, metafieldId)));
  mount(contract.updateCustomerDefaultAddress, ({ addressId }, scope) => data(accounts.setDefaultAddress(scope, addressId)));
  mount(contract.customerAddressCreate, ({ address, makeDefault }, scope) =>
    data(accounts.createAddress(scope, address, makeDefault ?? false)),
  );
  mount(contract.customerAddressUpdate, ({ id, address }, scope) => data(accounts.updateAddress(scope, id, address)));
  mount(contract.customerAddressDelete, ({ id }, scope) => data(accounts.deleteAddress(scope, id)));

  mount(contract.getSubscriptions, async ({ customer }, scope) => ({ results: await subscriptions.list(scope, customer) }));
  mount(contract.getSubscriptionsProductBySku, ({ sku }) => data(subscriptions.productBySku(sku)));
  mount(contract.cancelSubscription, ({ contractId, reason }, scope) => data(subscriptions.cancel(scope, contractId, reason)));
  mount(contract.skipSubscription, ({ contractId }, scope) => data(subscriptions.skip(scope, contractId)));
  mount(contract.changeSubscriptionFrequency, ({ contractId, weeks }, scope) =>
    data(subscriptions.changeFrequency(scope, contractId, weeks)),
  );

  mount(contract.restoreCart, ({ guestCartId }, scope) => data(persistedCarts.restore(scope, guestCartId ?? null)));
  return router;
}
