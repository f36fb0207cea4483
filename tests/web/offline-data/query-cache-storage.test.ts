import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteRecord, readRecord, writeRecord } from '../../../web/lib/local-db';
import {
  createIdbSyncStorage,
  createQueryPersister,
  QUERY_CACHE_ITEM,
  restoreAndPersistQueries,
  syncStorageRecordSchema,
} from '../../../web/lib/query-persistence';

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
    expect(await storage.hydrate(500)).toBe(true);
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
    await storage.hydrate(500);
    expect(storage.getItem('a')).toBe('kept');
  });

  it('drops a record that does not match its schema and starts empty', async () => {
    await writeRecord(RECORD, { items: [{ key: 'a', value: 42 }] });
    const storage = createIdbSyncStorage({ recordKey: RECORD });
    expect(await storage.hydrate(500)).toBe(true);
    expect(storage.getItem('a')).toBeNull();
    expect(await storedItems()).toBeUndefined();
  });

  it('gives up waiting after the timeout, and a late load never overwrites newer writes', async () => {
    let finishRead: (value: { items: { key: string; value: string }[] }) => void = () => {};
    const slowRead = (() => new Promise((resolve) => (finishRead = resolve))) as unknown as typeof readRecord;
    const storage = createIdbSyncStorage({ recordKey: RECORD, read: slowRead });
    expect(await storage.hydrate(30)).toBe(false);
    storage.setItem('a', 'new');
    finishRead({
      items: [
        { key: 'a', value: 'old' },
        { key: 'b', value: 'old' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.getItem('a')).toBe('new');
    expect(storage.getItem('b')).toBeNull();
  });
});

describe('persisted query cache', () => {
  async function startApp(buildId: string) {
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5 });
    await storage.hydrate(500);
    const client = new QueryClient();
    clients.push(client);
    const stop = await restoreAndPersistQueries(client, createQueryPersister(storage), buildId);
    return { storage, client, stop };
  }

  async function visitAndLeave(buildId: string, data: Record<string, unknown>) {
    const app = await startApp(buildId);
    for (const [key, value] of Object.entries(data)) app.client.setQueryData(['catalogue', key], value);
    // the persister throttles for a second; leaving the page writes what it has
    await until(async () => app.storage.getItem(QUERY_CACHE_ITEM) !== null);
    await app.storage.flush();
    app.stop();
  }

  it('restores the answers of the last visit before the first render', async () => {
    await visitAndLeave('build-1', { list: { products: ['a', 'b'] } });
    const next = await startApp('build-1');
    expect(next.client.getQueryData(['catalogue', 'list'])).toEqual({ products: ['a', 'b'] });
    next.stop();
  });

  it('does not trust a cache written by another build', async () => {
    await visitAndLeave('build-1', { list: { products: ['a'] } });
    const next = await startApp('build-2');
    expect(next.client.getQueryData(['catalogue', 'list'])).toBeUndefined();
    await next.storage.flush();
    expect((await storedItems())?.[QUERY_CACHE_ITEM]).toBeUndefined();
    next.stop();
  });

  it('drops a broken cache instead of failing to start', async () => {
    await writeRecord(RECORD, { items: [{ key: QUERY_CACHE_ITEM, value: '{"clientState": "cut off' }] });
    const next = await startApp('build-1');
    expect(next.client.getQueryCache().getAll()).toHaveLength(0);
    expect(next.storage.getItem(QUERY_CACHE_ITEM)).toBeNull();
    await writeRecord(RECORD, { items: [{ key: QUERY_CACHE_ITEM, value: JSON.stringify({ timestamp: 'yesterday' }) }] });
    const again = await startApp('build-1');
    expect(again.storage.getItem(QUERY_CACHE_ITEM)).toBeNull();
    next.stop();
    again.stop();
  });

  it('keeps queries that opt out (meta.persist false) out of the stored cache', async () => {
    const app = await startApp('build-1');
    app.client.setQueryData(['catalogue', 'list'], 1);
    await app.client.prefetchQuery({ queryKey: ['account'], queryFn: () => 'secret', meta: { persist: false } });
    await until(async () => app.storage.getItem(QUERY_CACHE_ITEM)?.includes('"list"') ?? false);
    expect(app.storage.getItem(QUERY_CACHE_ITEM)).not.toContain('secret');
    app.stop();
  });
});
