import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentEntries } from '../../../api/db/schema';
import { parseListingPath } from '../../../core/catalogue/listing-path';
import { contentPageSchema, routeRuleSchema, sitemapSchema } from '../../../core/entities/content-page';
import type { Product } from '../../../core/entities/catalogue';
import { postJson, startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const CMS = '/api/cms/v1.0';
const getJson = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
};
const pageText = (page: { title: string; sections: { heading: string | null; html: string }[] }) =>
  [page.title, ...page.sections.flatMap((s) => [s.heading ?? '', s.html])].join('\n');

describeEachDatabase('content pages API', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('the seeded pages carry no attributes but target in their HTML (no class: the app sanitises class away)', async () => {
    const slugs = ['faq', 'shipping', 'terms-and-conditions', 'autoship', 'about', 'privacy-and-cookies'];
    for (const base of [server.dtc, server.hpsf]) {
      for (const slug of slugs) {
        const page = contentPageSchema.parse((await getJson(`${base}${CMS}/get-content-page?slug=${slug}`)).body.data);
        for (const { html } of page.sections) expect(html, `${base} ${slug}`).not.toMatch(/<[a-z0-9]+\s+(?!target=)[^>]*>/i);
      }
    }
  });

  it('answers every seeded page of both storefronts by slug, in the contract shape', async () => {
    const slugs = ['faq', 'shipping', 'terms-and-conditions', 'autoship', 'about', 'privacy-and-cookies'];
    for (const base of [server.dtc, server.hpsf]) {
      for (const slug of slugs) {
        const res = await getJson(`${base}${CMS}/get-content-page?slug=${slug}`);
        expect(res.status, `${base} ${slug}`).toBe(200);
        const page = contentPageSchema.parse(res.body.data);
        expect(page.slug).toBe(slug);
        expect(page.sections.length).toBeGreaterThan(1);
        expect(pageText(page), 'every token is filled in').not.toMatch(/\{\{/);
      }
    }
    const dtcAbout = await getJson(`${server.dtc}${CMS}/get-content-page?slug=about`);
    const hpsfAbout = await getJson(`${server.hpsf}${CMS}/get-content-page?slug=about`);
    expect(dtcAbout.body.data.title).toBe('About Vitalis');
    expect(hpsfAbout.body.data.title).toBe('About the Staff Feeding Program');
  });

  it('fills the Shipping page from the globals as they are now: the $4 charge and the free-shipping minimum', async () => {
    const before = await getJson(`${server.dtc}${CMS}/get-content-page?slug=shipping`);
    expect(pageText(before.body.data)).toContain('carry a $4 service charge');
    expect(pageText(before.body.data)).toContain('Free shipping on orders of $50 or more.');
    const where = and(eq(contentEntries.site, 'ALL'), eq(contentEntries.key, 'free_shipping_minimum'));
    await database.db.update(contentEntries).set({ value: 65 }).where(where);
    try {
      const after = await getJson(`${server.hpsf}${CMS}/get-content-page?slug=shipping`);
      expect(pageText(after.body.data)).toContain('Free shipping on orders of $65 or more.');
      expect(after.body.data.summary).toContain('free from $65');
      expect(pageText(after.body.data)).not.toContain('$50');
      const announcements = await getJson(`${server.dtc}${CMS}/get-announcements`);
      expect(announcements.body.data).toContainEqual(expect.objectContaining({ message: 'Free shipping on orders of $65 or more' }));
    } finally {
      await database.db.update(contentEntries).set({ value: 50 }).where(where);
    }
  });

  it('promises the Autoship savings: 5%, AUTO35 on a first autoship, skip, change frequency, cancel', async () => {
    const { body } = await getJson(`${server.dtc}${CMS}/get-content-page?slug=autoship`);
    const text = pageText(body.data);
    expect(text).toContain('Save an extra 5% with Autoship.');
    expect(text).toContain('The code AUTO35 is applied for you');
    expect(text).toContain('an extra 35% off its Autoship items');
    expect(text).toMatch(/Skip the next delivery/);
    expect(text).toMatch(/Change the frequency/);
    expect(text).toMatch(/Cancel whenever you like/);
  });

  it('answers 404 for an unknown slug and for an unpublished page, on both storefronts', async () => {
    for (const base of [server.dtc, server.hpsf]) {
      for (const slug of ['no-such-page', 'holiday-delivery-schedule']) {
        const res = await getJson(`${base}${CMS}/get-content-page?slug=${slug}`);
        expect(res.status, slug).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers 400 naming the slug for input that is not a slug, never a 500', async () => {
    for (const slug of ['Shipping', '../etc/passwd', 'a--b', '', 'x'.repeat(101)]) {
      const res = await getJson(`${server.dtc}${CMS}/get-content-page?slug=${encodeURIComponent(slug)}`);
      expect(res.status, slug).toBe(400);
      expect(res.body.error.fields).toHaveProperty('slug');
    }
    const missing = await postJson(`${server.dtc}${CMS}/get-content-page`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('slug');
    const wrongType = await postJson(`${server.dtc}${CMS}/get-content-page`, { slug: 42 });
    expect(wrongType.body.error.fields).toHaveProperty('slug');
  });

  it('caches like the catalogue: the POST form answers the same, GET carries an ETag and 304 when unchanged', async () => {
    const get = await getJson(`${server.dtc}${CMS}/get-content-page?slug=faq`);
    const post = await postJson(`${server.dtc}${CMS}/get-content-page`, { slug: 'faq' });
    expect(post.body).toEqual(get.body);
    const etag = get.headers.get('etag') as string;
    expect(etag).toMatch(/^W\//);
    expect(get.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.dtc}${CMS}/get-content-page?slug=faq`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    for (const path of ['get-route-rules', 'get-sitemap', 'get-maintenance']) {
      const res = await fetch(`${server.dtc}${CMS}/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(/^W\//);
    }
  });

  it('keeps the route rules per storefront: internal paths and the allowed external host', async () => {
    const dtc = await getJson(`${server.dtc}${CMS}/get-route-rules`);
    const rules = routeRuleSchema.array().parse(dtc.body.data);
    expect(rules).toContainEqual({ from: '/about-us', to: '/about' });
    expect(rules).toContainEqual({ from: '/returns', to: '/shipping' });
    expect(rules).toContainEqual({ from: '/vet', to: 'https://vets.vitalis.example/find-a-clinic' });
    const hpsf = await postJson(`${server.hpsf}${CMS}/get-route-rules`, {});
    expect(hpsf.body.data).toContainEqual({ from: '/about-us', to: '/about' });
    expect(hpsf.body.data.some((rule: { from: string }) => rule.from === '/vet')).toBe(false);
  });

  it('lists every category, product and published page of the storefront in the sitemap, each leading somewhere', async () => {
    for (const [site, base] of [
      ['DTC', server.dtc],
      ['HPSF', server.hpsf],
    ] as const) {
      const sitemap = sitemapSchema.parse((await getJson(`${base}${CMS}/get-sitemap`)).body.data);
      const snapshot = (await getJson(`${base}/api/catalogue/snapshot`)).body.data;
      const products: Product[] = snapshot.products;
      const listed = sitemap.products.flatMap((section) => section.links.map((link) => link.href));
      expect(new Set(listed)).toEqual(new Set(products.map((product) => `/products/${product.handle}`)));
      expect(sitemap.categories.map((c) => c.href)).toEqual(['/products/dog', '/products/cat']);
      for (const category of sitemap.categories) {
        expect(category.sections.length).toBeGreaterThan(3);
        for (const link of category.sections.flatMap((section) => section.links)) {
          const parsed = parseListingPath(link.href.split('/').slice(2), snapshot.filterGroups, site);
          expect(parsed.ok, link.href).toBe(true);
        }
      }
      const pages = sitemap.pages.map((link) => link.href);
      expect(pages).toEqual(expect.arrayContaining(['/', '/products', '/faq', '/shipping', '/terms-and-conditions', '/about']));
      expect(pages).not.toContain('/holiday-delivery-schedule');
    }
  });

  it('answers the maintenance copy per storefront', async () => {
    const dtc = await getJson(`${server.dtc}${CMS}/get-maintenance`);
    const hpsf = await getJson(`${server.hpsf}${CMS}/get-maintenance`);
    expect(dtc.body.data.title).toBe("We'll be back soon");
    expect(dtc.body.data.message).toContain('The Vitalis shop is closed');
    expect(hpsf.body.data.message).toContain('staff feeding shop');
  });
});
