import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteRecord, readRecord, writeRecord } from '../../../../web/lib/local-db';
import {
  createIdbSyncStorage,
  createQueryPersister,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_FORMAT_VERSION,
  QUERY_CACHE_ITEM,
  restoreAndPersistQueries,
} from '../../../../web/lib/query-persistence';
import { syncStorageRecordSchema } from '../../../../web/lib/query-persistence/stored-cache-schemas';

const RECORD = 'query-cache';
const storedItems = async () => {
  const record = await readRecord(RECORD, syncStorageRecordSchema);
  return record && Object.fromEntries(record.items.map(({ key, value }) => [key, value]));
};
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
};

beforeEach(() => deleteRecord(RECORD));
const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('synchronous storage over IndexedDB', () => {
  it('answers synchronously from memory and writes back to the record after a short delay', async () => {
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 20 });
    await storage.hydrate();
    storage.setItem('a', 'one');
    expect(storage.getItem('a')).toBe('one');
    expect(await storedItems()).toBeUndefined(); // not yet: writes are grouped
    await until(async () => (await storedItems())?.a === 'one');
    storage.removeItem('a');
    await storage.flush();
    expect(await storedItems()).toEqual({});
  });

  it('loads the record into memory before use', async () => {
    await writeRecord(RECORD, { items: [{ key: 'a', value: 'kept' }] });
    const storage = createIdbSyncStorage({ recordKey: RECORD });
    expect(storage.getItem('a')).toBeNull();
    await storage.hydrate();
    expect(storage.getItem('a')).toBe('kept');
  });

  it('drops a record that does not match its schema and starts empty', async () => {
    await writeRecord(RECORD, { items: [{ key: 'a', value: 42 }] });
    const storage = createIdbSyncStorage({ recordKey: RECORD });
    await storage.hydrate();
    expect(storage.getItem('a')).toBeNull();
    expect(await storedItems()).toBeUndefined();
  });

  it('a load that finishes after the app has written never overwrites the newer writes', async () => {
    let finishRead: (value: { items: { key: string; value: string }[] }) => void = () => {};
    const slowRead = (() => new Promise((resolve) => (finishRead = resolve))) as unknown as typeof readRecord;
    const storage = createIdbSyncStorage({ recordKey: RECORD, read: slowRead });
    const loading = storage.hydrate();
    storage.setItem('a', 'new');
    finishRead({
      items: [
        { key: 'a', value: 'old' },
        { key: 'b', value: 'old' },
      ],
    });
    await loading;
    expect(storage.getItem('a')).toBe('new');
    expect(storage.getItem('b')).toBeNull();
  });
});

