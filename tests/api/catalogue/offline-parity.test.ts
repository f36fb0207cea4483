/**
 * The offline answer to a filter or search equals the server's for the same
 * query. The running API's snapshot is stored the way the app stores it (IndexedDB record,
 * fake-indexeddb here); then, over a few hundred seeded random queries per storefront, the web
 * app's catalogue source answering offline (navigator.onLine false, so no request is made) is
 * compared with the server's answer over HTTP.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { SiteCode } from '../../../core/constants';
import { SORT_KEYS } from '../../../core/catalogue/sort';
import type { Filter, FilterGroup, Product } from '../../../core/entities/catalogue';
import type { NoResultsContent } from '../../../core/entities/merchandising';
import {
  fetchFilters,
  fetchProduct,
  fetchProductPage,
  fetchProductsByHandles,
  fetchSuggestions,
  type ProductPageQuery,
  toQueryString,
} from '../../../web/features/catalogue/catalogue-source';
import { offlineFilters } from '../../../web/features/catalogue/offline/offline-answers';
import { loadCatalogueSnapshot, saveCatalogueSnapshot } from '../../../web/features/catalogue/offline/snapshot-record';
import { ApiError } from '../../../web/lib/api';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const CASES_PER_SITE = 200;
const SITES: readonly SiteCode[] = ['DTC', 'HPSF'];

/** mulberry32: a small seeded PRNG, so a failing case can be replayed from its seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

/** A search a shopper might type: a catalogue word, maybe misspelt or pluralised, or nonsense. */
function randomSearch(random: Random, words: readonly string[]): string {
  if (random.chance(0.1)) return random.pick(['zzqx', 'lizard', '', 'a', 'dog food chiken']);
  let word = random.pick(words);
  const edit = random.int(4);
  const at = random.int(word.length);
  if (edit === 0 && word.length > 4) word = word.slice(0, at) + word.slice(at + 1); // dropped letter
  if (edit === 1 && word.length > 4) word = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2); // swap
  if (edit === 2) word = `${word}s`;
  return random.chance(0.3) ? `${word} ${random.pick(words)}` : word;
}

/** Filters as a shopper builds them: options of a few groups, sometimes several of one group. */
function randomFilters(random: Random, groups: readonly FilterGroup[]): Filter[] {
  const filters: Filter[] = [];
  const groupCount = random.int(5);
  for (let i = 0; i < groupCount; i++) {
    const group = random.pick(groups);
    const optionCount = 1 + (random.chance(0.3) ? 1 : 0);
    for (let j = 0; j < optionCount; j++) filters.push(random.pick(group.options).filter);
  }
  if (random.chance(0.1)) filters.push({ field: 'flavor', value: 'no-such-flavor' });
  return filters;
}

function randomQuery(random: Random, groups: readonly FilterGroup[], words: readonly string[]): ProductPageQuery {
  const query: ProductPageQuery = { filters: randomFilters(random, groups) };
  if (random.chance(0.7)) query.sort = random.pick(SORT_KEYS);
  if (random.chance(0.6)) query.page = 1 + random.int(random.chance(0.2) ? 20 : 3);
  if (random.chance(0.6)) query.limit = random.pick([1, 5, 12, 24, 50, 100]);
  if (random.chance(0.35)) query.search = randomSearch(random, words);
  if (random.chance(0.15)) query.species = random.pick(['dog', 'cat'] as const);
  return query;
}

