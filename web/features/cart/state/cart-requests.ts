/**
 * A queued cart change is stored as the §7 request the server will get (path + body), so the
 * worker can send it without knowing the cart; the page reads it back as a core/cart mutation
 * (stored-requests.ts) to apply it optimistically with the server's own reducer.
 */
import type { CartLineInput, CartMutation } from '../../../../core/cart';
import { CART_PATHS } from '../../../../core/contract/paths';

/** A §7 cart write: the path and the JSON body sent with its Idempotency-Key. */
export interface CartRequest {
  path: string;
  body: Record<string, unknown>;
}

/** The §7 request of a mutation to cart `cartId`. */
export function requestOf(cartId: string, mutation: CartMutation): CartRequest {
  switch (mutation.kind) {
    case 'create':
      return {
        path: CART_PATHS.createCart,
        body: { cartId, buyerIdentity: mutation.buyerIdentity ?? {}, lineItems: mutation.lineItems.map(lineInput) },
      };
    case 'addLines':
      return { path: CART_PATHS.addCartLineItems, body: { cartId, lineItems: mutation.lineItems.map(lineInput) } };
    case 'removeLines':
      return { path: CART_PATHS.removeCartLineItems, body: { cartId, lineItemIds: [...mutation.lineItemIds] } };
    case 'updateLines':
      return { path: CART_PATHS.updateCartLineItems, body: { cartId, lineItems: mutation.lineItems.map((u) => ({ ...u })) } };
    case 'updateAttributes':
      return { path: CART_PATHS.updateCartAttributes, body: { cartId, attributes: [...mutation.attributes] } };
    case 'updateBuyerIdentity':
      return { path: CART_PATHS.updateCartBuyerIdentity, body: { cartId, buyerIdentity: mutation.buyerIdentity } };
    case 'updateDiscountCodes':
      return { path: CART_PATHS.updateCartDiscountCodes, body: { cartId, codes: [...mutation.codes] } };
    case 'updateNote':
      return { path: CART_PATHS.updateCartNote, body: { cartId, note: mutation.note } };
    case 'updateDonation':
      return { path: CART_PATHS.updateCartDonation, body: { cartId, amountCents: mutation.amountCents } };
  }
}

function lineInput(line: CartLineInput) {
  return {
    merchandiseId: line.merchandiseId,
    quantity: line.quantity,
    sellingPlanId: line.sellingPlanId ?? null,
    attributes: [...(line.attributes ?? [])],
  };
}
