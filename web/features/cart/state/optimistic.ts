/**
 * The shown cart, as a pure function: the server's last cart with every pending outbox entry
 * applied in queue order by core/cart's reducer (the one the server runs), so what the shopper
 * sees offline is what the server will answer once the queue is replayed.
 */
import { applyCartMutation, type CartCustomer, type CartState, type IndexedVariant } from '../../../../core/cart';
import type { SiteCode } from '../../../../core/constants';
import type { OutboxRow } from '../../../lib/local-db';
import { mutationOf } from './cart-requests';
import { describeRefusal } from './refusal-text';
import type { CartRefusalNotice, CartView } from './types';
import { clientVariantLookup } from './variant-source';

export interface OptimisticInput {
  site: SiteCode;
  customer: CartCustomer;
  /** the shopper's current cart id, null before the first add */
  cartId: string | null;
  /** the server's last answer (ignored when it is another cart's) */
  snapshot: CartState | null;
  /** every outbox entry, in queue order */
  rows: readonly OutboxRow[];
  catalogue: ReadonlyMap<string, IndexedVariant>;
  /** refusals found on this device before anything was queued */
  localRefusals: readonly CartRefusalNotice[];
}

/** Applies each pending entry of the current cart to the snapshot; entries the reducer refuses change nothing. */
export function optimisticCart(input: OptimisticInput): { cart: CartState | null; pendingLineIds: Set<string> } {
  const { cartId, customer, site, catalogue } = input;
  let cart = input.snapshot && input.snapshot.id === cartId ? { ...input.snapshot, customer } : null;
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

/** The whole view of the cart for the UI. */
export function cartViewOf(input: OptimisticInput, ready: boolean): CartView {
  const { cart, pendingLineIds } = optimisticCart(input);
  const refused = input.rows.filter((row) => row.status === 'refused');
  const refusals: CartRefusalNotice[] = [
    ...refused.map((row) => ({
      id: `outbox-${row.seq}`,
      message: describeRefusal(row, input.catalogue),
      code: row.error?.code ?? 'REFUSED',
      createdAt: row.createdAt,
    })),
    ...input.localRefusals,
  ];
  return {
    cart,
    pendingLineIds,
    pendingCount: input.rows.filter((row) => row.status === 'pending').length,
    refusals,
    ready,
  };
}
