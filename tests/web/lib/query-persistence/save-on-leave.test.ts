/**
 * A page going away writes the answers as they are, not only what the persister's throttle has
 * passed on; after a staff-feeding sign-out erased the local database it brings nothing back.
 * Its own file: the persisted client and the erased flag are module state.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { eraseLocalDb } from '../../../../web/lib/local-db/erase';
import { readRecord } from '../../../../web/lib/local-db';
import {
  createIdbSyncStorage,
  createQueryPersister,
  QUERY_CACHE_ITEM,
  restoreAndPersistQueries,
  saveQueriesOnLeave,
} from '../../../../web/lib/query-persistence';
import { syncStorageRecordSchema } from '../../../../web/lib/query-persistence/stored-cache-schemas';

const RECORD = 'query-cache';
const SITEMAP = ['content', 'sitemap'];
const anyAnswer = async () => () => ({ safeParse: () => ({ success: true }) });
const storedText = async () =>
  (await readRecord(RECORD, syncStorageRecordSchema))?.items.find((i) => i.key === QUERY_CACHE_ITEM)?.value ?? '';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('saving the query cache when the page goes away', () => {
  it('stores an answer that came a moment before, which the throttled persister had not written yet', async () => {
    // the writes wait far longer than the test: only the save on leaving can have stored the answer
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 60_000 });
    await storage.hydrate();
    const client = new QueryClient();
    stops.push(await restoreAndPersistQueries(client, createQueryPersister(storage, anyAnswer)));
    client.setQueryData(SITEMAP, [{ slug: 'shipping', title: 'Shipping' }]);
    expect(await storedText()).not.toContain('Shipping');
    await saveQueriesOnLeave(storage);
    expect(await storedText()).toContain('Shipping');
  });

  it('after the local database was erased (a staff-feeding sign-out), writes nothing new into it', async () => {
    const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 60_000 });
    await storage.hydrate();
    const client = new QueryClient();
    stops.push(await restoreAndPersistQueries(client, createQueryPersister(storage, anyAnswer)));
    await eraseLocalDb();
    client.setQueryData(SITEMAP, [{ slug: 'faq', title: 'Questions a clinic asked' }]);
    await saveQueriesOnLeave(storage);
    expect(await storedText()).not.toContain('Questions a clinic asked');
  });
});
