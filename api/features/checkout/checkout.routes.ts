import Router from '@koa/router';
import type { Endpoint } from '../../../core/contract';
import * as contract from '../../../core/contract/checkout';
import { type EndpointHandler, mount } from '../../http/endpoints';
import { idempotency, type IdempotencyStore } from '../../http/idempotency';
import type { CheckoutAccounts, CheckoutService } from './checkout.service';

/** Checkout calls; start and place-order honour Idempotency-Key like the cart writes. */
export function checkoutRoutes(checkout: CheckoutService, keys: IdempotencyStore, accounts: CheckoutAccounts): Router {
  const router = new Router();
  const keyed = idempotency(keys);
  const write = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => {
    for (const method of endpoint.methods) router[method.toLowerCase() as 'post'](endpoint.path, keyed);
    mount(router, endpoint, handler);
  };

  write(contract.startCheckout, async (input, ctx) => ({ data: await checkout.start(ctx.state.site, input, accounts, ctx.state.log, ctx.state.transact) }));
  mount(router, contract.quoteCheckout, async ({ cartId, provinceCode }, ctx) => ({
    data: await checkout.quote(ctx.state.site, cartId, provinceCode, ctx.state.log, ctx.state.customer?.id ?? null),
  }));
  write(contract.placeOrder, async (input, ctx) => ({
    data: await checkout.placeOrder(ctx.state.site, input, await accounts.profile(), ctx.state.log, ctx.state.transact),
  }));
  mount(router, contract.getOrder, async ({ number, cartId }, ctx) => ({ data: await checkout.order(ctx.state.site, cartId, number) }));
  return router;
}
