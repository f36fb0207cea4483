// The persisted TanStack Query cache: a synchronous storage facade over IndexedDB and its persister.
export { createIdbSyncStorage, type IdbSyncStorage } from './idb-sync-storage';
// keepCheckedAnswers is not re-exported: the persister loads it with a stored cache to check.
export type { AnswerSchemaLookup } from './checked-answers';
export {
  createQueryPersister,
  deserializePersistedClient,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_FORMAT_VERSION,
  QUERY_CACHE_ITEM,
  QUERY_CACHE_MAX_AGE_MS,
  restoreAndPersistQueries,
  shouldPersistQuery,
} from './query-persister';
export { ALL_QUERIES, forgetQueries, PER_CUSTOMER_QUERY_PREFIXES } from './forget-queries';
export { saveQueriesOnLeave } from './active-persistence';
