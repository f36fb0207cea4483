import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueStore } from '../../../api/features/catalogue/catalogue.store';
import type { Product } from '../../../core/entities/catalogue';
import { postJson, startLoggedTestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const ECOM = '/api/ecom/v1.0';

const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};

describeEachDatabase('catalogue and stock API: bad input, hidden products, logged failures', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startLoggedTestServer>>;
  let hidden: Product[];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startLoggedTestServer(database, { ASSETS_DIR: database.assetsDir });
    hidden = (await createCatalogueStore(database.db).listProducts()).filter((p) => p.status !== 'published');
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  describe('answers bad input with 400 naming the field', () => {
    const posts: [string, unknown, string][] = [
      [`${ECOM}/get-listing-products-by-handles`, {}, 'handles'],
      [`${ECOM}/get-listing-products-by-handles`, { handles: [] }, 'handles'],
      [`${ECOM}/get-listing-products-by-handles`, { handles: [''] }, 'handles[0]'],
      [`${ECOM}/get-listing-product-by-handle`, {}, 'handle'],
      [`${ECOM}/get-listing-product-by-handle`, { handle: '' }, 'handle'],
      [`${ECOM}/get-listing-product-by-handle`, { handle: 42 }, 'handle'],
      [`${ECOM}/get-products-by-handles`, { handles: 'adult-chicken' }, 'handles'],
      [`${ECOM}/get-products-by-handles`, { handles: Array.from({ length: 101 }, (_, i) => `h-${i}`) }, 'handles'],
      [`${ECOM}/get-products-by-handles`, { handles: ['ok', 7] }, 'handles[1]'],
      [`${ECOM}/get-filters-by-handle`, { limit: 5 }, 'handle'],
      [`${ECOM}/get-filters-by-handle`, { handle: 'dog', limit: 0 }, 'limit'],
      [`${ECOM}/get-filters-by-handle`, { handle: 'dog', limit: 'many' }, 'limit'],
      ['/api/get-stock-object', { destination: 'MOON' }, 'destination'],
      ['/api/get-stock-object', { destination: 'home' }, 'destination'],
      ['/api/get-state-by-zipcode', {}, 'zipCode'],
      ['/api/get-state-by-zipcode', { zipCode: '8001' }, 'zipCode'],
      ['/api/get-state-by-zipcode', { zipCode: '8001a' }, 'zipCode'],
      ['/api/get-state-by-zipcode', { zipCode: 80011 }, 'zipCode'],
    ];
    it.each(posts)('POST %s %j → %s', async (path, body, field) => {
      const res = await postJson(`${server.dtc}${path}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    });

    const gets: [string, string][] = [
      ['/api/get-estimated-delivery-date', 'zipCode'],
      ['/api/get-estimated-delivery-date?zipCode=abcde', 'zipCode'],
      ['/api/get-estimated-delivery-date?zipCode=800111', 'zipCode'],
      ['/api/get-stock-object?destination=MOON', 'destination'],
      ['/api/get-state-by-zipcode?zipCode=1', 'zipCode'],
      [`${ECOM}/get-listing-product-by-handle`, 'handle'],
      [`${ECOM}/get-filters-by-handle?handle=dog&limit=-3`, 'limit'],
    ];
    it.each(gets)('GET %s → %s', async (path, field) => {
      const res = await getJson(`${server.dtc}${path}`);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    });
  });

  it('seeds draft and archived products to hide', () => {
    expect(new Set(hidden.map((p) => p.status))).toEqual(new Set(['draft', 'archived']));
  });

  it('answers 404 for a draft or archived handle on either storefront, and leaves them out of handle lists', async () => {
    for (const product of hidden) {
      for (const base of [server.dtc, server.hpsf]) {
        const one = await getJson(`${base}${ECOM}/get-product-by-handle?handle=${product.handle}`);
        expect(one.status, `${product.status} ${product.handle}`).toBe(404);
        const listing = await postJson(`${base}${ECOM}/get-listing-product-by-handle`, { handle: product.handle });
        expect(listing.status, `${product.status} ${product.handle}`).toBe(404);
      }
    }
    const handles = hidden.map((p) => p.handle);
    for (const path of ['get-products-by-handles', 'get-listing-products-by-handles']) {
      const res = await postJson(`${server.dtc}${ECOM}/${path}`, { handles });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });

  it("logs 'Issue occurred while fetching state' when a delivery estimate finds no state for the zip", async () => {
    const known = await getJson(`${server.dtc}/api/get-estimated-delivery-date?zipCode=80011`);
    expect(known.status).toBe(200);
    expect(server.lines.filter((l) => l.msg === 'Issue occurred while fetching state')).toEqual([]);
    const unknown = await getJson(`${server.dtc}/api/get-estimated-delivery-date?zipCode=00000`);
    expect(unknown.status).toBe(404);
    const logged = server.lines.filter((l) => l.msg === 'Issue occurred while fetching state');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ zipCode: '00000' });
    expect(logged[0].requestId).toEqual(expect.any(String));
  });
});
