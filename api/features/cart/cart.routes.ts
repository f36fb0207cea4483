import Router from '@koa/router';
import type { Endpoint } from '../../../core/contract';
import * as contract from '../../../core/contract/cart';
import type { Cart } from '../../../core/entities/cart';
import { type EndpointHandler, mount } from '../../http/endpoints';
import { idempotency, type IdempotencyStore } from '../../http/idempotency';
import type { CartService } from './cart.service';

/** The §7 cart calls; every write honours Idempotency-Key. */
export function cartRoutes(carts: CartService, keys: IdempotencyStore): Router {
  const router = new Router();
  const keyed = idempotency(keys);
  const write = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => {
    for (const method of endpoint.methods) router[method.toLowerCase() as 'post'](endpoint.path, keyed);
    mount(router, endpoint, handler);
  };
  const answer = async (cart: Promise<Cart>) => ({ data: await cart });

  mount(router, contract.getCart, ({ cartId }, ctx) => answer(carts.get(ctx.state.site, cartId, ctx.state.log)));
  write(contract.createCart, (input, ctx) => answer(carts.create(ctx.state.site, input, ctx.state.log)));
  write(contract.addCartLineItems, ({ cartId, lineItems }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'addLines', lineItems }, ctx.state.log)),
  );
  write(contract.removeCartLineItems, ({ cartId, lineItemIds }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'removeLines', lineItemIds }, ctx.state.log)),
  );
  write(contract.updateCartLineItems, ({ cartId, lineItems }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'updateLines', lineItems }, ctx.state.log)),
  );
  write(contract.updateCartAttributes, ({ cartId, attributes }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'updateAttributes', attributes }, ctx.state.log)),
  );
  write(contract.updateCartBuyerIdentity, ({ cartId, buyerIdentity }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'updateBuyerIdentity', buyerIdentity }, ctx.state.log)),
  );
  write(contract.updateCartDiscountCodes, ({ cartId, codes }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'updateDiscountCodes', codes }, ctx.state.log)),
  );
  write(contract.updateCartNote, ({ cartId, note }, ctx) =>
    answer(carts.mutate(ctx.state.site, cartId, { kind: 'updateNote', note }, ctx.state.log)),
  );
  return router;
}
