import { afterAll, beforeAll, expect, it } from 'vitest';
import { productPageSchema } from '../../../core/contract/catalogue';
import type { Product } from '../../../core/entities/catalogue';
import { postJson, startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const ECOM = '/api/ecom/v1.0';
const CMS = '/api/cms/v1.0';
const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

describeEachDatabase('catalogue API', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let dtcProducts: Product[];
  let hpsfProducts: Product[];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
    dtcProducts = (await getJson(`${server.dtc}/api/catalogue/snapshot`)).body.data.products;
    hpsfProducts = (await getJson(`${server.hpsf}/api/catalogue/snapshot`)).body.data.products;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('snapshots only published products of the storefront, with the lines of its site', () => {
    expect(dtcProducts.length).toBeGreaterThan(50);
    expect(hpsfProducts.length).toBeGreaterThan(50);
    for (const p of [...dtcProducts, ...hpsfProducts]) expect(p.status).toBe('published');
    expect(dtcProducts.every((p) => p.sites.includes('DTC'))).toBe(true);
    expect(hpsfProducts.every((p) => p.sites.includes('HPSF'))).toBe(true);
    expect(dtcProducts.some((p) => p.line === 'Vitalis Snacks')).toBe(true);
    expect(dtcProducts.some((p) => p.line === 'Vitalis Clinical Care')).toBe(false);
    expect(hpsfProducts.some((p) => p.line === 'Vitalis Clinical Care')).toBe(true);
    expect(hpsfProducts.some((p) => p.line === 'Vitalis Snacks')).toBe(false);
  });

  it('answers the snapshot with an ETag and 304 when unchanged', async () => {
    const first = await fetch(`${server.dtc}/api/catalogue/snapshot`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.dtc}/api/catalogue/snapshot`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('filters by value filters, ANDs across fields, and counts facets', async () => {
    const filters = [
      { field: 'species', value: 'dog' },
      { field: 'food_form', value: 'dry-food' },
      { field: 'flavor', value: 'chicken' },
    ];
    const res = await postJson(`${server.dtc}${CMS}/get-filtered-products`, { filters, limit: 5, page: 1 });
    expect(res.status).toBe(200);
    const page = productPageSchema.parse(res.body.data);
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.length).toBeLessThanOrEqual(5);
    for (const p of page.products) {
      expect(p.facets.species).toContain('dog');
      expect(p.facets.food_form).toContain('dry-food');
      expect(p.facets.flavor).toContain('chicken');
    }
    const flavorGroup = page.facets.find((g) => g.field === 'flavor')!;
    expect(flavorGroup.options.every((o) => o.count > 0 || o.slug === 'chicken')).toBe(true);
    expect(flavorGroup.options.some((o) => o.slug === 'venison')).toBe(false); // HPSF only
  });

  it('answers the same query by GET as by POST', async () => {
    const input = { filters: [{ field: 'species', value: 'cat' }], limit: 3, page: 2, sort: 'price-asc' };
    const post = await postJson(`${server.dtc}${CMS}/get-products`, input);
    const get = await getJson(`${server.dtc}${CMS}/get-products?${query(input)}`);
    expect(get.status).toBe(200);
    expect(get.body).toEqual(post.body);
    expect(get.headers.get('etag')).toMatch(/^W\//);
    const prices = get.body.data.products.map((p: Product) => Math.min(...p.variants.map((v) => Number(v.price.amount))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('applies range filters on weight', async () => {
    const res = await postJson(`${server.dtc}${CMS}/get-filtered-products`, {
      filters: [{ field: 'weight_oz', min: 2.5, max: 6 }],
      limit: 100,
    });
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const p of res.body.data.products as Product[]) {
      expect(p.variants.some((v) => v.weightUnit === 'oz' && v.weight >= 2.5 && v.weight <= 6)).toBe(true);
    }
  });

  it('searches with typos and plurals', async () => {
    const chicken = await postJson(`${server.dtc}${CMS}/get-products`, { search: 'chiken', limit: 10 });
    expect(chicken.body.data.total).toBeGreaterThan(0);
    expect(chicken.body.data.products[0].title.toLowerCase()).toContain('chicken');
    const kittens = await postJson(`${server.dtc}${CMS}/get-products`, { search: 'kittens', limit: 10 });
    expect(kittens.body.data.products.some((p: Product) => p.facets.lifestage.includes('kitten'))).toBe(true);
    const sku = dtcProducts[5].variants[0].sku;
    const bySku = await postJson(`${server.dtc}${CMS}/get-products`, { search: sku, limit: 1 });
    expect(bySku.body.data.products[0].handle).toBe(dtcProducts[5].handle);
  });

  it('refuses bad list input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ limit: 0 }, 'limit'],
      [{ page: 'two' }, 'page'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ filters: [{ field: 'species' }] }, 'filters[0]'],
      [{ filters: 'dog' }, 'filters'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson(`${server.dtc}${CMS}/get-filtered-products`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        Object.keys(res.body.error.fields).some((f) => f.startsWith(field)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
  });

  it('gets products by handles in the order asked, leaving out hidden and unknown ones', async () => {
    const [a, b] = [dtcProducts[3].handle, dtcProducts[0].handle];
    const clinical = hpsfProducts.find((p) => p.line === 'Vitalis Clinical Care')!.handle;
    const res = await postJson(`${server.dtc}${ECOM}/get-products-by-handles`, { handles: [a, 'no-such', clinical, b] });
    expect(res.body.data.map((p: Product) => p.handle)).toEqual([a, b]);
    const listing = await postJson(`${server.dtc}${ECOM}/get-listing-products-by-handles`, { handles: [b] });
    expect(listing.body.data[0].handle).toBe(b);
    expect((await postJson(`${server.dtc}${ECOM}/get-products-by-handles`, { handles: [] })).status).toBe(400);
  });

  it('gets one product by handle; a product of the other site is 404', async () => {
    const handle = dtcProducts[0].handle;
    const one = await getJson(`${server.dtc}${ECOM}/get-product-by-handle?handle=${handle}`);
    expect(one.body.data.handle).toBe(handle);
    const listing = await postJson(`${server.dtc}${ECOM}/get-listing-product-by-handle`, { handle });
    expect(listing.body.data.handle).toBe(handle);
    const clinical = hpsfProducts.find((p) => p.line === 'Vitalis Clinical Care')!.handle;
    expect((await getJson(`${server.dtc}${ECOM}/get-product-by-handle?handle=${clinical}`)).status).toBe(404);
    expect((await getJson(`${server.hpsf}${ECOM}/get-product-by-handle?handle=${clinical}`)).status).toBe(200);
    const missing = await getJson(`${server.dtc}${ECOM}/get-product-by-handle`);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('handle');
  });

  it('lists filter groups per listing and site, with an option limit', async () => {
    const dog = await postJson(`${server.dtc}${ECOM}/get-filters-by-handle`, { handle: 'dog', limit: 3 });
    expect(dog.status).toBe(200);
    const groups = dog.body.data as { field: string; options: unknown[] }[];
    expect(groups.some((g) => g.field === 'breed_size')).toBe(true);
    expect(groups.every((g) => g.options.length <= 3)).toBe(true);
    const cat = await postJson(`${server.dtc}${ECOM}/get-filters-by-handle`, { handle: 'cat', limit: 50 });
    expect(cat.body.data.some((g: { field: string }) => g.field === 'breed_size')).toBe(false);
    const hpsf = await postJson(`${server.hpsf}${ECOM}/get-filters-by-handle`, { handle: 'all', limit: 50 });
    const slugs = (body: { data: { slug: string }[] }) => body.data.map((g) => g.slug);
    expect(slugs(hpsf.body)).toContain('clinical-sub-brand');
    const dtcAll = await postJson(`${server.dtc}${ECOM}/get-filters-by-handle`, { handle: 'all', limit: 50 });
    expect(slugs(dtcAll.body)).not.toContain('clinical-sub-brand');
    expect((await postJson(`${server.dtc}${ECOM}/get-filters-by-handle`, { handle: 'fish', limit: 5 })).status).toBe(404);
    expect((await postJson(`${server.dtc}${ECOM}/get-filters-by-handle`, { handle: 'dog', limit: -1 })).status).toBe(400);
  });

  it('suggests terms and products when a search finds nothing', async () => {
    const res = await getJson(`${server.dtc}${CMS}/get-no-results-suggestions?search=chikn`);
    expect(res.status).toBe(200);
    expect(res.body.data.suggestions.map((s: string) => s.toLowerCase())).toContain('chicken');
    expect(res.body.data.products.length).toBeGreaterThan(0);
  });
});
