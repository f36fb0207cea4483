/**
 * Work made offline that waits for the connection (docs/architecture.md §6): analytics events for
 * the data layer and client error reports, in the `deferred` store, oldest first.
 *
 * Sent once: data-layer events are taken (read and deleted in one readwrite transaction) before
 * they are pushed, and IndexedDB runs overlapping readwrite transactions one after the other, so of
 * two tabs coming online together only one gets them, and a reload finds them gone. Error reports
 * are removed one by one after the server stored them; the server keeps one row per report id, so
 * a report sent by two tabs at once is still stored once.
 */
import { openLocalDb } from './open';
import { reportStorageError } from './quota';
import type { DeferredKind, DeferredRow } from './schema';

/** At most this many of a kind wait on the device; newer ones are dropped (a page stuck offline for days). */
export const MAX_DEFERRED_PER_KIND = 200;

/** Keeps `body` to send later; false when the device could not keep it (no IndexedDB, quota, the cap). */
export async function deferItem(kind: DeferredKind, body: unknown): Promise<boolean> {
  const db = await openLocalDb();
  if (!db) return false;
  try {
    const tx = db.transaction('deferred', 'readwrite');
    const waiting = await tx.store.index('byKind').count(kind);
    if (waiting >= MAX_DEFERRED_PER_KIND) {
      await tx.done;
      return false;
    }
    await tx.store.add({ kind, body, createdAt: Date.now() });
    await tx.done;
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Takes (reads and deletes, in one transaction) every waiting item of `kind`, oldest first. */
export async function takeDeferred(kind: DeferredKind): Promise<unknown[]> {
  const db = await openLocalDb();
  if (!db) return [];
  const taken: unknown[] = [];
  try {
    const tx = db.transaction('deferred', 'readwrite');
    for (let cursor = await tx.store.index('byKind').openCursor(kind); cursor; cursor = await cursor.continue()) {
      taken.push(cursor.value.body);
      await cursor.delete();
    }
    await tx.done;
  } catch (error) {
    console.warn(`Could not read the waiting ${kind} items`, error);
    return [];
  }
  return taken;
}

/** The waiting items of `kind`, oldest first, left in place (removeDeferred once each is sent). */
export async function listDeferred(kind: DeferredKind): Promise<DeferredRow[]> {
  const db = await openLocalDb();
  return db ? db.getAllFromIndex('deferred', 'byKind', kind).catch(() => []) : [];
}

/** Removes one waiting item (sent, or refused for good). */
export async function removeDeferred(seq: number): Promise<void> {
  const db = await openLocalDb();
  await db?.delete('deferred', seq).catch(() => undefined);
}
