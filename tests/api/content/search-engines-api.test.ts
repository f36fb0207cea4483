import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeDist } from '../../support/fake-dist';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

/** A stand-in build: index.html is what the server personalises per storefront and request. */

/** The JSON-LD blocks of an HTML page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describeEachDatabase('search engines', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let configured: TestServer;
  let dist: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    dist = await fakeDist();
    server = await startTestServer(database, { DIST_DIR: dist, ASSETS_DIR: database.assetsDir });
    configured = await startTestServer(database, {
      DIST_DIR: dist,
      ASSETS_DIR: database.assetsDir,
      SHOP_URL_DTC: 'https://shop.vitalis.example/',
    });
  });
  afterAll(async () => {
    await server?.close();
    await configured?.close();
    await database?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('robots.txt: DTC allows crawling and names its sitemap; HPSF disallows all indexing', async () => {
    const dtc = await fetch(`${server.dtc}/robots.txt`);
    expect(dtc.status).toBe(200);
    expect(dtc.headers.get('content-type')).toMatch(/^text\/plain/);
    const dtcText = await dtc.text();
    expect(dtcText).toMatch(/^User-agent: \*$/m);
    expect(dtcText).toMatch(/^Allow: \/$/m);
    expect(dtcText).toContain(`Sitemap: ${server.dtc}/sitemap.xml`);
    const hpsfText = await fetch(`${server.hpsf}/robots.txt`).then((r) => r.text());
    expect(hpsfText).toMatch(/^User-agent: \*$/m);
    expect(hpsfText).toMatch(/^Disallow: \/$/m);
    expect(hpsfText).not.toContain('Sitemap:');
  });

  it("sitemap.xml lists the storefront's pages, categories and products as absolute URLs of its origin", async () => {
    const res = await fetch(`${server.dtc}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const dtcUrls = locs(xml);
    expect(dtcUrls).toEqual(expect.arrayContaining([`${server.dtc}/`, `${server.dtc}/shipping`, `${server.dtc}/products/dog/dry-food`]));
    expect(dtcUrls.every((url) => url.startsWith(`${server.dtc}/`))).toBe(true);
    expect(dtcUrls.filter((url) => /\/products\/[^/]+$/.test(url)).length).toBeGreaterThan(50);
    expect(dtcUrls).not.toContain(`${server.dtc}/holiday-delivery-schedule`);
    expect(xml).toMatch(/<loc>[^<]*\/shipping<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    const hpsf = await fetch(`${server.hpsf}/sitemap.xml`);
    expect(hpsf.headers.get('x-robots-tag')).toBe('noindex');
    const hpsfUrls = locs(await hpsf.text());
    expect(hpsfUrls.every((url) => url.startsWith(`${server.hpsf}/`))).toBe(true);
    // the storefronts sell different lines: their sitemaps differ
    expect(hpsfUrls.map((url) => url.slice(server.hpsf.length))).not.toEqual(dtcUrls.map((url) => url.slice(server.dtc.length)));
  });

  it('takes the configured public origin when SHOP_URL_<SITE> is set (behind a proxy)', async () => {
    const robots = await fetch(`${configured.dtc}/robots.txt`).then((r) => r.text());
    expect(robots).toContain('Sitemap: https://shop.vitalis.example/sitemap.xml');
    const xml = await fetch(`${configured.dtc}/sitemap.xml`).then((r) => r.text());
    expect(locs(xml)[0]).toBe('https://shop.vitalis.example/');
  });

  it('serves an OpenSearch description whose template is the search page with its query parameter', async () => {
    const res = await fetch(`${server.dtc}/opensearch.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/opensearchdescription\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">');
    expect(xml).toContain(`template="${server.dtc}/search?search={searchTerms}"`);
    expect(xml).toMatch(/<ShortName>[^<]{1,16}<\/ShortName>/);
  });

  it("puts the WebSite JSON-LD with its SearchAction in the home page's HTML and links OpenSearch from every page", async () => {
    const home = await fetch(`${server.dtc}/`).then((r) => r.text());
    const [site] = jsonLd(home);
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Vitalis Pet Nutrition Shop',
      url: `${server.dtc}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${server.dtc}/search?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(home.indexOf('application/ld+json')).toBeLessThan(home.indexOf('</head>'));
    const search = '<link rel="search" type="application/opensearchdescription+xml"';
    expect(home).toContain(search);
    const listing = await fetch(`${server.dtc}/products`).then((r) => r.text());
    expect(listing).toContain(search);
    expect(jsonLd(listing)).toEqual([]);
    expect(home).not.toContain('name="robots"');

    const hpsfHome = await fetch(`${server.hpsf}/`).then((r) => r.text());
    expect(jsonLd(hpsfHome)[0]).toMatchObject({ name: 'Vitalis Professional Staff Feeding', url: `${server.hpsf}/` });
    expect(hpsfHome).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