describe('persisted query cache', () => {
  // Answers under real keys of the app, valid for their schemas (query-answer-schemas.ts).
  const ZIPS = ['stock', 'zip-ranges', 'HOME'];
  const STOCK = ['stock', 'skus', 'HOME', '10001', ['SKU-1']];

  // A storage's delayed write outliving its test would land on the next test's record: each test's
  // storages finish writing before the next test starts.
  const storages: ReturnType<typeof createIdbSyncStorage>[] = [];
  afterEach(async () => {
    for (const storage of storages.splice(0)) await storage.flush();
  });

  async function startApp(buster?: string) {
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5 });
    storages.push(storage);
    await storage.hydrate();
    const client = new QueryClient();
    clients.push(client);
    const stop = await restoreAndPersistQueries(client, createQueryPersister(storage), buster);
    return { storage, client, stop };
  }

  async function visitAndLeave(answers: [readonly unknown[], unknown][], buster?: string) {
    const app = await startApp(buster);
    for (const [key, value] of answers) app.client.setQueryData(key, value);
    // the persister throttles for a second; leaving the page writes what it has
    await until(async () => app.storage.getItem(QUERY_CACHE_ITEM) !== null);
    await app.storage.flush();
    app.stop();
  }

  it('restores the answers of the last visit before the first render', async () => {
    await visitAndLeave([[ZIPS, ['10000-19999']]]);
    const next = await startApp();
    expect(next.client.getQueryData(ZIPS)).toEqual(['10000-19999']);
    next.stop();
  });

  it('with nothing stored, restores without loading a schema (a first visit loads no zod)', async () => {
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5 });
    storages.push(storage);
    await storage.hydrate();
    const answerSchemas = vi.fn(async () => () => undefined);
    await expect(createQueryPersister(storage, answerSchemas).restoreClient()).resolves.toBeUndefined();
    expect(answerSchemas).not.toHaveBeenCalled();
  });

  it('is tied to the data format version, not to the build', async () => {
    await visitAndLeave([[ZIPS, ['10000-19999']]]);
    const stored = JSON.parse((await storedItems())?.[QUERY_CACHE_ITEM] ?? '{}');
    expect(stored.buster).toBe(QUERY_CACHE_BUSTER);
    expect(QUERY_CACHE_BUSTER).toBe(`query-cache-v${QUERY_CACHE_FORMAT_VERSION}`);
  });

  it('does not trust a cache of another data format version', async () => {
    await visitAndLeave([[ZIPS, ['10000-19999']]], 'query-cache-v0');
    const next = await startApp();
    expect(next.client.getQueryData(ZIPS)).toBeUndefined();
    await next.storage.flush();
    expect((await storedItems())?.[QUERY_CACHE_ITEM]).toBeUndefined();
    next.stop();
  });

  it('drops a broken cache instead of failing to start', async () => {
    await writeRecord(RECORD, { items: [{ key: QUERY_CACHE_ITEM, value: '{"clientState": "cut off' }] });
    const next = await startApp();
    expect(next.client.getQueryCache().getAll()).toHaveLength(0);
    expect(next.storage.getItem(QUERY_CACHE_ITEM)).toBeNull();
    await writeRecord(RECORD, { items: [{ key: QUERY_CACHE_ITEM, value: JSON.stringify({ timestamp: 'yesterday' }) }] });
    const again = await startApp();
    expect(again.storage.getItem(QUERY_CACHE_ITEM)).toBeNull();
    next.stop();
    again.stop();
  });

  it('checks each restored answer with its schema: a stale one or an unknown key is dropped, the rest kept', async () => {
    const query = (queryKey: unknown[], data: unknown, status = 'success') => ({
      queryHash: JSON.stringify(queryKey),
      queryKey,
      state: { data, status, dataUpdatedAt: Date.now(), error: null, fetchStatus: 'idle' },
      dehydratedAt: Date.now(),
    });
    const cache = {
      buster: QUERY_CACHE_BUSTER,
      timestamp: Date.now(),
      clientState: {
        queries: [
          query(ZIPS, ['10000-19999']),
          query(STOCK, { 'SKU-1': 'yes' }), // an older shape: booleans were strings
          query(['mystery', 'key'], { anything: true }), // no schema vouches for it
          query(['stock', 'zip-ranges', 'CLINIC'], ['20000-29999'], 'error'),
        ],
        mutations: [{ state: { status: 'pending', isPaused: true }, mutationKey: ['stale'] }],
      },
    };
    await writeRecord(RECORD, { items: [{ key: QUERY_CACHE_ITEM, value: JSON.stringify(cache) }] });
    const next = await startApp();
    expect(next.client.getQueryData(ZIPS)).toEqual(['10000-19999']);
    expect(next.client.getQueryData(STOCK)).toBeUndefined();
    expect(next.client.getQueryData(['mystery', 'key'])).toBeUndefined();
    expect(next.client.getQueryData(['stock', 'zip-ranges', 'CLINIC'])).toBeUndefined();
    expect(next.client.getQueryCache().getAll()).toHaveLength(1);
    expect(next.client.getMutationCache().getAll()).toHaveLength(0);
    next.stop();
  });

  it('keeps queries that opt out (meta.persist false) out of the stored cache', async () => {
    const app = await startApp();
    app.client.setQueryData(ZIPS, ['10000-19999']);
    await app.client.prefetchQuery({ queryKey: ['account'], queryFn: () => 'secret', meta: { persist: false } });
    await until(async () => app.storage.getItem(QUERY_CACHE_ITEM)?.includes('10000-19999') ?? false);
    expect(app.storage.getItem(QUERY_CACHE_ITEM)).not.toContain('secret');
    app.stop();
  });
});
