// The persisted TanStack Query cache: a synchronous storage facade over IndexedDB and its persister.
export { createIdbSyncStorage, type IdbSyncStorage, syncStorageRecordSchema } from './idb-sync-storage';
export {
  cacheBuster,
  createQueryPersister,
  deserializePersistedClient,
  QUERY_CACHE_ITEM,
  QUERY_CACHE_MAX_AGE_MS,
  restoreAndPersistQueries,
  shouldPersistQuery,
} from './query-persister';
export { forgetQueries, PER_CUSTOMER_QUERY_PREFIXES } from './forget-queries';
