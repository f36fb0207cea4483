// The shop's IndexedDB (docs/architecture.md §6): one database, one owner of its upgrades, zod-checked reads.
export { openLocalDb, resetLocalDbForTests } from './open';
export { isQuotaError, onStorageProblem, reportStorageError, type StorageProblemListener } from './quota';
export { deleteRecord, type RecordSchema, readRecord, writeRecord } from './records';
export {
  type AnyOutboxRow,
  type ContactOutboxRow,
  type DeferredKind,
  type DeferredRow,
  isCartRow,
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  type OutboxRow,
  type RecordKey,
  type ShopDb,
} from './schema';
export { UPGRADES, upgradeLocalDb } from './upgrade';
