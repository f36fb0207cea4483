/**
 * The client cart (docs/architecture.md §6): a zustand store whose view is the server's last cart with the
 * pending outbox applied (optimistic.ts). Every change is appended to the IndexedDB outbox with
 * its own Idempotency-Key, shown at once, and replayed exactly once by the worker.
 */
import { createStore } from 'zustand/vanilla';
import type { CartCustomer, CartState, IndexedVariant } from '../../../../core/cart';
// straight from the file: the index would bring zod into the first page (web/lib/lazy-schemas.ts)
import { type CartShopper, cartCustomerOf } from '../../../../core/cart/customer';
import type { SiteCode } from '../../../../core/constants';
import type { Product } from '../../../../core/entities/catalogue';
import { loadCartStateSchema } from '../../../lib/lazy-schemas';
import { deleteRecord, type OutboxRow, readRecord } from '../../../lib/local-db';
import { CART_SNAPSHOT_RECORD, listOutbox } from '../../../lib/local-db/outbox';
import { type CartOwner, readCartCookie, writeCartCookie } from './cart-cookie';
import { cartViewOf } from './optimistic';
import type { CartRefusalNotice, CartView } from './types';
import { readCatalogueSnapshotProducts, readKnownProducts } from './variant-source';

// Queued changes are read back with the contract's input schemas and applied with core/cart's
// reducer over an index of the known products: all of it (and zod) loads only once there is a
// queued change to show (a first visit queues nothing).
let pendingChanges: typeof import('./stored-requests') | null = null;
let pendingChangesLoading: Promise<void> | undefined;
const NO_CATALOGUE: ReadonlyMap<string, IndexedVariant> = new Map();

/**
 * Loads the applier of queued changes, once; a failed load is tried again by the next call. The
 * cart waits for it before it shows queued entries (a restore that found some, a new change).
 */
export function loadPendingChanges(): Promise<void> {
  pendingChangesLoading ??= import('./stored-requests').then(
    (m) => {
      pendingChanges = m;
    },
    (error: unknown) => {
      pendingChangesLoading = undefined;
      throw error;
    },
  );
  return pendingChangesLoading;
}

/** Everything the view is computed from. */
export interface CartInternals {
  site: SiteCode;
  /** the signed-in account as identity knows it (see setCartShopper); null for a guest */
  shopper: CartShopper | null;
  owner: CartOwner;
  cartId: string | null;
  snapshot: CartState | null;
  rows: OutboxRow[];
  known: Product[];
  snapshotProducts: Product[];
  localRefusals: CartRefusalNotice[];
  ready: boolean;
}

const EMPTY_VIEW: CartView = { cart: null, pendingLineIds: new Set(), pendingCount: 0, refusals: [], ready: false };

/** The store the hooks read; its only state is the derived view. */
export const cartStore = createStore<{ view: CartView }>(() => ({ view: EMPTY_VIEW }));

let internals: CartInternals = initialInternals('DTC');

function initialInternals(site: SiteCode): CartInternals {
  return {
    site,
    shopper: null,
    owner: 'guest',
    cartId: null,
    snapshot: null,
    rows: [],
    known: [],
    snapshotProducts: [],
    localRefusals: [],
    ready: false,
  };
}

/** The current inputs of the view (read-only). */
export function cartInternals(): Readonly<CartInternals> {
  return internals;
}

/** The customer the server decides for this shopper (core's cartCustomerOf on both sides), mirrored. */
export function currentCustomer(): CartCustomer {
  return cartCustomerOf(internals.shopper);
}

/** Replaces some inputs and recomputes the view. */
export function commit(patch: Partial<CartInternals>): void {
  internals = { ...internals, ...patch };
  const view = cartViewOf(
    {
      ...internals,
      customer: currentCustomer(),
      catalogue: pendingChanges ? pendingChanges.catalogueOf(internals.known, internals.snapshotProducts) : NO_CATALOGUE,
      applyPending: pendingChanges?.applyPendingChanges ?? null,
      describeRefusal: pendingChanges?.describeRefusal ?? null,
    },
    internals.ready,
  );
  cartStore.setState({ view });
  // Entries held before their reader is there (its load failed, say) are shown once it is.
  if (!pendingChanges && internals.rows.length > 0) {
    void loadPendingChanges().then(
      () => commit({}),
      () => undefined,
    );
  }
}

/** Starts over for `site` (tests, and the first start). */
export function resetCartStore(site: SiteCode): void {
  internals = initialInternals(site);
  cartStore.setState({ view: EMPTY_VIEW });
}

let chain: Promise<unknown> = Promise.resolve();

/**
 * Runs cart work one piece at a time: two quick adds must not both decide that no cart exists
 * yet, and a reload from IndexedDB must not interleave with an append.
 */
export function serial<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}

/**
 * The shopper's cart id: the owner's cookie (§9), else the stored cart's, else the newest queued
 * entry's (a cart created offline whose creation has not synced yet).
 */
export function resolveCartId(owner: CartOwner, snapshot: CartState | null, rows: readonly OutboxRow[]): string | null {
  const other: CartOwner = owner === 'guest' ? 'customer' : 'guest';
  return readCartCookie(owner) ?? readCartCookie(other) ?? snapshot?.id ?? rows.at(-1)?.cartId ?? null;
}

/** Re-reads the snapshot, the outbox and the products from IndexedDB and recomputes the view. */
export async function reloadFromLocalDb(): Promise<void> {
  const [snapshot, rows, known, snapshotProducts] = await Promise.all([
    readRecord(CART_SNAPSHOT_RECORD, loadCartStateSchema),
    listOutbox().catch(() => [...internals.rows]),
    readKnownProducts(),
    readCatalogueSnapshotProducts(),
  ]);
  if (rows.length > 0) await loadPendingChanges().catch(() => undefined);
  // Rows shown but not stored yet (cart-actions' provisional rows) stay until their write lands.
  const stored = new Set(rows.map((row) => row.idempotencyKey));
  rows.push(...internals.rows.filter((row) => row.seq === undefined && !stored.has(row.idempotencyKey)));
  const cartId = resolveCartId(internals.owner, snapshot ?? null, rows);
  // The cookie of §9 follows the cart even when only IndexedDB still knew it (cookies cleared).
  if (cartId && !readCartCookie(internals.owner)) writeCartCookie(internals.owner, cartId);
  commit({ snapshot: snapshot ?? null, rows, known: mergeKnown(known, internals.known), snapshotProducts, cartId, ready: true });
}

/** Products known in memory that a failed write kept out of IndexedDB are not lost on reload. */
function mergeKnown(stored: Product[], inMemory: Product[]): Product[] {
  const ids = new Set(stored.map((p) => p.id));
  return [...stored, ...inMemory.filter((p) => !ids.has(p.id))];
}

/** Forgets the stored cart snapshot (the cart is gone or was ordered). */
export async function dropSnapshot(): Promise<void> {
  await deleteRecord(CART_SNAPSHOT_RECORD);
}
