/**
 * Queued changes shown on the cart: each queued request read back as the cart mutation it stands
 * for (checked with the contract's own input schemas) and applied by core/cart's reducer, the one
 * the server runs. The cart store loads this module (with zod and the reducer) only when there is a
 * queued change to show, so a first visit, with nothing queued, loads neither (the first-visit JavaScript budget).
 * Import it statically only from tests.
 */
import {
  applyCartMutation,
  type CartCustomer,
  type CartLineUpdate,
  type CartMutation,
  type CartState,
  type IndexedVariant,
} from '../../../../core/cart';
import type { z } from 'zod';
import type { SiteCode } from '../../../../core/constants';
import {
  addCartLineItems,
  createCart,
  removeCartLineItems,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartDiscountCodes,
  updateCartLineItems,
  updateCartDonation,
  updateCartNote,
} from '../../../../core/contract/cart';
import type { OutboxRow } from '../../../lib/local-db';
import { clientVariantLookup } from './variant-index';

// Loaded with this module, for the cart store: the catalogue index and the words of a refusal.
export { describeRefusal } from './refusal-text';
export { catalogueOf } from './variant-index';

/**
 * The mutation a stored request stands for, parsed with the contract's own input schema (a row
 * written by an older app that no longer parses yields null and is left to the server to judge).
 * `customer` is what the server decides for a new cart (see customer.ts).
 */
export function mutationOf(request: { path: string; body: unknown }, customer: CartCustomer): CartMutation | null {
  const { body } = request;
  switch (request.path) {
    case createCart.path:
      return readAs(createCart.input, body, ({ cartId, buyerIdentity, lineItems, attributes, note }) =>
        cartId ? { kind: 'create', cartId, buyerIdentity, lineItems, attributes, note, customer } : null,
      );
    case addCartLineItems.path:
      return readAs(addCartLineItems.input, body, ({ lineItems }) => ({ kind: 'addLines', lineItems }));
    case removeCartLineItems.path:
      return readAs(removeCartLineItems.input, body, ({ lineItemIds }) => ({ kind: 'removeLines', lineItemIds }));
    case updateCartLineItems.path:
      return readAs(updateCartLineItems.input, body, ({ lineItems }) => ({
        kind: 'updateLines',
        lineItems: lineItems as CartLineUpdate[],
      }));
    case updateCartAttributes.path:
      return readAs(updateCartAttributes.input, body, ({ attributes }) => ({ kind: 'updateAttributes', attributes }));
    case updateCartBuyerIdentity.path:
      return readAs(updateCartBuyerIdentity.input, body, ({ buyerIdentity }) => ({ kind: 'updateBuyerIdentity', buyerIdentity }));
    case updateCartDiscountCodes.path:
      return readAs(updateCartDiscountCodes.input, body, ({ codes }) => ({ kind: 'updateDiscountCodes', codes }));
    case updateCartNote.path:
      return readAs(updateCartNote.input, body, ({ note }) => ({ kind: 'updateNote', note }));
    case updateCartDonation.path:
      return readAs(updateCartDonation.input, body, ({ amountCents }) => ({ kind: 'updateDonation', amountCents }));
    default:
      return null;
  }
}

/** `body` checked with an endpoint's input schema and turned into a mutation; null when it does not parse. */
function readAs<S extends z.ZodType>(
  schema: S,
  body: unknown,
  toMutation: (input: z.output<S>) => CartMutation | null,
): CartMutation | null {
  const input = schema.safeParse(body);
  return input.success ? toMutation(input.data) : null;
}

/** What the shown cart is computed from. */
export interface PendingChangesInput {
  site: SiteCode;
  customer: CartCustomer;
  cartId: string | null;
  /** the server's last cart, when it is the current one */
  cart: CartState | null;
  /** every outbox entry, in queue order */
  rows: readonly OutboxRow[];
  catalogue: ReadonlyMap<string, IndexedVariant>;
}

/** Applies each pending entry of the current cart to `cart`; entries the reducer refuses change nothing. */
export function applyPendingChanges(input: PendingChangesInput): { cart: CartState | null; pendingLineIds: Set<string> } {
  const { cartId, customer, site, catalogue } = input;
  let { cart } = input;
  const pendingLineIds = new Set<string>();
  for (const row of input.rows) {
    if (row.status !== 'pending' || row.cartId !== cartId) continue;
    const mutation = mutationOf(row, customer);
    if (!mutation) continue;
    const result = applyCartMutation(cart, mutation, clientVariantLookup(catalogue, site, cart?.lines ?? []));
    if (!result.outcome.ok) continue;
    cart = result.cart;
    for (const id of result.outcome.lineIds) pendingLineIds.add(id);
  }
  if (cart) for (const id of pendingLineIds) if (!cart.lines.some((line) => line.id === id)) pendingLineIds.delete(id);
  return { cart, pendingLineIds };
}

/** The applier of queued changes, as the optimistic cart takes it once loaded. */
export type PendingChangesApplier = typeof applyPendingChanges;
/** Words for a refused change, as the cart view takes them once loaded. */
export type RefusalDescriber = (row: Pick<OutboxRow, 'path' | 'error'>, catalogue: ReadonlyMap<string, IndexedVariant>) => string;
