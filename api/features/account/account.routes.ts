import Router from '@koa/router';
import type { Context } from 'koa';
import type { Endpoint } from '../../../core/contract';
import * as contract from '../../../core/contract/account';
import { type EndpointHandler, mount } from '../../http/endpoints';
import { idempotency, type IdempotencyStore } from '../../http/idempotency';
import { requireCustomer } from '../../http/session';
import type { AccountService } from './account.service';
import type { PersistedCartService } from './persisted-cart.service';
import type { SubscriptionsService } from './subscriptions.service';

export interface AccountServices {
  accounts: AccountService;
  subscriptions: SubscriptionsService;
  persistedCarts: PersistedCartService;
}

/** The §7 account calls; each acts on the signed-in customer only (401 when signed out). Writes honour Idempotency-Key. */
export function accountRoutes({ accounts, subscriptions, persistedCarts }: AccountServices, keys: IdempotencyStore): Router {
  const router = new Router();
  const keyed = idempotency(keys);
  const write = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => {
    for (const method of endpoint.methods) router[method.toLowerCase() as 'post'](endpoint.path, keyed);
    mount(router, endpoint, handler);
  };
  const me = (ctx: Context) => requireCustomer(ctx).id;

  mount(router, contract.getCommerceCustomer, async (_input, ctx) => ({ data: await accounts.profile(me(ctx)) }));
  mount(router, contract.getCommerceOrders, async (input, ctx) => ({ data: await accounts.orders(me(ctx), input) }));
  mount(router, contract.getCommerceLastOrder, async ({ id }, ctx) => ({ data: await accounts.lastOrder(me(ctx), id) }));
  mount(router, contract.getCommerceOrder, async ({ id }, ctx) => ({ data: await accounts.order(me(ctx), id) }));

  write(contract.updateCustomer, async ({ customerId, updateInput }, ctx) => ({
    data: { customerUpdate: await accounts.update(me(ctx), customerId, updateInput, ctx.state.transact) },
  }));
  write(contract.deleteMetafield, async ({ metafieldId }, ctx) => ({ data: await accounts.deleteMetafield(me(ctx), metafieldId, ctx.state.transact) }));
  write(contract.updateCustomerDefaultAddress, async ({ addressId }, ctx) => ({
    data: await accounts.setDefaultAddress(me(ctx), addressId, ctx.state.transact),
  }));
  write(contract.customerAddressCreate, async ({ address, makeDefault }, ctx) => ({
    data: await accounts.createAddress(me(ctx), address, makeDefault ?? false, ctx.state.transact),
  }));
  write(contract.customerAddressUpdate, async ({ id, address }, ctx) => ({ data: await accounts.updateAddress(me(ctx), id, address, ctx.state.transact) }));
  write(contract.customerAddressDelete, async ({ id }, ctx) => ({ data: await accounts.deleteAddress(me(ctx), id, ctx.state.transact) }));

  mount(router, contract.getSubscriptions, async ({ customer }, ctx) => ({ results: await subscriptions.list(me(ctx), customer, ctx.state.log) }));
  mount(router, contract.getSubscriptionsProductBySku, async ({ sku }) => ({ data: await subscriptions.productBySku(sku) }));
  write(contract.cancelSubscription, async ({ contractId, reason }, ctx) => ({
    data: await subscriptions.cancel(me(ctx), contractId, reason, ctx.state.transact),
  }));
  write(contract.skipSubscription, async ({ contractId }, ctx) => ({ data: await subscriptions.skip(me(ctx), contractId, ctx.state.transact) }));
  write(contract.changeSubscriptionFrequency, async ({ contractId, weeks }, ctx) => ({
    data: await subscriptions.changeFrequency(me(ctx), contractId, weeks, ctx.state.transact),
  }));

  mount(router, contract.restoreCart, async ({ guestCartId }, ctx) => ({
    data: await persistedCarts.restore(ctx.state.site, me(ctx), guestCartId ?? null, ctx.state.log),
  }));
  return router;
}
