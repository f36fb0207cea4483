/**
 * Deleting the whole local database (docs/architecture.md §6): a staff-feeding storefront runs on
 * shared clinic computers, so a sign-out there leaves nothing of the shop's data on the device.
 */
import { noteLocalDbErased } from './erased-here';
import { closeLocalDb, openLocalDb } from './open';
import { LOCAL_DB_NAME } from './schema';

/** How long the deletion may wait for another tab or the worker to let go of the database. */
const DELETE_WAIT_MS = 3_000;

/**
 * Empties every store, then deletes the database. Emptied first: a deletion that another
 * connection holds up (a tab of an older build, say) must not leave anything readable meanwhile.
 * Every connection of this app closes itself when asked (open.ts), and the next use opens a new,
 * empty database. Never fails: a device without IndexedDB has nothing to delete.
 */
export async function eraseLocalDb(): Promise<void> {
  noteLocalDbErased();
  const db = await openLocalDb();
  if (db) {
    try {
      const tx = db.transaction(['records', 'outbox', 'deferred'], 'readwrite');
      const stores = [tx.objectStore('records'), tx.objectStore('outbox'), tx.objectStore('deferred')];
      await Promise.all([...stores.map((store) => store.clear()), tx.done]);
    } catch (error) {
      console.warn('Could not empty the local database', error);
    }
  }
  await closeLocalDb();
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, DELETE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const request = indexedDB.deleteDatabase(LOCAL_DB_NAME);
      request.onsuccess = done;
      request.onerror = done;
    } catch {
      done();
    }
  });
}
