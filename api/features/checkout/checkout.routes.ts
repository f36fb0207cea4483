import type Router from '@koa/router';
import * as contract from '../../../core/contract/checkout';
import type { EndpointRouters } from '../../http/endpoints';
import type { RequestScope } from '../../request-scope';
import type { CartWriteGuard } from '../cart/cart.routes';
import type { CheckoutService } from './checkout.service';

/** Checkout calls; start and place-order honour Idempotency-Key like the cart writes (the contract marks them). */
export function checkoutRoutes(routers: EndpointRouters, checkout: CheckoutService, mayOrder: CartWriteGuard = async () => {}): Router {
  const { router, mount } = routers();
  const data = async <T>(answer: Promise<T>) => ({ data: await answer });
  // checkout is refused to a shopper who may not order on this storefront (staff feeding: registered staff only)
  const ordering = async <T>(scope: RequestScope, answer: () => Promise<T>) => {
    await mayOrder(scope.site, scope.customerId);
    return data(answer());
  };
  mount(contract.startCheckout, (input, scope) => ordering(scope, () => checkout.start(scope, input)));
  mount(contract.quoteCheckout, ({ cartId, provinceCode }, scope) => ordering(scope, () => checkout.quote(scope, cartId, provinceCode)));
  mount(contract.placeOrder, (input, scope) => ordering(scope, () => checkout.placeOrder(scope, input)));
  mount(contract.staffQuota, (_input, scope) => data(checkout.quota(scope)));
  mount(contract.getOrder, ({ number }, scope) => data(checkout.order(scope, number)));
  return router;
}
