/**
 * The cart outbox (docs/architecture.md §6): queued cart mutations in IndexedDB, and the one replay routine
 * that the service worker (and, with no worker in control, the page) runs over them. It lives
 * here because the worker may import this module and nothing else of web/. Contact-form messages
 * wait in the same queue (contact-outbox.ts) and are replayed with it; the cart's reads and
 * clearing here see cart rows only. Adding an entry and the replay's own steps are in
 * outbox-entries.ts: this module is read at every page's start, those run only with work to do.
 *
 * Exactly once: an entry keeps its Idempotency-Key for every retry and is deleted only in the
 * same IndexedDB transaction that stores the server's 2xx answer as the cart snapshot. A replay
 * cut short anywhere (tab closed, network down, server restarted) sends the same key again and
 * the server answers the stored result instead of applying the change twice.
 */
import { openLocalDb } from './open';
import { isCartRow, type OutboxRow } from './schema';

/** Record holding the server's last cart (core/cart CartState). */
export const CART_SNAPSHOT_RECORD = 'cart';
/** Background Sync tag under which the worker replays the outbox. */
export const OUTBOX_SYNC_TAG = 'cart-outbox';
/** Web Lock held by whoever replays (worker or page), so only one replay runs per origin. */
export const OUTBOX_REPLAY_LOCK = 'cart-outbox-replay';
/** BroadcastChannel on which replays and queue changes are announced to every page. */
export const CART_CHANNEL = 'cart';

/** Messages on CART_CHANNEL (and from the worker to its pages). */
export type CartChannelMessage = { type: 'OUTBOX_SYNCED'; report: ReplayReport } | { type: 'OUTBOX_CHANGED' };

/** Every cart entry, pending and refused, in queue order. */
export async function listOutbox(): Promise<OutboxRow[]> {
  const db = await openLocalDb();
  return db ? (await db.getAll('outbox')).filter(isCartRow) : [];
}

/** How many entries of any kind wait for the server (a start with some asks for a replay). */
export async function countPendingOutbox(): Promise<number> {
  const db = await openLocalDb();
  return db ? db.countFromIndex('outbox', 'byStatus', 'pending') : 0;
}

/** Deletes one entry (a refusal the shopper dismissed). */
export async function deleteOutboxEntry(seq: number): Promise<void> {
  const db = await openLocalDb();
  await db?.delete('outbox', seq);
}

/** Deletes every cart entry (the cart was forgotten after an order); queued contact messages stay. */
export async function clearOutbox(): Promise<void> {
  const db = await openLocalDb();
  if (!db) return;
  const tx = db.transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (isCartRow(cursor.value)) await cursor.delete();
  }
  await tx.done;
}

/** savedAt of the stored cart snapshot, null when there is none. */
export async function snapshotSavedAt(): Promise<number | null> {
  const db = await openLocalDb();
  return (await db?.get('records', CART_SNAPSHOT_RECORD))?.savedAt ?? null;
}

/** What one replay did; `stopped` says it left entries for later (offline, server busy or down). */
export interface ReplayReport {
  sent: number;
  refused: number;
  stopped: 'retry-later' | null;
}
