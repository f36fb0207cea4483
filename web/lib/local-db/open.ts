import { type IDBPDatabase, openDB } from 'idb';
import { LOCAL_DB_NAME, LOCAL_DB_VERSION, type ShopDb } from './schema';
import { upgradeLocalDb } from './upgrade';

let opening: Promise<IDBPDatabase<ShopDb> | null> | undefined;

/**
 * The shop's database, opened once per context (page or worker). Resolves null where IndexedDB is
 * missing or refused (some private modes): callers then work online only, never fail to start.
 */
export function openLocalDb(): Promise<IDBPDatabase<ShopDb> | null> {
  opening ??= openShopDb().catch((error) => {
    console.warn('Local database unavailable; working online only', error);
    return null;
  });
  return opening;
}

async function openShopDb(): Promise<IDBPDatabase<ShopDb> | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await openDB<ShopDb>(LOCAL_DB_NAME, LOCAL_DB_VERSION, {
    upgrade: (database, oldVersion, newVersion, tx) => upgradeLocalDb(database, oldVersion, newVersion ?? LOCAL_DB_VERSION, tx),
    // Another tab (or the worker) holds an older version open: it closes itself below.
    blocked: () => console.warn('Local database upgrade waits for another tab to close'),
  });
  // A newer version of the app wants to upgrade: let it, this context reopens on next use.
  db.addEventListener('versionchange', () => {
    db.close();
    opening = undefined;
  });
  return db;
}

/** Closes this context's connection (before the database is deleted); the next use opens it anew. */
export async function closeLocalDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  opening = undefined;
  db?.close();
}

/** Forgets the open connection (tests, and after a versionchange). */
export function resetLocalDbForTests(): void {
  opening = undefined;
}
