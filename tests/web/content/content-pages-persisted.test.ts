import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getContentPage, getSitemap } from '../../../core/contract/content-pages';
import { contentPageKeys } from '../../../web/features/content/content-page-queries';
import { deleteRecord } from '../../../web/lib/local-db';
import { createIdbSyncStorage, createQueryPersister, QUERY_CACHE_ITEM, restoreAndPersistQueries } from '../../../web/lib/query-persistence';
import { answerSchemaOf } from '../../../web/lib/query-persistence/query-answer-schemas';

const RECORD = 'query-cache';
// Checked against the contract, so a change of the contract shows here and not as a silent drop.
const shipping = getContentPage.output.shape.data.parse({
  slug: 'shipping',
  title: 'Shipping',
  summary: 'Free shipping from $50.',
  updatedAt: '2026-10-01',
  sections: [{ heading: 'Alaska and Hawaii', html: '<p>A $4 service charge applies.</p>', links: [] }],
});
const sitemap = getSitemap.output.shape.data.parse({ pages: [{ label: 'Shipping', href: '/shipping' }], categories: [], products: [] });

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

describe('content pages offline (persisted query cache)', () => {
  it('has a schema for every content-page query family', () => {
    for (const key of [
      contentPageKeys.page('faq'),
      contentPageKeys.sitemap(),
      contentPageKeys.routeRules(),
      contentPageKeys.maintenance(),
    ]) {
      expect(answerSchemaOf(key), JSON.stringify(key)).toBeDefined();
    }
  });

  it('brings a visited content page and the sitemap back on the next start, and drops an answer that no longer parses', async () => {
    const visit = await startApp();
    visit.client.setQueryData(contentPageKeys.page('shipping'), shipping);
    visit.client.setQueryData(contentPageKeys.sitemap(), sitemap);
    visit.client.setQueryData(contentPageKeys.page('faq'), { slug: 'faq', title: 'FAQ' });
    await expect.poll(() => visit.storage.getItem(QUERY_CACHE_ITEM)?.includes('A $4 service charge') ?? false).toBe(true);
    await visit.storage.flush();
    visit.stop();

    const offline = await startApp();
    expect(offline.client.getQueryData(contentPageKeys.page('shipping'))).toEqual(shipping);
    expect(offline.client.getQueryData(contentPageKeys.sitemap())).toEqual(sitemap);
    expect(offline.client.getQueryData(contentPageKeys.page('faq'))).toBeUndefined();
    offline.stop();
  });
});
