/**
 * The cart outbox (DESIGN §6): queued cart mutations in IndexedDB, and the one replay routine
 * that the service worker (and, with no worker in control, the page) runs over them. It lives
 * here because the worker may import this module and nothing else of web/.
 *
 * Exactly once: an entry keeps its Idempotency-Key for every retry and is deleted only in the
 * same IndexedDB transaction that stores the server's 2xx answer as the cart snapshot. A replay
 * cut short anywhere (tab closed, network down, server restarted) sends the same key again and
 * the server answers the stored result instead of applying the change twice.
 */
import { cartCustomerSchema, fromWireCart, GUEST_CUSTOMER } from '../../../core/cart';
import { type Cart, cartSchema } from '../../../core/entities/cart';
import { openLocalDb } from './open';
import { reportStorageError } from './quota';
import type { OutboxRow } from './schema';

/** Record holding the server's last cart (core/cart CartState). */
export const CART_SNAPSHOT_RECORD = 'cart';
/** Background Sync tag under which the worker replays the outbox. */
export const OUTBOX_SYNC_TAG = 'cart-outbox';
/** Web Lock held by whoever replays (worker or page), so only one replay runs per origin. */
export const OUTBOX_REPLAY_LOCK = 'cart-outbox-replay';
/** BroadcastChannel on which replays and queue changes are announced to every page. */
export const CART_CHANNEL = 'cart';

/** Messages on CART_CHANNEL (and from the worker to its pages). */
export type CartChannelMessage =
  | { type: 'OUTBOX_SYNCED'; report: ReplayReport }
  | { type: 'OUTBOX_CHANGED' };

/** A new entry: what to send and under which key. */
export type NewOutboxEntry = Pick<OutboxRow, 'idempotencyKey' | 'path' | 'body' | 'cartId'>;

