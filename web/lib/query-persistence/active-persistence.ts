// Which query client is persisted, into which storage and under which buster: set when the
// persisted cache starts, read by forgetQueries to rewrite the stored copy at once.
import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { IdbSyncStorage } from './idb-sync-storage';

export interface ActivePersistence {
  client: QueryClient;
  storage: IdbSyncStorage;
  buster: string;
}

const storageOfPersister = new WeakMap<Persister, IdbSyncStorage>();
let active: ActivePersistence | null = null;

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
