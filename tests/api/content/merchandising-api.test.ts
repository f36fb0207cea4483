import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentEntries } from '../../../api/db/schema';
import * as contract from '../../../core/contract/merchandising';
import { type ProductCarouselContent, productCarouselSchema } from '../../../core/entities/merchandising';
import type { Product } from '../../../core/entities/catalogue';
import { isLegible } from '../../../core/merchandising/surface';
import { postJson, startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const CMS = '/api/cms/v1.0';
type Site = 'DTC' | 'HPSF';
const SITES: Site[] = ['DTC', 'HPSF'];
const getJson = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: res.status === 304 ? undefined : await res.json() };
};

/** Every merchandising call of §7 with the schema of its answer. */
const CALLS = [
  ['get-account-pages-settings', contract.getAccountPagesSettings],
  ['get-sitewide-banners', contract.getSitewideBanners],
  ['get-highlight-content-block', contract.getHighlightContentBlock],
  ['get-two-column-section', contract.getTwoColumnSection],
  ['get-product-carousel', contract.getProductCarousel],
  ['get-goodness-box-badge', contract.getGoodnessBoxBadge],
  ['get-promotion-banners', contract.getPromotionBanners],
  ['get-skus-with-deal', contract.getSkusWithDeal],
] as const;

describeEachDatabase('merchandising calls of the content service', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  const listed: Record<Site, Product[]> = { DTC: [], HPSF: [] };
  const base = (site: Site) => (site === 'DTC' ? server.dtc : server.hpsf);
  const call = async (site: Site, name: string) => (await postJson(`${base(site)}${CMS}/${name}`, {})).body.data;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
    for (const site of SITES) listed[site] = (await getJson(`${base(site)}/api/catalogue/snapshot`)).body.data.products;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('answers each call on both storefronts, by POST with an empty body and by GET, in its contract shape', async () => {
    for (const site of SITES) {
      for (const [name, endpoint] of CALLS) {
        const posted = await postJson(`${base(site)}${CMS}/${name}`, {});
        expect(posted.status, `${site} ${name}`).toBe(200);
        expect(endpoint.output.safeParse(posted.body).success, `${site} ${name}`).toBe(true);
        const got = await getJson(`${base(site)}${CMS}/${name}`);
        expect(got.body, `${site} GET ${name}`).toEqual(posted.body);
      }
    }
  });

  it('gives each storefront its own seeded copy', async () => {
    const dtc = await call('DTC', 'get-highlight-content-block');
    const hpsf = await call('HPSF', 'get-highlight-content-block');
    expect(dtc.heading).toBe('Nutrition that grows with your dog or cat');
    expect(hpsf.heading).toBe('Feed your own pets the diets you trust at work');
    expect((await call('DTC', 'get-two-column-section')).heading).toBe('Autoship and never run out');
    expect((await call('HPSF', 'get-two-column-section')).heading).toBe('Delivered to the clinic or to your door');
    expect((await call('DTC', 'get-goodness-box-badge')).badge).toBe('The Vitalis Goodness Box');
    expect((await call('HPSF', 'get-account-pages-settings')).dashboardIntro).toMatch(/staff feeding account/);
    expect((await call('DTC', 'get-sitewide-banners'))[0].message).toContain('AUTO35');
    for (const site of SITES) {
      const text = JSON.stringify(await Promise.all(CALLS.map(([name]) => call(site, name)))).toLowerCase();
      expect(text).not.toMatch(/lorem|ipsum|placeholder|todo/);
    }
  });

  it('configures one carousel per page (home, cart, 404 on DTC; no 404 one on HPSF) of products the site lists', async () => {
    const pages = async (site: Site) => ((await call(site, 'get-product-carousel')) as ProductCarouselContent[]).map((c) => c.page);
    expect(await pages('DTC')).toEqual(['home', 'cart', '404']);
    expect(await pages('HPSF')).toEqual(['home', 'cart']);
    for (const site of SITES) {
      const handles = new Set(listed[site].map((product) => product.handle));
      for (const raw of await call(site, 'get-product-carousel')) {
        const carousel = productCarouselSchema.parse(raw);
        expect(carousel.handles.length, `${site} ${carousel.page}`).toBeGreaterThanOrEqual(3);
        expect(
          carousel.handles.filter(({ handle }) => !handles.has(handle)),
          `${site} ${carousel.page}`,
        ).toEqual([]);
        expect(isLegible(carousel.bg_color, carousel.copyColor), `${site} ${carousel.page} colours`).toBe(true);
        const products = await postJson(`${base(site)}/api/ecom/v1.0/get-listing-products-by-handles`, {
          handles: carousel.handles.map(({ handle }) => handle),
        });
        expect(products.body.data.map((p: Product) => p.handle)).toEqual(carousel.handles.map(({ handle }) => handle));
      }
    }
    // the clinical line is HPSF's: its home carousel shows it, DTC's never does
    const lineOf = new Map(listed.HPSF.map((product) => [product.handle, product.line]));
    const hpsfHome = (await call('HPSF', 'get-product-carousel'))[0].handles.map((item: { handle: string }) => lineOf.get(item.handle));
    expect(hpsfHome).toContain('Vitalis Clinical Care');
  });

  it('colours every block legibly (a copy colour that reads on its background)', async () => {
    for (const site of SITES) {
      const blocks = [
        await call(site, 'get-highlight-content-block'),
        await call(site, 'get-two-column-section'),
        ...(await call(site, 'get-sitewide-banners')),
        ...(await call(site, 'get-promotion-banners')),
      ];
      for (const block of blocks) expect(isLegible(block.bg_color, block.copyColor), `${site} ${JSON.stringify(block)}`).toBe(true);
    }
  });

  it('lists skus with a deal that are variants the site sells, each priced below a compare-at price', async () => {
    for (const site of SITES) {
      const skus: string[] = await call(site, 'get-skus-with-deal');
      const variants = new Map(listed[site].flatMap((product) => product.variants.map((variant) => [variant.sku, variant])));
      expect(skus.length).toBeGreaterThan(0);
      for (const sku of skus) {
        const variant = variants.get(sku);
        expect(variant, `${site} ${sku}`).toBeDefined();
        expect(Number(variant?.compareAtPrice?.amount)).toBeGreaterThan(Number(variant?.price.amount));
      }
    }
  });

  it('promotion banners link to lists of the site and name a species only for that species', async () => {
    for (const site of SITES) {
      for (const banner of await call(site, 'get-promotion-banners')) {
        expect(banner.link.href).toMatch(/^\//);
        if (banner.species) expect(banner.link.href).toContain(`/products/${banner.species}`);
      }
    }
  });

  it('answers GET with an ETag and 304 when unchanged', async () => {
    const first = await getJson(`${server.dtc}${CMS}/get-product-carousel`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await getJson(`${server.dtc}${CMS}/get-product-carousel`, { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
  });

  it('refuses a body that is not an object with 400, never a 500', async () => {
    const res = await postJson(`${server.dtc}${CMS}/get-highlight-content-block`, '[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('get-no-results-suggestions adds the popular searches, each of which finds products, and the chosen products', async () => {
    const chosen: Record<Site, string> = {
      DTC: 'puppy-large-breed-chicken-recipe-dry-dog-food',
      HPSF: 'k-d-kidney-care-ocean-fish-recipe-wet-pouch-cat-food',
    };
    for (const site of SITES) {
      const res = await getJson(`${base(site)}${CMS}/get-no-results-suggestions?search=chikn`);
      const answer = res.body.data;
      expect(answer.suggestions.map((s: string) => s.toLowerCase())).toContain('chicken');
      expect(answer.popularSearches.length).toBeGreaterThanOrEqual(4);
      expect(answer.products[0].handle).toBe(chosen[site]);
      for (const search of answer.popularSearches) {
        const found = await postJson(`${base(site)}${CMS}/get-filtered-products`, { search, limit: 1 });
        expect(found.body.data.total, `${site} popular search '${search}'`).toBeGreaterThan(0);
      }
    }
  });

  it("reads per site: a site's own entry wins over the shared one, a missing block is 404 and a missing list is empty", async () => {
    const { db } = database;
    const keys = ['goodness_box_badge', 'sitewide_banners'];
    const saved = await db.select().from(contentEntries).where(inArray(contentEntries.key, keys));
    const own = (site: Site, key: string) => and(eq(contentEntries.site, site), eq(contentEntries.key, key));
    const shared = { badge: 'Shared promise', heading: 'One promise for both shops', text: 'Shared copy.', points: ['One point'] };
    try {
      await db.delete(contentEntries).where(own('DTC', 'goodness_box_badge'));
      await db.insert(contentEntries).values({ site: 'ALL', key: 'goodness_box_badge', value: shared });
      expect(await call('DTC', 'get-goodness-box-badge')).toEqual(shared);
      expect((await call('HPSF', 'get-goodness-box-badge')).badge).toBe('Staff Feeding Promise');
      await db.delete(contentEntries).where(eq(contentEntries.key, 'goodness_box_badge'));
      await db.delete(contentEntries).where(own('DTC', 'sitewide_banners'));
      const missing = await postJson(`${server.dtc}${CMS}/get-goodness-box-badge`, {});
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
      expect(await call('DTC', 'get-sitewide-banners')).toEqual([]);
      expect((await call('HPSF', 'get-sitewide-banners')).length).toBeGreaterThan(0);
    } finally {
      await db.delete(contentEntries).where(inArray(contentEntries.key, keys));
      await db.insert(contentEntries).values(saved);
    }
  });
});
