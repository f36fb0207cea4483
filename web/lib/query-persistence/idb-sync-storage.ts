/**
 * A synchronous Storage (what @tanstack/query-sync-storage-persister needs) over IndexedDB: reads
 * and writes go to a memory copy, loaded from one IndexedDB record before the first render and
 * written back to it a moment after each change (docs/architecture.md §6). IndexedDB itself is asynchronous, so
 * the memory copy is what makes the persister's synchronous reads possible.
 */
import { readRecord, type RecordKey, writeRecord } from '../local-db';
import { loadStoredCacheSchemas } from '../lazy-schemas';

const loadRecordSchema = () => loadStoredCacheSchemas().then((m) => m.syncStorageRecordSchema);

export interface IdbSyncStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  /**
   * Loads the record into memory; resolves once loaded, found absent or unreadable. A slow
   * database is waited for: the app draws meanwhile, and restores the answers when they come.
   */
  hydrate: () => Promise<void>;
  /** Writes pending changes now (page hidden or closing); nothing when there are none. */
  flush: () => Promise<void>;
}

export interface IdbSyncStorageOptions {
  recordKey: RecordKey;
  /** delay between a change and its write, so a burst of changes costs one write */
  writeDelayMs?: number;
  read?: typeof readRecord;
  write?: typeof writeRecord;
}

export function createIdbSyncStorage({
  recordKey,
  writeDelayMs = 1000,
  read = readRecord,
  write = writeRecord,
}: IdbSyncStorageOptions): IdbSyncStorage {
  const memory = new Map<string, string>();
  // Once the app has written, the memory copy is newer than anything a late load could bring.
  let changedSinceStart = false;
  let pendingWrite: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    if (pendingWrite === undefined) return; // nothing changed since the last write
    clearTimeout(pendingWrite);
    pendingWrite = undefined;
    await write(recordKey, { items: [...memory].map(([key, value]) => ({ key, value })) });
  };
  const changed = () => {
    changedSinceStart = true;
    pendingWrite ??= setTimeout(() => void flush(), writeDelayMs);
  };

  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => {
      memory.set(key, value);
      changed();
    },
    removeItem: (key) => {
      if (!memory.delete(key)) return;
      changed();
    },
    hydrate: () =>
      read(recordKey, loadRecordSchema).then(
        (record) => {
          if (record && !changedSinceStart) for (const { key, value } of record.items) memory.set(key, value);
        },
        () => undefined,
      ),
    flush,
  };
}
