/**
 * Contact-form messages waiting in the outbox (docs/architecture.md §6). A message is queued like a
 * cart change, as the request the server will get with its own Idempotency-Key, and the worker's
 * replay sends it once (outbox-replay.ts): a reply lost after the server stored it is answered
 * from the server's record of that key, never stored twice. The page follows its message by key.
 */
import { openLocalDb } from './open';
import { addOutboxRow } from './outbox-entries';
import type { ContactOutboxRow } from './schema';

/** A message to queue: what to send, under which key, written by whom. */
export type NewContactEntry = Pick<ContactOutboxRow, 'idempotencyKey' | 'path' | 'body' | 'owner'>;

const isContactRow = (row: { kind?: string }): row is ContactOutboxRow => row.kind === 'contact';

/** Appends a message as 'pending'; resolves the stored row, or null when the device could not keep it. */
export function enqueueContactMessage(entry: NewContactEntry): Promise<ContactOutboxRow | null> {
  return addOutboxRow<ContactOutboxRow>({ ...entry, kind: 'contact', createdAt: Date.now(), status: 'pending', attempts: 0 });
}

/** The queued message sent under `idempotencyKey`, or undefined once it is gone (sent, or removed). */
export async function findContactMessage(idempotencyKey: string): Promise<ContactOutboxRow | undefined> {
  const db = await openLocalDb();
  const row = await db?.getFromIndex('outbox', 'byKey', idempotencyKey);
  return row && isContactRow(row) ? row : undefined;
}

/** Every queued message, pending and refused, oldest first. */
export async function listContactMessages(): Promise<ContactOutboxRow[]> {
  const db = await openLocalDb();
  return db ? (await db.getAll('outbox')).filter(isContactRow) : [];
}

/** Removes one queued message (a refusal the page has shown and put back into the form). */
export async function removeContactMessage(seq: number): Promise<void> {
  const db = await openLocalDb();
  await db?.delete('outbox', seq).catch(() => undefined);
}

/**
 * Sign-out on a shared workstation: removes every message a signed-in customer queued that is
 * still on the device (the sign-out first had it sent under the customer's session; what is left
 * was refused, or could not go). Answers how many were removed.
 */
export async function forgetCustomerMessages(): Promise<number> {
  const db = await openLocalDb();
  if (!db) return 0;
  let removed = 0;
  const tx = db.transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (isContactRow(cursor.value) && cursor.value.owner === 'customer') {
      await cursor.delete();
      removed++;
    }
  }
  await tx.done;
  return removed;
}
