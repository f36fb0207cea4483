/**
 * Start-up and the cart's life beyond single changes: restore from IndexedDB before showing,
 * replay on start and on 'online', re-read when the worker or another tab reports, refresh from
 * the server when nothing is queued, forget after an order, and the hooks identity needs.
 */
import type { CartShopper } from '../../../../core/cart/customer';
import type { SiteCode } from '../../../../core/constants';
import { getCart } from '../../../../core/contract/refs';
import { ApiError, callEndpoint } from '../../../lib/api';
import { loadCartAnswerSchema } from '../../../lib/lazy-schemas';
import { clearOutbox, countPendingOutbox, snapshotSavedAt } from '../../../lib/local-db/outbox';
import { type CartOwner, clearCartCookies, writeCartCookie } from './cart-cookie';
import { cartInternals, commit, currentCustomer, dropSnapshot, reloadFromLocalDb, resetCartStore, serial } from './cart-store';
import { announce, cancelScheduledReplay, onCartChannel, pageReplaySettled, requestReplay } from '../../../lib/outbox-trigger';
import { forgetKnownProducts } from './variant-source';

let stop: (() => void) | null = null;

// The mapper of the server's cart, the write that stores it (and the answer's schema,
// web/lib/lazy-schemas.ts) load only when there is an answer to read: a first visit has no cart.
const loadServerCartStore = () =>
  Promise.all([import('../../../../core/cart/wire'), import('../../../lib/local-db/outbox-entries')]).then(([wire, entries]) => ({
    fromWireCart: wire.fromWireCart,
    writeSnapshotIfUnchanged: entries.writeSnapshotIfUnchanged,
  }));

/** The browser says there is no network (where it can tell). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Starts the cart for storefront `site` once per page: restores it from IndexedDB, then gets the
 * queue replayed (or, with nothing queued, the cart refreshed from the server). Returns the stop.
 */
export function startCart(site: SiteCode): () => void {
  if (stop) return stop;
  resetCartStore(site);
  const unsubscribe = onCartChannel(() => void serial(reloadFromLocalDb).then(forgetIfEmptied));
  const online = () => void requestReplay();
  globalThis.addEventListener?.('online', online);
  void serial(reloadFromLocalDb).then(afterStart);
  stop = () => {
    unsubscribe();
    globalThis.removeEventListener?.('online', online);
    cancelScheduledReplay();
    stop = null;
  };
  return stop;
}

async function afterStart(): Promise<void> {
  const { rows } = cartInternals();
  if (rows.some((row) => row.status === 'pending')) {
    await requestReplay();
    return;
  }
  // A contact message may wait in the same outbox: it goes now too (the cart is read as usual).
  if ((await countPendingOutbox().catch(() => 0)) > 0) void requestReplay();
  await refreshFromServer();
}

/**
 * Reads the cart from the server when nothing is queued (it may have changed in another tab or
 * device). The answer is stored only if no replay stored a newer one meanwhile. A cart the server
 * no longer has is forgotten here.
 */
export async function refreshFromServer(): Promise<void> {
  const { cartId, rows } = cartInternals();
  // With changes queued for this cart the server's answer would be older than what is shown.
  if (!cartId || isOffline() || rows.some((row) => row.cartId === cartId)) return;
  const seen = await snapshotSavedAt();
  try {
    const [answer, { fromWireCart, writeSnapshotIfUnchanged }] = await Promise.all([
      callEndpoint(getCart, { cartId }, { check: loadCartAnswerSchema }),
      loadServerCartStore(),
    ]);
    const stored = await writeSnapshotIfUnchanged(fromWireCart(answer.data, currentCustomer()), seen);
    if (stored) await serial(reloadFromLocalDb).then(forgetIfEmptied);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) return;
    // Gone only if nothing happened to this cart meanwhile (a change queued and replayed while
    // the read was under way made the server create it after answering 404).
    const now = cartInternals();
    const untouched = now.cartId === cartId && !now.rows.some((row) => row.cartId === cartId) && (await snapshotSavedAt()) === seen;
    if (untouched) await forgetLocalCart();
  }
}

async function forgetLocalCart(): Promise<void> {
  await serial(async () => {
    cancelScheduledReplay();
    await clearOutbox();
    await dropSnapshot();
    clearCartCookies();
    commit({ cartId: null, snapshot: null, rows: [], localRefusals: [] });
  });
  announce({ type: 'OUTBOX_CHANGED' });
}

/** After an order was placed: forget the local cart, its outbox and its cookie. */
export function forgetCart(): Promise<void> {
  return forgetLocalCart();
}

/**
 * Sign-out on a shared workstation: the cart of the user who leaves goes from the device — its
 * snapshot, every queued change, the products it was drawn with, its cookies — and from the cart
 * shown, which starts over as an empty guest cart. Runs after any cart work under way (serial), so
 * a reload already started cannot bring it back; other tabs re-read the emptied storage.
 */
export async function forgetCartOfSignedOutUser(): Promise<void> {
  await serial(async () => {
    cancelScheduledReplay();
    await Promise.all([clearOutbox(), dropSnapshot(), forgetKnownProducts()]);
    clearCartCookies();
    commit({ owner: 'guest', shopper: null, cartId: null, snapshot: null, rows: [], known: [], localRefusals: [] });
  });
  announce({ type: 'OUTBOX_CHANGED' });
}

/** Resolves once every queued write to IndexedDB and any replay in this page are done. */
export async function whenCartIdle(): Promise<void> {
  await serial(async () => undefined);
  await pageReplaySettled();
  await serial(async () => undefined);
}

/** Replays the outbox now and shows the result; resolves when empty or offline. */
export async function syncNow(): Promise<void> {
  await requestReplay();
  await serial(reloadFromLocalDb);
  await forgetIfEmptied();
}

/**
 * §4: once the server confirms a cart with no lines (its last line removed) and nothing is queued
 * for it, the local cart is cleared; the next add starts a new cart. (The server deletes the
 * persisted-cart metafield that named it in the same transaction as the removal.)
 */
async function forgetIfEmptied(): Promise<void> {
  const { cartId, snapshot, rows } = cartInternals();
  if (!cartId || !snapshot || snapshot.id !== cartId || snapshot.lines.length > 0) return;
  if (rows.some((row) => row.cartId === cartId)) return;
  await forgetLocalCart();
}

/**
 * Identity: the cart now belongs to a signed-in customer ('customer': cookie col_cart_id) or to a
 * guest again ('guest': guest_col_cart_id). The cart id stays; only its cookie name changes.
 */
export function setCartOwner(owner: CartOwner): void {
  const { cartId } = cartInternals();
  commit({ owner });
  if (cartId) writeCartCookie(owner, cartId);
}

/** Identity: continue with an existing server cart (e.g. the customer's persisted cart) and show it. */
export async function adoptCart(cartId: string, owner: CartOwner = 'customer'): Promise<void> {
  writeCartCookie(owner, cartId);
  commit({ owner, cartId });
  await refreshFromServer();
}

/** Identity: the signed-in account (null after sign-out), whose facts price the optimistic cart as the server will. */
export function setCartShopper(shopper: CartShopper | null): void {
  commit({ shopper });
}
