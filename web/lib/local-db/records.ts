import type { z } from 'zod';
import { openLocalDb } from './open';
import { reportStorageError } from './quota';
import type { RecordKey } from './schema';

/**
 * A record's schema, or a function that loads it (`() => import('./x-record').then((m) => m.schema)`).
 * The loader runs only when there is a record to check: a page read on a first visit, with nothing
 * stored yet, then loads no zod at all (the first-visit JavaScript budget). Keep such a schema in a module that
 * nothing imports statically, or the bundler puts it (and zod) back into the page's chunks.
 */
export type RecordSchema<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * Reads a named record and checks it with its schema. A record that no longer parses (an older
 * app's shape, a broken write) is deleted and reported as absent: never trusted, never a crash.
 */
export async function readRecord<S extends z.ZodType>(key: RecordKey, schema: RecordSchema<S>): Promise<z.output<S> | undefined> {
  const db = await openLocalDb();
  if (!db) return undefined;
  try {
    const row = await db.get('records', key);
    if (!row) return undefined;
    const check = typeof schema === 'function' ? await schema() : schema;
    const parsed = check.safeParse(row.value);
    if (parsed.success) return parsed.data;
    console.warn(`Dropped local record '${key}': it no longer matches its schema`);
    await db.delete('records', key);
  } catch (error) {
    console.warn(`Could not read local record '${key}'`, error);
  }
  return undefined;
}

/** Writes a named record. Returns false when it could not be stored (quota, blocked storage). */
export async function writeRecord(key: RecordKey, value: unknown): Promise<boolean> {
  const db = await openLocalDb();
  if (!db) return false;
  try {
    const tx = db.transaction('records', 'readwrite');
    const written = tx.store.put({ key, savedAt: Date.now(), value });
    // Committed now rather than when the page next turns its event loop: a write made as the page
    // goes away (pagehide) is then done by the browser even though the page is not there to finish it.
    tx.commit?.(); // absent before Safari 15: the transaction then commits as it always did
    await Promise.all([written, tx.done]);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Deletes a named record (no error when absent). */
export async function deleteRecord(key: RecordKey): Promise<void> {
  const db = await openLocalDb();
  await db?.delete('records', key).catch(() => undefined);
}
