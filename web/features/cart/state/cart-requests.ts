/**
 * A queued cart change is stored as the §7 request the server will get (path + body), so the
 * worker can send it without knowing the cart; the page reads it back as a core/cart mutation
 * to apply it optimistically with the server's own reducer.
 */
import type { CartCustomer, CartLineInput, CartLineUpdate, CartMutation } from '../../../../core/cart';
import {
  addCartLineItems,
  createCart,
  removeCartLineItems,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartDiscountCodes,
  updateCartLineItems,
  updateCartNote,
} from '../../../../core/contract/cart';

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
        path: createCart.path,
        body: { cartId, buyerIdentity: mutation.buyerIdentity ?? {}, lineItems: mutation.lineItems.map(lineInput) },
      };
    case 'addLines':
      return { path: addCartLineItems.path, body: { cartId, lineItems: mutation.lineItems.map(lineInput) } };
    case 'removeLines':
      return { path: removeCartLineItems.path, body: { cartId, lineItemIds: [...mutation.lineItemIds] } };
    case 'updateLines':
      return { path: updateCartLineItems.path, body: { cartId, lineItems: mutation.lineItems.map((u) => ({ ...u })) } };
    case 'updateAttributes':
      return { path: updateCartAttributes.path, body: { cartId, attributes: [...mutation.attributes] } };
    case 'updateBuyerIdentity':
      return { path: updateCartBuyerIdentity.path, body: { cartId, buyerIdentity: mutation.buyerIdentity } };
    case 'updateDiscountCodes':
      return { path: updateCartDiscountCodes.path, body: { cartId, codes: [...mutation.codes] } };
    case 'updateNote':
      return { path: updateCartNote.path, body: { cartId, note: mutation.note } };
  }
}

function lineInput(line: CartLineInput) {
  return { merchandiseId: line.merchandiseId, quantity: line.quantity, sellingPlanId: line.sellingPlanId ?? null, attributes: [...(line.attributes ?? [])] };
}

/**
 * The mutation a stored request stands for, parsed with the contract's own input schema (a row
 * written by an older app that no longer parses yields null and is left to the server to judge).
 * `customer` is what the server decides for a new cart (see customer.ts).
 */
export function mutationOf(request: { path: string; body: unknown }, customer: CartCustomer): CartMutation | null {
  switch (request.path) {
    case createCart.path: {
      const input = createCart.input.safeParse(request.body);
      if (!input.success || !input.data.cartId) return null;
      const { cartId, buyerIdentity, lineItems, attributes, note } = input.data;
      return { kind: 'create', cartId, buyerIdentity, lineItems, attributes, note, customer };
    }
    case addCartLineItems.path: {
      const input = addCartLineItems.input.safeParse(request.body);
      return input.success ? { kind: 'addLines', lineItems: input.data.lineItems } : null;
    }
    case removeCartLineItems.path: {
      const input = removeCartLineItems.input.safeParse(request.body);
      return input.success ? { kind: 'removeLines', lineItemIds: input.data.lineItemIds } : null;
    }
    case updateCartLineItems.path: {
      const input = updateCartLineItems.input.safeParse(request.body);
      return input.success ? { kind: 'updateLines', lineItems: input.data.lineItems as CartLineUpdate[] } : null;
    }
    case updateCartAttributes.path: {
      const input = updateCartAttributes.input.safeParse(request.body);
      return input.success ? { kind: 'updateAttributes', attributes: input.data.attributes } : null;
    }
    case updateCartBuyerIdentity.path: {
      const input = updateCartBuyerIdentity.input.safeParse(request.body);
      return input.success ? { kind: 'updateBuyerIdentity', buyerIdentity: input.data.buyerIdentity } : null;
    }
    case updateCartDiscountCodes.path: {
      const input = updateCartDiscountCodes.input.safeParse(request.body);
      return input.success ? { kind: 'updateDiscountCodes', codes: input.data.codes } : null;
    }
    case updateCartNote.path: {
      const input = updateCartNote.input.safeParse(request.body);
      return input.success ? { kind: 'updateNote', note: input.data.note } : null;
    }
    default:
      return null;
  }
}