/** Words of the catalogue's titles and flavors, the raw material of random searches. */
function catalogueWords(products: readonly Product[]): string[] {
  const words = products.flatMap((p) => [...p.title.split(/\s+/), ...p.variants.map((v) => v.flavor)]);
  return [...new Set(words.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')).filter((w) => w.length >= 3))].sort();
}

/** The JSON the app would have received: what an answer looks like after a trip over the wire. */
const overTheWire = (value: unknown) => JSON.parse(JSON.stringify(value));

async function serverData(base: string, path: string, input: Record<string, unknown>) {
  const response = await fetch(`${base}${path}${toQueryString(input)}`);
  const body = await response.json();
  return { status: response.status, data: body.data };
}

/** The catalogue source's answer with the browser offline, or the status it refused with. */
async function offlineAnswer<T>(read: () => Promise<T>): Promise<{ status: number; data?: unknown }> {
  vi.stubGlobal('navigator', { onLine: false });
  try {
    return { status: 200, data: overTheWire(await read()) };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status };
    throw error;
  } finally {
    vi.unstubAllGlobals();
  }
}

describeEachDatabase('offline answers equal the server’s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  const snapshots = new Map<SiteCode, { products: Product[]; filterGroups: FilterGroup[]; noResults?: NoResultsContent }>();

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
    for (const site of SITES) {
      const response = await fetch(`${base(site)}/api/catalogue/snapshot`);
      snapshots.set(site, (await response.json()).data);
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  afterEach(() => vi.unstubAllGlobals());

  const base = (site: SiteCode) => (site === 'DTC' ? server.dtc : server.hpsf);

  /** Stores the site's snapshot as the app does, so the catalogue source answers from it. */
  async function storeSnapshotOf(site: SiteCode) {
    const snapshot = snapshots.get(site)!;
    expect(
      await saveCatalogueSnapshot({
        site,
        etag: null,
        version: 'test',
        savedAt: Date.now(),
        bytes: 0,
        products: snapshot.products,
        filterGroups: snapshot.filterGroups,
        noResults: snapshot.noResults,
        zipRanges: {},
      }),
    ).toBe(true);
    expect((await loadCatalogueSnapshot())?.site).toBe(site);
    return snapshot;
  }

  for (const [siteIndex, site] of SITES.entries()) {
    it(`${site}: ${CASES_PER_SITE} random filter sets, sorts, pages and searches`, async () => {
      const { products, filterGroups } = await storeSnapshotOf(site);
      const words = catalogueWords(products);
      const seed = 20261122 + siteIndex;
      const random = prng(seed);
      let nonEmpty = 0;
      for (let i = 0; i < CASES_PER_SITE; i++) {
        const query = randomQuery(random, filterGroups, words);
        const input = { ...query, filters: query.filters?.length ? query.filters : undefined };
        const online = await serverData(base(site), '/api/cms/v1.0/get-filtered-products', input);
        const offline = await offlineAnswer(() => fetchProductPage(query));
        expect({ status: offline.status, data: offline.data }, `seed ${seed}, case ${i}: ${JSON.stringify(query)}`).toEqual(online);
        if (online.data?.products.length) nonEmpty++;
      }
      // the generator must exercise real answers, not only empty lists
      expect(nonEmpty).toBeGreaterThan(CASES_PER_SITE / 3);
    });

    it(`${site}: product pages, products by handles, filters and no-results suggestions`, async () => {
      const { products } = await storeSnapshotOf(site);
      const random = prng(777 + siteIndex);
      const handles = [...products.map((p) => p.handle), 'no-such-product'];
      for (let i = 0; i < 40; i++) {
        const handle = random.pick(handles);
        const online = await serverData(base(site), '/api/ecom/v1.0/get-product-by-handle', { handle });
        expect(await offlineAnswer(() => fetchProduct(handle)), handle).toEqual(online);

        const some = [...new Set(Array.from({ length: 1 + random.int(6) }, () => random.pick(handles)))];
        const listed = await serverData(base(site), '/api/ecom/v1.0/get-listing-products-by-handles', { handles: some });
        // the source puts answers in the order asked, as the server does
        expect(await offlineAnswer(() => fetchProductsByHandles(some))).toEqual(listed);
      }
      for (const species of [undefined, 'dog', 'cat'] as const) {
        const online = await serverData(base(site), '/api/ecom/v1.0/get-filters-by-handle', {
          handle: species ?? 'all',
          limit: 100,
        });
        expect(await offlineAnswer(() => fetchFilters(species))).toEqual(online);
        const limit = 1 + random.int(4);
        const cut = await serverData(base(site), '/api/ecom/v1.0/get-filters-by-handle', { handle: species ?? 'all', limit });
        expect(overTheWire(offlineFilters((await loadCatalogueSnapshot())!, species ?? 'all', limit))).toEqual(cut.data);
      }
      const words = catalogueWords(products);
      for (let i = 0; i < 30; i++) {
        const search = randomSearch(random, words);
        const online = await serverData(base(site), '/api/cms/v1.0/get-no-results-suggestions', { search });
        expect(await offlineAnswer(() => fetchSuggestions(search)), search).toEqual(online);
      }
    });
  }
});
