import type Router from '@koa/router';
import * as contract from '../../../core/contract/cart';
import type { Cart } from '../../../core/entities/cart';
import type { EndpointRouters } from '../../http/endpoints';
import type { RequestScope } from '../../request-scope';
import type { CartService } from './cart.service';

/** Throws when the shopper of a request may not change carts on its storefront (staff feeding: registered staff only). */
export type CartWriteGuard = (site: RequestScope['site'], customerId: string | null) => Promise<void>;

/**
 * The §7 cart calls; every write honours Idempotency-Key (the contract marks them idempotent). A
 * cart write's only effect is its one transaction, so its key is recorded by that transaction
 * (KeyMode 'with-the-write').
 */
export function cartRoutes(routers: EndpointRouters, carts: CartService, mayWrite: CartWriteGuard = async () => {}): Router {
  const { router, mount } = routers('with-the-write');
  const data = async (cart: Promise<Cart>) => ({ data: await cart });
  // every write is refused before it is tried when the shopper may not order on this storefront
  const write = async (scope: RequestScope, cart: () => Promise<Cart>) => {
    await mayWrite(scope.site, scope.customerId);
    return data(cart());
  };

  mount(contract.getCart, ({ cartId }, scope) => data(carts.get(scope, cartId)));
  mount(contract.createCart, (input, scope) => write(scope, () => carts.create(scope, input)));
  mount(contract.addCartLineItems, ({ cartId, lineItems }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'addLines', lineItems })),
  );
  mount(contract.removeCartLineItems, ({ cartId, lineItemIds }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'removeLines', lineItemIds })),
  );
  mount(contract.updateCartLineItems, ({ cartId, lineItems }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'updateLines', lineItems })),
  );
  mount(contract.updateCartAttributes, ({ cartId, attributes }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'updateAttributes', attributes })),
  );
  mount(contract.updateCartBuyerIdentity, ({ cartId, buyerIdentity }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'updateBuyerIdentity', buyerIdentity })),
  );
  mount(contract.updateCartDiscountCodes, ({ cartId, codes }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'updateDiscountCodes', codes })),
  );
  mount(contract.updateCartNote, ({ cartId, note }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'updateNote', note })),
  );
  mount(contract.updateCartDonation, ({ cartId, amountCents }, scope) =>
    write(scope, () => carts.mutate(scope, cartId, { kind: 'updateDonation', amountCents })),
  );
  return router;
}
