import type Router from '@koa/router';
import * as contract from '../../../core/contract/checkout';
import type { EndpointRouters } from '../../http/endpoints';
import type { CheckoutService } from './checkout.service';

/** Checkout calls; start and place-order honour Idempotency-Key like the cart writes (the contract marks them). */
export function checkoutRoutes(routers: EndpointRouters, checkout: CheckoutService): Router {
  const { router, mount } = routers();
  const data = async <T>(answer: Promise<T>) => ({ data: await answer });
  mount(contract.startCheckout, (input, scope) => data(checkout.start(scope, input)));
  mount(contract.quoteCheckout, ({ cartId, provinceCode }, scope) => data(checkout.quote(scope, cartId, provinceCode)));
  mount(contract.placeOrder, (input, scope) => data(checkout.placeOrder(scope, input)));
  mount(contract.getOrder, ({ number }, scope) => data(checkout.order(scope, number)));
  return router;
}