/** Appends an entry as 'pending'; resolves the stored row, or null when it could not be stored. */
export async function enqueueOutbox(entry: NewOutboxEntry): Promise<OutboxRow | null> {
  const db = await openLocalDb();
  if (!db) return null;
  const row: OutboxRow = { ...entry, createdAt: Date.now(), status: 'pending', attempts: 0 };
  try {
    const seq = await db.add('outbox', row);
    return { ...row, seq };
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

/** Every entry, pending and refused, in queue order. */
export async function listOutbox(): Promise<OutboxRow[]> {
  const db = await openLocalDb();
  return db ? db.getAll('outbox') : [];
}

/** The oldest pending entry (refused ones are skipped: they wait for the shopper, not the server). */
export async function nextPendingOutbox(): Promise<OutboxRow | undefined> {
  const db = await openLocalDb();
  // Within one index key, IndexedDB orders records by primary key: the lowest seq comes first.
  return db?.getFromIndex('outbox', 'byStatus', 'pending');
}

/**
 * The server accepted entry `seq`: deletes it and stores `snapshot` as the cart in ONE
 * transaction, so a page never sees the change twice (snapshot and entry) or not at all.
 * Nothing is written when the entry is gone meanwhile (the cart was forgotten).
 */
export async function completeOutboxEntry(seq: number, snapshot: unknown | undefined): Promise<boolean> {
  return (await completeAndTakeNext(seq, snapshot)).completed;
}

/**
 * completeOutboxEntry, also reading the next pending entry in the same transaction (one
 * transaction per replayed entry). 'relaxed' durability is safe here: if the device loses this
 * commit, the entry is sent again under its key and the server answers what it stored.
 */
async function completeAndTakeNext(seq: number, snapshot: unknown | undefined): Promise<{ completed: boolean; next?: OutboxRow }> {
  const db = await openLocalDb();
  if (!db) return { completed: false };
  const tx = db.transaction(['outbox', 'records'], 'readwrite', { durability: 'relaxed' });
  const outbox = tx.objectStore('outbox');
  const completed = (await outbox.get(seq)) !== undefined;
  if (completed) {
    await outbox.delete(seq);
    if (snapshot !== undefined) await tx.objectStore('records').put({ key: CART_SNAPSHOT_RECORD, savedAt: Date.now(), value: snapshot });
  }
  const next = await outbox.index('byStatus').get('pending');
  await tx.done;
  return { completed, next };
}

/** Changes one entry if it is still there. */
async function updateEntry(seq: number, change: (row: OutboxRow) => OutboxRow): Promise<void> {
  const db = await openLocalDb();
  if (!db) return;
  const tx = db.transaction('outbox', 'readwrite');
  const row = await tx.store.get(seq);
  if (row) await tx.store.put(change(row));
  await tx.done;
}

/** The server refused entry `seq` for good (4xx): it stays, marked with the server's reason. */
export function refuseOutboxEntry(seq: number, error: { code: string; message: string }): Promise<void> {
  return updateEntry(seq, (row) => ({ ...row, status: 'refused', attempts: row.attempts + 1, error }));
}

/** One more failed try of entry `seq` (network, 5xx, still in progress); it stays pending. */
export function countOutboxAttempt(seq: number): Promise<void> {
  return updateEntry(seq, (row) => ({ ...row, attempts: row.attempts + 1 }));
}

/** Deletes one entry (a refusal the shopper dismissed). */
export async function deleteOutboxEntry(seq: number): Promise<void> {
  const db = await openLocalDb();
  await db?.delete('outbox', seq);
}

/** Deletes every entry (the cart was forgotten after an order). */
export async function clearOutbox(): Promise<void> {
  const db = await openLocalDb();
  await db?.clear('outbox');
}

/**
 * Stores `snapshot` as the cart only if nothing changed since `seenSavedAt` (the savedAt of the
 * record when the caller started reading the server, or null when there was none) and no entry
 * is pending: a slow read must never overwrite what a replay stored meanwhile.
 */
export async function writeSnapshotIfUnchanged(snapshot: unknown, seenSavedAt: number | null): Promise<boolean> {
  const db = await openLocalDb();
  if (!db) return false;
  const tx = db.transaction(['outbox', 'records'], 'readwrite');
  const current = await tx.objectStore('records').get(CART_SNAPSHOT_RECORD);
  const pending = (await tx.objectStore('outbox').index('byStatus').count('pending')) > 0;
  const unchanged = (current?.savedAt ?? null) === seenSavedAt;
  if (unchanged && !pending) await tx.objectStore('records').put({ key: CART_SNAPSHOT_RECORD, savedAt: Date.now(), value: snapshot });
  await tx.done;
  return unchanged && !pending;
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

/** What to do with the server's answer to an entry. */
export type OutboxVerdict =
  | { kind: 'done'; cart: Cart | undefined }
  | { kind: 'refused'; error: { code: string; message: string } }
  | { kind: 'retry-later' };

/** 4xx statuses that describe a passing state (the IETF draft's and RFC 9110's): try again later. */
const PASSING = new Set([408, 425, 429]);

function errorOf(json: unknown, status: number): { code: string; message: string } {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `The shop answered ${status}`;
  return { code, message };
}

/**
 * The verdict on an answer: 2xx is done (with the returned cart); a 409 while the same key is
 * still running, a passing 4xx and any 5xx are retried later; a create-cart answered 'already
 * exists' is done (the cart is there); any other 4xx is refused for good with the server's reason.
 */
export function outboxVerdict(path: string, status: number, json: unknown): OutboxVerdict {
  if (status >= 200 && status < 300) {
    const parsed = cartSchema.safeParse((json as { data?: unknown } | undefined)?.data);
    return { kind: 'done', cart: parsed.success ? parsed.data : undefined };
  }
  const error = errorOf(json, status);
  if (status >= 500 || PASSING.has(status)) return { kind: 'retry-later' };
  if (status === 409 && error.code !== 'CONFLICT') return { kind: 'retry-later' };
  if (status === 409 && path.endsWith('/create-cart')) return { kind: 'done', cart: undefined };
  if (status >= 400) return { kind: 'refused', error };
  return { kind: 'retry-later' };
}

/** The stored snapshot's customer (server-decided, not on the wire), kept across answers. */
async function storedCustomer() {
  const db = await openLocalDb();
  const value = (await db?.get('records', CART_SNAPSHOT_RECORD))?.value as { customer?: unknown } | undefined;
  const parsed = cartCustomerSchema.safeParse(value?.customer);
  return parsed.success ? parsed.data : GUEST_CUSTOMER;
}

async function send(row: OutboxRow, fetcher: typeof fetch): Promise<OutboxVerdict> {
  let response: Response;
  try {
    response = await fetcher(row.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': row.idempotencyKey },
      body: JSON.stringify(row.body),
    });
  } catch {
    return { kind: 'retry-later' }; // offline, or the server is down
  }
  const json = await response.json().catch(() => undefined);
  return outboxVerdict(row.path, response.status, json);
}

/**
 * Sends every pending entry, oldest first, one at a time (the order is the shopper's), until the
 * queue is empty or an answer says 'later'. Callers make sure only one replay runs (the worker's
 * promise lock and the OUTBOX_REPLAY_LOCK web lock); the server's idempotency covers the rest.
 */
export async function replayOutbox(fetcher: typeof fetch = (input, init) => fetch(input, init)): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, refused: 0, stopped: null };
  try {
    await replayEach(fetcher, report);
  } catch (error) {
    // IndexedDB failed under us (quota, closed by an upgrade): the entries are still there, try later.
    console.warn('Cart outbox replay stopped', error);
    report.stopped = 'retry-later';
  }
  return report;
}

async function replayEach(fetcher: typeof fetch, report: ReplayReport): Promise<void> {
  const customer = await storedCustomer();
  let row = await nextPendingOutbox();
  while (row?.seq !== undefined) {
    const verdict = await send(row, fetcher);
    if (verdict.kind === 'retry-later') {
      await countOutboxAttempt(row.seq);
      report.stopped = 'retry-later';
      return;
    }
    if (verdict.kind === 'refused') {
      await refuseOutboxEntry(row.seq, verdict.error);
      report.refused++;
      row = await nextPendingOutbox();
      continue;
    }
    const snapshot = verdict.cart ? fromWireCart(verdict.cart, customer) : undefined;
    row = (await completeAndTakeNext(row.seq, snapshot)).next;
    report.sent++;
  }
}

/**
 * replayOutbox under the origin-wide OUTBOX_REPLAY_LOCK Web Lock (held by the worker or a page,
 * whichever replays), so two replayers never interleave; without Web Locks it runs as is.
 */
export function replayOutboxLocked(fetcher: typeof fetch = (input, init) => fetch(input, init)): Promise<ReplayReport> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(OUTBOX_REPLAY_LOCK, () => replayOutbox(fetcher)) : replayOutbox(fetcher);
}
