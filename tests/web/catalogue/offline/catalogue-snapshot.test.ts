import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCatalogueSnapshot } from '../../../../core/contract/catalogue';
import {
  fetchDeliveryEstimate,
  fetchProduct,
  fetchProductPage,
  fetchStock,
  fetchSuggestions,
} from '../../../../web/features/catalogue/catalogue-source';
import {
  CATALOGUE_SNAPSHOT_META_RECORD,
  CATALOGUE_SNAPSHOT_RECORD,
  forgetLoadedSnapshot,
  loadCatalogueSnapshot,
} from '../../../../web/features/catalogue/offline/snapshot-record';
import { syncCatalogueSnapshot } from '../../../../web/features/catalogue/offline/snapshot-sync';
import { type CatalogueSyncStatus, useCatalogueSyncStatus } from '../../../../web/features/catalogue/offline/sync-status';
import { ApiError } from '../../../../web/lib/api';
import { deleteRecord, writeRecord } from '../../../../web/lib/local-db';
import { catalogueGroups, sampleCatalogue } from '../../../core/catalogue/fixtures';

const products = sampleCatalogue().filter((p) => p.status === 'published' && p.sites.includes('DTC'));
/** The content service's no-results content, which the snapshot carries for searches offline. */
const noResults = { popularSearches: ['kitten', 'senior'], handles: [products[1]!.handle] };
const snapshotBody = { data: { products, filterGroups: catalogueGroups(), noResults, version: 'v1' } };
const ETAG = 'W/"snapshot-v1"';

/** A server answering the snapshot (200 with an ETag, 304 to a matching If-None-Match) and the zip ranges. */
function fakeServer() {
  const requests: { url: string; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    requests.push({ url, headers });
    if (url.startsWith(getCatalogueSnapshot.path)) {
      if (headers.get('If-None-Match') === ETAG) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(snapshotBody), { headers: { ETag: ETAG, 'Content-Type': 'application/json' } });
    }
    if (url.startsWith('/api/get-stock-object')) {
      return Response.json({ data: { all_zips: ['80000-80999'] } });
    }
    return new Response('{}', { status: 404 });
  });
  return { fetchMock: fetchMock as unknown as typeof fetch, requests };
}

const statuses: CatalogueSyncStatus[] = [];
let unsubscribe = () => {};
beforeEach(async () => {
  await deleteRecord(CATALOGUE_SNAPSHOT_RECORD);
  await deleteRecord(CATALOGUE_SNAPSHOT_META_RECORD);
  forgetLoadedSnapshot();
  statuses.length = 0;
  unsubscribe = useCatalogueSyncStatus.subscribe(({ status }) => statuses.push(status));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('saving the catalogue for offline use', () => {
  it('downloads the snapshot with progress, stores it, then revalidates it by ETag', async () => {
    const server = fakeServer();
    expect(await syncCatalogueSnapshot('DTC', server.fetchMock)).toBe('updated');
    const percents = statuses.flatMap((s) => (s.phase === 'saving' ? [s.percent] : []));
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(90);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(statuses.at(-1)).toEqual({ phase: 'ready', fresh: true });

    forgetLoadedSnapshot();
    const stored = await loadCatalogueSnapshot();
    expect(stored?.products).toHaveLength(products.length);
    expect(stored?.etag).toBe(ETAG);
    expect(stored?.zipRanges).toEqual({ HOME: ['80000-80999'], CLINIC: ['80000-80999'] });

    statuses.length = 0;
    expect(await syncCatalogueSnapshot('DTC', server.fetchMock)).toBe('unchanged');
    const revalidation = server.requests.filter((r) => r.url === getCatalogueSnapshot.path).at(-1)!;
    expect(revalidation.headers.get('If-None-Match')).toBe(ETAG);
    expect(statuses).toEqual([{ phase: 'ready', fresh: false }]);
  });

  it('drops a stored snapshot that no longer matches its schema, and downloads it again', async () => {
    const server = fakeServer();
    await syncCatalogueSnapshot('DTC', server.fetchMock);
    await writeRecord(CATALOGUE_SNAPSHOT_RECORD, { format: 1, site: 'DTC', products: [{ handle: 'half a product' }] });
    forgetLoadedSnapshot();
    expect(await loadCatalogueSnapshot()).toBeNull();
    forgetLoadedSnapshot();
    expect(await loadCatalogueSnapshot()).toBeNull();
    // its ETag went with it: the next start asks for the whole snapshot, not "has it changed?"
    expect(await syncCatalogueSnapshot('DTC', server.fetchMock)).toBe('updated');
    const requests = server.requests.filter((r) => r.url === getCatalogueSnapshot.path);
    expect(requests.at(-1)!.headers.get('If-None-Match')).toBeNull();
    forgetLoadedSnapshot();
    expect((await loadCatalogueSnapshot())?.products).toHaveLength(products.length);
  });

  it('refuses a snapshot whose products do not match the contract', async () => {
    const broken = vi.fn(async () =>
      Response.json({ data: { ...snapshotBody.data, products: [{ ...products[0], variants: 'none' }] } }),
    ) as unknown as typeof fetch;
    expect(await syncCatalogueSnapshot('DTC', broken)).toBe('failed');
    expect(await loadCatalogueSnapshot()).toBeNull();
  });

  it('does not try while the browser is offline, and says so only when a snapshot exists', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const server = fakeServer();
    expect(await syncCatalogueSnapshot('DTC', server.fetchMock)).toBe('offline');
    expect(server.requests).toHaveLength(0);
    expect(statuses).toEqual([]);
  });

  it('a failed download leaves the app working and the status failed', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await syncCatalogueSnapshot('DTC', failing)).toBe('failed');
    expect(statuses.at(-1)).toEqual({ phase: 'failed', reason: 'network' });
  });
});

