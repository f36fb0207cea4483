import Router from '@koa/router';
import type { Endpoint } from '../../../core/contract';
import * as contract from '../../../core/contract/cart';
import type { CartMutation } from '../../../core/cart';
import type { Cart } from '../../../core/entities/cart';
import type { Context } from 'koa';
import { type EndpointHandler, mount } from '../../http/endpoints';
import { idempotency, type IdempotencyStore } from '../../http/idempotency';
import type { CartService } from './cart.service';

/** The signed-in customer of the request (session middleware), or null for a guest. */
const shopperOf = (ctx: Context) => ctx.state.customer?.id ?? null;

/** The §7 cart calls; every write honours Idempotency-Key. */
export function cartRoutes(carts: CartService, keys: IdempotencyStore): Router {
  const router = new Router();
  const keyed = idempotency(keys);
  const write = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => {
    for (const method of endpoint.methods) router[method.toLowerCase() as 'post'](endpoint.path, keyed);
    mount(router, endpoint, handler);
  };
  const answer = async (cart: Promise<Cart>) => ({ data: await cart });
  // the write joins the request's transaction, so an Idempotency-Key's answer commits with it
  const change = (ctx: Context, cartId: string, mutation: CartMutation) =>
    answer(carts.mutate(ctx.state.site, cartId, mutation, ctx.state.log, ctx.state.transact, shopperOf(ctx)));

  mount(router, contract.getCart, ({ cartId }, ctx) => answer(carts.get(ctx.state.site, cartId, ctx.state.log)));
  write(contract.createCart, (input, ctx) =>
    answer(carts.create(ctx.state.site, input, ctx.state.log, ctx.state.transact, shopperOf(ctx))),
  );
  write(contract.addCartLineItems, ({ cartId, lineItems }, ctx) =>
    change(ctx, cartId, { kind: 'addLines', lineItems }),
  );
  write(contract.removeCartLineItems, ({ cartId, lineItemIds }, ctx) =>
    change(ctx, cartId, { kind: 'removeLines', lineItemIds }),
  );
  write(contract.updateCartLineItems, ({ cartId, lineItems }, ctx) =>
    change(ctx, cartId, { kind: 'updateLines', lineItems }),
  );
  write(contract.updateCartAttributes, ({ cartId, attributes }, ctx) =>
    change(ctx, cartId, { kind: 'updateAttributes', attributes }),
  );
  write(contract.updateCartBuyerIdentity, ({ cartId, buyerIdentity }, ctx) =>
    change(ctx, cartId, { kind: 'updateBuyerIdentity', buyerIdentity }),
  );
  write(contract.updateCartDiscountCodes, ({ cartId, codes }, ctx) =>
    change(ctx, cartId, { kind: 'updateDiscountCodes', codes }),
  );
  write(contract.updateCartNote, ({ cartId, note }, ctx) =>
    change(ctx, cartId, { kind: 'updateNote', note }),
  );
  return router;
}
