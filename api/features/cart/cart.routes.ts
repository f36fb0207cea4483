import type Router from '@koa/router';
import * as contract from '../../../core/contract/cart';
import type { Cart } from '../../../core/entities/cart';
import type { EndpointRouters } from '../../http/endpoints';
import type { CartService } from './cart.service';

/** The §7 cart calls; every write honours Idempotency-Key (the contract marks them idempotent). */
export function cartRoutes(routers: EndpointRouters, carts: CartService): Router {
  const { router, mount } = routers();
  const data = async (cart: Promise<Cart>) => ({ data: await cart });

  mount(contract.getCart, ({ cartId }, scope) => data(carts.get(scope, cartId)));
  mount(contract.createCart, (input, scope) => data(carts.create(scope, input)));
  mount(contract.addCartLineItems, ({ cartId, lineItems }, scope) => data(carts.mutate(scope, cartId, { kind: 'addLines', lineItems })));
  mount(contract.removeCartLineItems, ({ cartId, lineItemIds }, scope) =>
    data(carts.mutate(scope, cartId, { kind: 'removeLines', lineItemIds })),
  );
  mount(contract.updateCartLineItems, ({ cartId, lineItems }, scope) =>
    data(carts.mutate(scope, cartId, { kind: 'updateLines', lineItems })),
  );
  mount(contract.updateCartAttributes, ({ cartId, attributes }, scope) =>
    data(carts.mutate(scope, cartId, { kind: 'updateAttributes', attributes })),
  );
  mount(contract.updateCartBuyerIdentity, ({ cartId, buyerIdentity }, scope) =>
    data(carts.mutate(scope, cartId, { kind: 'updateBuyerIdentity', buyerIdentity })),
  );
  mount(contract.updateCartDiscountCodes, ({ cartId, codes }, scope) =>
    data(carts.mutate(scope, cartId, { kind: 'updateDiscountCodes', codes })),
  );
  mount(contract.updateCartNote, ({ cartId, note }, scope) => data(carts.mutate(scope, cartId, { kind: 'updateNote', note })));
  return router;
}
