/**
 * Writing the cart outbox (docs/architecture.md §6): adding an entry (the cart's actions), the
 * replay's steps over the queue (outbox-replay.ts) and storing a cart read from the server. Apart
 * from outbox.ts, which a page's start reads and so every first visit loads: these run only once
 * there is a change to queue or to send, or a cart to read, in code that loads then.
 */
import { openLocalDb } from './open';
import { CART_SNAPSHOT_RECORD } from './outbox';
import { reportStorageError } from './quota';
import { type AnyOutboxRow, isCartRow, type OutboxRow } from './schema';

/** A new entry: what to send and under which key. */
export type NewOutboxEntry = Pick<OutboxRow, 'idempotencyKey' | 'path' | 'body' | 'cartId'>;

/** Adds a row of any kind to the outbox; resolves it with its sequence number, or null when the device could not keep it. */
export async function addOutboxRow<Row extends AnyOutboxRow>(row: Row): Promise<Row | null> {
  const db = await openLocalDb();
  if (!db) return null;
  try {
    const seq = await db.add('outbox', row);
    return { ...row, seq };
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

/** Appends an entry as 'pending'; resolves the stored row, or null when it could not be stored. */
export function enqueueOutbox(entry: NewOutboxEntry): Promise<OutboxRow | null> {
  return addOutboxRow<OutboxRow>({ ...entry, createdAt: Date.now(), status: 'pending', attempts: 0 });
}

/** The oldest pending entry of any kind (refused ones are skipped: they wait for the shopper, not the server). */
export async function nextPendingOutbox(): Promise<AnyOutboxRow | undefined> {
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
export async function completeAndTakeNext(
  seq: number,
  snapshot: unknown | undefined,
): Promise<{ completed: boolean; next?: AnyOutboxRow }> {
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
async function updateEntry(seq: number, change: (row: AnyOutboxRow) => AnyOutboxRow): Promise<void> {
  const db = await openLocalDb();
  if (!db) return;
  const tx = db.transaction('outbox', 'readwrite');
  const row = await tx.store.get(seq);
  if (row) await tx.store.put(change(row));
  await tx.done;
}

/** The server refused entry `seq` for good (4xx): it stays, marked with the server's reason. */
export function refuseOutboxEntry(seq: number, error: NonNullable<AnyOutboxRow['error']>): Promise<void> {
  return updateEntry(seq, (row) => ({ ...row, status: 'refused', attempts: row.attempts + 1, error }));
}

/** One more failed try of entry `seq` (network, 5xx, still in progress); it stays pending. */
export function countOutboxAttempt(seq: number): Promise<void> {
  return updateEntry(seq, (row) => ({ ...row, attempts: row.attempts + 1 }));
}

/**
 * Stores `snapshot` as the cart only if nothing changed since `seenSavedAt` (the savedAt of the
 * record when the caller started reading the server, or null when there was none) and no cart
 * entry is pending: a slow read must never overwrite what a replay stored meanwhile.
 */
export async function writeSnapshotIfUnchanged(snapshot: unknown, seenSavedAt: number | null): Promise<boolean> {
  const db = await openLocalDb();
  if (!db) return false;
  const tx = db.transaction(['outbox', 'records'], 'readwrite');
  const current = await tx.objectStore('records').get(CART_SNAPSHOT_RECORD);
  const pending = (await tx.objectStore('outbox').index('byStatus').getAll('pending')).some(isCartRow);
  const unchanged = (current?.savedAt ?? null) === seenSavedAt;
  if (unchanged && !pending) await tx.objectStore('records').put({ key: CART_SNAPSHOT_RECORD, savedAt: Date.now(), value: snapshot });
  await tx.done;
  return unchanged && !pending;
}
