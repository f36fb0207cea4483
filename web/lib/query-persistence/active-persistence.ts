// Which query client is persisted, into which storage and under which buster: set when the
// persisted cache starts, read by forgetQueries to rewrite the stored copy at once.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { localDbErasedHere } from '../local-db/erased-here';
import type { IdbSyncStorage } from './idb-sync-storage';

/** Name of the cache inside the storage record. */
export const QUERY_CACHE_ITEM = 'tanstack-query';

/** Only settled answers are kept; a query can opt out with `meta: { persist: false }` (personal data). */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

export interface ActivePersistence {
  client: QueryClient;
  storage: IdbSyncStorage;
  buster: string;
}

const storageOfPersister = new WeakMap<Persister, IdbSyncStorage>();
let active: ActivePersistence | null = null;
// Forgotten while the stored cache was still loading (a slow database at boot, and the server
// saying the session is over): applied to what the restore brings, so it cannot bring them back.
const forgottenBeforeRestore: (readonly string[])[] = [];

/** Remembers the storage a persister writes to (createQueryPersister). */
export function noteStorageOf(persister: Persister, storage: IdbSyncStorage): void {
  storageOfPersister.set(persister, storage);
}

/** Marks `client` as the persisted one (restoreAndPersistQueries). */
export function activatePersistence(client: QueryClient, persister: Persister, buster: string): void {
  const storage = storageOfPersister.get(persister);
  if (storage) active = { client, storage, buster };
}

export function activePersistence(): ActivePersistence | null {
  return active;
}

export function forgetWhenRestored(prefixes: readonly (readonly string[])[]): void {
  forgottenBeforeRestore.push(...prefixes);
}

export function takeForgottenBeforeRestore(): (readonly string[])[] {
  return forgottenBeforeRestore.splice(0);
}

/** Writes the client's persistable answers to the stored copy now, not after the persister's delay. */
export async function writeStoredCopyNow({ client, storage, buster }: ActivePersistence): Promise<void> {
  const clientState = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
  storage.setItem(QUERY_CACHE_ITEM, JSON.stringify({ buster, timestamp: Date.now(), clientState }));
  await storage.flush();
}

/**
 * What a page going away (pagehide, or hidden) writes: the answers as they are now, not only what
 * the persister's one-second throttle has passed on, so an answer that came just before a
 * navigation opens offline on the next page. After this page erased the local database (a
 * staff-feeding sign-out) it writes only what was already pending: the dehydrated cache must not
 * bring back a database the next person at the computer should find empty.
 */
export function saveQueriesOnLeave(storage: IdbSyncStorage): Promise<void> {
  if (!active || localDbErasedHere()) return storage.flush();
  return writeStoredCopyNow(active);
}
