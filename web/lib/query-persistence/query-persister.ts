/**
 * The persisted TanStack Query cache (DESIGN §6): @tanstack/query-sync-storage-persister over the
 * IndexedDB-backed synchronous storage. Restored before the first render, so a repeat visit (or
 * an offline one) paints the answers it had at once.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { z } from 'zod';
import { activatePersistence, noteStorageOf } from './active-persistence';
import type { IdbSyncStorage } from './idb-sync-storage';

/** Name of the cache inside the storage record. */
export const QUERY_CACHE_ITEM = 'tanstack-query';
/** Answers older than this are not worth showing, even offline. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bumped when what we persist changes shape in a way the buster would not catch. */
const CACHE_FORMAT = 'q1';

// The outline of a persisted client; anything else (a cut-off write, another library's data)
// makes restore fail, and the persister then removes it: a broken cache is dropped, never used.
const persistedClientSchema = z.object({
  timestamp: z.number(),
  buster: z.string(),
  clientState: z.object({
    queries: z.array(z.object({ queryHash: z.string(), queryKey: z.array(z.any()), state: z.object({}) })),
    mutations: z.array(z.object({})),
  }),
});

/** Parses a stored cache text; throws on anything that is not a persisted client. */
export function deserializePersistedClient(text: string): PersistedClient {
  const stored: unknown = JSON.parse(text);
  persistedClientSchema.parse(stored); // the check; the answers themselves are kept whole, unstripped
  return stored as PersistedClient;
}

/**
 * The buster of this build: caches written by another build are dropped on restore, so an old
 * app's answers (possibly another shape) are never trusted by a new one.
 */
export function cacheBuster(buildId: string): string {
  return `${CACHE_FORMAT}:${buildId}`;
}

/** Only settled answers are kept; a query can opt out with `meta: { persist: false }` (personal data). */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

export function createQueryPersister(storage: IdbSyncStorage): Persister {
  const persister = createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_ITEM,
    throttleTime: 1000,
    deserialize: deserializePersistedClient,
  });
  noteStorageOf(persister, storage); // forgetQueries rewrites this storage at once
  return persister;
}

// react-query and the persist client each bring their own (minor-version) copy of query-core;
// the persist functions only call the client's public methods, so the app's client serves both.
type PersistableClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient'];

/**
 * Restores the persisted cache into `queryClient` (dropping an expired, busted or broken one),
 * then keeps persisting it. Returns the unsubscribe.
 */
export async function restoreAndPersistQueries(
  queryClient: QueryClient,
  persister: Persister,
  buildId: string,
): Promise<() => void> {
  const buster = cacheBuster(buildId);
  const client = queryClient as unknown as PersistableClient;
  // A cache that cannot be read has been removed by the time this rejects: start without it.
  await persistQueryClientRestore({ queryClient: client, persister, buster, maxAge: QUERY_CACHE_MAX_AGE_MS }).catch(
    (error) => console.warn('Dropped the stored query cache: it could not be read', error),
  );
  activatePersistence(queryClient, persister, buster);
  return persistQueryClientSubscribe({
    queryClient: client,
    persister,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
}