describe('catalogue source without a network', () => {
  const networkDown = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

  it('answers lists and product pages from the snapshot when the request fails', async () => {
    await syncCatalogueSnapshot('DTC', fakeServer().fetchMock);
    networkDown();
    const page = await fetchProductPage({ filters: [{ field: 'species', value: 'cat' }] });
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.every((p) => p.facets.species.includes('cat'))).toBe(true);
    expect((await fetchProduct(products[0]!.handle)).id).toBe(products[0]!.id);
    await expect(fetchProduct('no-such-product')).rejects.toMatchObject({ status: 404 });
  });

  it("answers a search without results offline with the snapshot's no-results content", async () => {
    await syncCatalogueSnapshot('DTC', fakeServer().fetchMock);
    forgetLoadedSnapshot();
    expect((await loadCatalogueSnapshot())?.noResults).toEqual(noResults);
    networkDown();
    const answer = await fetchSuggestions('zzzqqq');
    expect(answer.popularSearches).toEqual(['kitten', 'senior']);
    expect(answer.products.map((p) => p.handle)).toEqual([products[1]!.handle]);
  });

  it('answers stock from the snapshot and its zip ranges, delivery from the core rule', async () => {
    await syncCatalogueSnapshot('DTC', fakeServer().fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    const variant = products[0]!.variants[0]!;
    expect(await fetchStock([variant.sku, 'UNKNOWN'], '80202', 'HOME')).toEqual({ [variant.sku]: variant.inStock, UNKNOWN: false });
    expect(await fetchStock([variant.sku], '10001', 'HOME')).toEqual({ [variant.sku]: false });
    const estimate = await fetchDeliveryEstimate('80202');
    expect(estimate.state).toBe('CO');
    expect(estimate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('without a snapshot the network error stands; a refusal is never masked', async () => {
    networkDown();
    await expect(fetchProductPage({})).rejects.toMatchObject({ status: 0 });
    await syncCatalogueSnapshot('DTC', fakeServer().fetchMock);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'BAD_REQUEST', message: 'limit' } }, { status: 400 })),
    );
    await expect(fetchProductPage({ limit: 5 })).rejects.toBeInstanceOf(ApiError);
    await expect(fetchProductPage({ limit: 5 })).rejects.toMatchObject({ status: 400 });
  });
});
