/**
 * A stored query cache that loads after the app has started (a slow database on a loaded
 * workstation): its answers still arrive, newer ones fetched meanwhile win, and a sign-out that
 * happened before it landed is not undone by it. Its own file: the persisted client is module
 * state, and the first case needs none to be active yet.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readRecord, writeRecord } from '../../../../web/lib/local-db';
import {
  createIdbSyncStorage,
  createQueryPersister,
  forgetQueries,
  PER_CUSTOMER_QUERY_PREFIXES,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_ITEM,
  restoreAndPersistQueries,
} from '../../../../web/lib/query-persistence';
import { syncStorageRecordSchema } from '../../../../web/lib/query-persistence/stored-cache-schemas';

const RECORD = 'query-cache';
const ZIPS = ['stock', 'zip-ranges', 'HOME'];
const PROFILE = ['account', 'customer-7', 'customer'];
const anyAnswer = async () => () => ({ safeParse: () => ({ success: true }) });

function storedCache(answers: [readonly unknown[], unknown][], updatedAt: number) {
  const queries = answers.map(([queryKey, data]) => ({
    queryHash: JSON.stringify(queryKey),
    queryKey,
    state: { data, status: 'success', dataUpdatedAt: updatedAt, error: null, fetchStatus: 'idle' },
    dehydratedAt: updatedAt,
  }));
  const cache = { buster: QUERY_CACHE_BUSTER, timestamp: updatedAt, clientState: { queries, mutations: [] } };
  return { items: [{ key: QUERY_CACHE_ITEM, value: JSON.stringify(cache) }] };
}

const storedText = async () =>
  (await readRecord(RECORD, syncStorageRecordSchema))?.items.find((i) => i.key === QUERY_CACHE_ITEM)?.value ?? '';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a stored query cache restored after the app started', () => {
  it('a sign-out noted before the restore landed drops that customer’s answers from memory and from the stored copy', async () => {
    await writeRecord(
      RECORD,
      storedCache(
        [
          [ZIPS, ['10000-19999']],
          [PROFILE, { email: 'ann@example.com' }],
        ],
        Date.now() - 60_000,
      ),
    );
    await forgetQueries(PER_CUSTOMER_QUERY_PREFIXES); // the server said the session is over, before the restore
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5 });
    await storage.hydrate();
    const client = new QueryClient();
    stops.push(await restoreAndPersistQueries(client, createQueryPersister(storage, anyAnswer)));
    expect(client.getQueryData(ZIPS)).toEqual(['10000-19999']);
    expect(client.getQueryData(PROFILE)).toBeUndefined();
    expect(await storedText()).toContain('10000-19999');
    expect(await storedText()).not.toContain('ann@example.com');
  });

  it('brings its answers into a running app, keeps the newer ones fetched meanwhile, and the stored copy keeps both', async () => {
    await writeRecord(
      RECORD,
      storedCache(
        [
          [ZIPS, ['10000-19999']],
          [PROFILE, { email: 'old@example.com' }],
        ],
        Date.now() - 60_000,
      ),
    );
    let releaseRead: () => void = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const slowRead = (async (...args: Parameters<typeof readRecord>) => {
      await readHeld;
      return readRecord(...args);
    }) as typeof readRecord;
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5, read: slowRead });
    const client = new QueryClient();
    const restored = storage.hydrate().then(() => restoreAndPersistQueries(client, createQueryPersister(storage, anyAnswer)));
    client.setQueryData(PROFILE, { email: 'new@example.com' }); // the app drew and fetched before the database answered
    releaseRead();
    stops.push(await restored);
    expect(client.getQueryData(ZIPS)).toEqual(['10000-19999']);
    expect(client.getQueryData(PROFILE)).toEqual({ email: 'new@example.com' });
    client.setQueryData(['stock', 'zip-ranges', 'CLINIC'], ['20000-29999']);
    await expect.poll(storedText, { timeout: 3000 }).toContain('20000-29999');
    expect(await storedText()).toContain('10000-19999');
    expect(await storedText()).toContain('new@example.com');
  });

  it('stores an answer the app fetched while the restore was loading, with no later change to carry it', async () => {
    await writeRecord(RECORD, storedCache([[ZIPS, ['10000-19999']]], Date.now() - 60_000));
    let releaseRead: () => void = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const slowRead = (async (...args: Parameters<typeof readRecord>) => {
      await readHeld;
      return readRecord(...args);
    }) as typeof readRecord;
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5, read: slowRead });
    const client = new QueryClient();
    const restored = storage.hydrate().then(() => restoreAndPersistQueries(client, createQueryPersister(storage, anyAnswer)));
    client.setQueryData(['content', 'page', 'faq'], { title: 'FAQ' }); // the page's answer, before the database answered
    releaseRead();
    stops.push(await restored);
    await expect.poll(storedText, { timeout: 3000 }).toContain('"faq"');
    expect(await storedText()).toContain('10000-19999');
  });
});
