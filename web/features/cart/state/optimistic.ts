/**
 * The shown cart, as a pure function: the server's last cart with every pending outbox entry
 * applied in queue order by core/cart's reducer (the one the server runs; stored-requests.ts), so
 * what the shopper sees offline is what the server will answer once the queue is replayed.
 */
import type { CartCustomer, CartState, IndexedVariant } from '../../../../core/cart';
import type { SiteCode } from '../../../../core/constants';
import type { OutboxRow } from '../../../lib/local-db';
import type { PendingChangesApplier, RefusalDescriber } from './stored-requests';
import type { CartRefusalNotice, CartView } from './types';

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
  /**
   * Applies the queued entries (stored-requests.ts' applyPendingChanges). The cart store loads it
   * before it shows any entry; until then (null) pending entries change nothing.
   */
  applyPending: PendingChangesApplier | null;
}

/** The server's last cart with the pending entries of the current cart applied. */
export function optimisticCart(input: OptimisticInput): { cart: CartState | null; pendingLineIds: Set<string> } {
  const cart = input.snapshot && input.snapshot.id === input.cartId ? { ...input.snapshot, customer: input.customer } : null;
  if (!input.applyPending) return { cart, pendingLineIds: new Set() };
  return input.applyPending({ ...input, cart });
}

/**
 * The whole view of the cart for the UI. Refused entries are shown once their describer is loaded
 * (with the applier: the store loads both as soon as it holds any entry).
 */
export function cartViewOf(input: OptimisticInput & { describeRefusal: RefusalDescriber | null }, ready: boolean): CartView {
  const { cart, pendingLineIds } = optimisticCart(input);
  const { describeRefusal } = input;
  const refused = describeRefusal
    ? input.rows
        .filter((row) => row.status === 'refused')
        .map((row) => ({
          id: `outbox-${row.seq}`,
          message: describeRefusal(row, input.catalogue),
          code: row.error?.code ?? 'REFUSED',
          createdAt: row.createdAt,
          path: row.path,
          reason: row.error?.message,
        }))
    : [];
  const refusals: CartRefusalNotice[] = [...refused, ...input.localRefusals];
  return {
    cart,
    pendingLineIds,
    pendingCount: input.rows.filter((row) => row.status === 'pending').length,
    refusals,
    ready,
  };
}
