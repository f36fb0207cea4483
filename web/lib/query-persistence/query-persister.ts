/**
 * The persisted TanStack Query cache (docs/architecture.md §6): @tanstack/query-sync-storage-persister over the
 * IndexedDB-backed synchronous storage. Restored before the first render when the database answers
 * in time, so a repeat visit (or an offline one) paints the answers it had at once; later otherwise.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { activatePersistence, noteStorageOf, QUERY_CACHE_ITEM, shouldPersistQuery, takeForgottenBeforeRestore } from './active-persistence';
import { forgetQueries } from './forget-queries';
import type { AnswerSchemaLookup } from './checked-answers';
import type { IdbSyncStorage } from './idb-sync-storage';
import { loadAnswerSchemaLookup, loadStoredCacheSchemas } from '../lazy-schemas';

export { QUERY_CACHE_ITEM, shouldPersistQuery };
/** Answers older than this are not worth showing, even offline. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Version of the persisted data's format: bump it when the shape of a persisted answer or of the
 * query keys changes in a way the per-answer schema check would not catch (same shape, new
 * meaning). It is deliberately NOT the build id: an update that leaves the data alone must keep
 * the account pages' offline copies (a new build used to throw the whole cache away).
 */
export const QUERY_CACHE_FORMAT_VERSION = 2;
/** The buster stored with the cache; a cache under another one is dropped on restore. */
export const QUERY_CACHE_BUSTER = `query-cache-v${QUERY_CACHE_FORMAT_VERSION}`;

/**
 * Parses a stored cache text; rejects on anything that is not a persisted client. The outline's
 * schema (and zod) loads here, with a stored cache to check: a first visit has none.
 */
export async function deserializePersistedClient(text: string): Promise<PersistedClient> {
  const stored: unknown = JSON.parse(text);
  const { checkPersistedClient } = await loadStoredCacheSchemas();
  return checkPersistedClient(stored);
}

/** The schema table, loaded only when there is a stored cache to check (see query-answer-schemas.ts). */
const loadAnswerSchemas = (): Promise<AnswerSchemaLookup> => loadAnswerSchemaLookup();

/**
 * The persister over `storage`. Its restore checks every stored answer with its schema and keeps
 * only those that pass; `answerSchemas` replaces the app's table (tests).
 */
export function createQueryPersister(storage: IdbSyncStorage, answerSchemas = loadAnswerSchemas): Persister {
  const base = createSyncStoragePersister({ storage, key: QUERY_CACHE_ITEM, throttleTime: 1000 });
  const persister: Persister = {
    ...base,
    // Restored here rather than by the base persister: its deserialize is synchronous, and the
    // check waits for its schemas (loaded only when a cache is stored).
    restoreClient: async () => {
      const text = storage.getItem(QUERY_CACHE_ITEM);
      if (!text) return undefined;
      // The check's code loads with the stored cache it checks, like its schemas.
      const [stored, schemas, { keepCheckedAnswers }] = await Promise.all([
        deserializePersistedClient(text),
        answerSchemas(),
        import('./checked-answers'),
      ]);
      return keepCheckedAnswers(stored, schemas);
    },
  };
  noteStorageOf(persister, storage); // forgetQueries rewrites this storage at once
  return persister;
}

// react-query and the persist client each bring their own (minor-version) copy of query-core;
// the persist functions only call the client's public methods, so the app's client serves both.
type PersistableClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient'];

/**
 * Restores the persisted cache into `queryClient` (dropping an expired or broken one, one of
 * another data format, and each answer that fails its schema), then keeps persisting it.
 * Returns the unsubscribe. `buster` is the data format's (tests may give their own).
 * It may finish after the app has drawn and fetched (a slow database): an answer the app already
 * holds is newer and stays, and what was forgotten meanwhile (a sign-out) is dropped again.
 */
export async function restoreAndPersistQueries(
  queryClient: QueryClient,
  persister: Persister,
  buster: string = QUERY_CACHE_BUSTER,
): Promise<() => void> {
  const client = queryClient as unknown as PersistableClient;
  // Answers the app fetched before the stored ones came in (a slow database at boot)
  const fetchedBeforeRestore = answeredSince(queryClient, 0);
  const restoreStartedAt = Date.now();
  // A cache that cannot be read has been removed by the time this rejects: start without it.
  await persistQueryClientRestore({ queryClient: client, persister, buster, maxAge: QUERY_CACHE_MAX_AGE_MS }).catch((error) =>
    console.warn('Dropped the stored query cache: it could not be read', error),
  );
  activatePersistence(queryClient, persister, buster);
  const forgotten = takeForgottenBeforeRestore();
  if (forgotten.length > 0) await forgetQueries(forgotten);
  const persistOptions = { queryClient: client, persister, buster, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } };
  const unsubscribe = persistQueryClientSubscribe(persistOptions);
  // The subscription only sees changes from now on: an answer the app fetched before or while the
  // restore loaded is stored now, or it would wait for the next change (and be lost offline).
  if (fetchedBeforeRestore || answeredSince(queryClient, restoreStartedAt)) await persistQueryClientSave(persistOptions);
  return unsubscribe;
}

function answeredSince(queryClient: QueryClient, since: number): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => shouldPersistQuery(query) && query.state.dataUpdatedAt >= since);
}
