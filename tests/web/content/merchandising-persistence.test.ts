import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { merchandisingKeys } from '../../../web/features/content/merchandising-queries';
import { deleteRecord } from '../../../web/lib/local-db';
import { createIdbSyncStorage, createQueryPersister, QUERY_CACHE_ITEM, restoreAndPersistQueries } from '../../../web/lib/query-persistence';
import { answerSchemaOf } from '../../../web/lib/query-persistence/query-answer-schemas';
import { seededCarousels, seededContentCalls, seededEntry } from '../support/seeded-merchandising';

const RECORD = 'query-cache';
const clients: QueryClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.clear();
  await deleteRecord(RECORD);
});

async function startApp() {
  const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5 });
  await storage.hydrate();
  const client = new QueryClient();
  clients.push(client);
  const stop = await restoreAndPersistQueries(client, createQueryPersister(storage));
  return { storage, client, stop };
}

describe('merchandising answers in the persisted query cache', () => {
  it('every merchandising query has a schema, so it survives a restart', () => {
    for (const key of Object.values(merchandisingKeys)) expect(answerSchemaOf(key), key.join('/')).toBeDefined();
  });

  it("the home page's blocks come back after a restart (offline after one visit); a broken one is dropped", async () => {
    const content = seededContentCalls('DTC');
    const visit = await startApp();
    visit.client.setQueryData(merchandisingKeys.highlight, content['get-highlight-content-block']);
    visit.client.setQueryData(merchandisingKeys.twoColumn, content['get-two-column-section']);
    visit.client.setQueryData(merchandisingKeys.goodness, content['get-goodness-box-badge']);
    visit.client.setQueryData(merchandisingKeys.sitewideBanners, content['get-sitewide-banners']);
    visit.client.setQueryData(merchandisingKeys.carousels, seededCarousels('DTC'));
    visit.client.setQueryData(merchandisingKeys.dealSkus, seededEntry('DTC', 'skus_with_deal'));
    // a banner on an unknown background does not pass its schema
    visit.client.setQueryData(merchandisingKeys.promotionBanners, [{ id: 'x', heading: 'Broken', bg_color: 'purple' }]);
    await expect.poll(() => visit.storage.getItem(QUERY_CACHE_ITEM)?.includes('Autoship') ?? false).toBe(true);
    await visit.storage.flush();
    visit.stop();

    const again = await startApp();
    expect(again.client.getQueryData(merchandisingKeys.highlight)).toEqual(content['get-highlight-content-block']);
    expect(again.client.getQueryData(merchandisingKeys.twoColumn)).toEqual(content['get-two-column-section']);
    expect(again.client.getQueryData(merchandisingKeys.goodness)).toEqual(content['get-goodness-box-badge']);
    expect(again.client.getQueryData(merchandisingKeys.sitewideBanners)).toEqual(content['get-sitewide-banners']);
    expect(again.client.getQueryData(merchandisingKeys.carousels)).toEqual(seededCarousels('DTC'));
    expect(again.client.getQueryData(merchandisingKeys.dealSkus)).toEqual(seededEntry('DTC', 'skus_with_deal'));
    expect(again.client.getQueryData(merchandisingKeys.promotionBanners)).toBeUndefined();
    again.stop();
  });
});
