import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../core/contract';
import { footerSchema, headerSchema, navigationSchema, passwordProtectSchema } from '../../../core/entities/content';
import { LANDING_CHUNKS_FILE } from '../../../core/pwa/landing-chunks';
import { postJson, startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

/** A stand-in build: just enough files to check how each kind is served. */
async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'builds'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="site-code" content="DTC"><title>Shop</title></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, LANDING_CHUNKS_FILE),
    JSON.stringify({
      productList: { js: ['/assets/catalogue-pages-x1.js'], css: ['/assets/catalogue-pages-x2.css'] },
      product: { js: ['/assets/ProductPage-y1.js', '/assets/catalogue-pages-x1.js'], css: [] },
    }),
  );
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(join(dir, 'builds', 'latest.json'), JSON.stringify({ buildId: 'build-42', builtAt: '2026-11-22T00:00:00Z' }));
  await writeFile(
    join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Vitalis Pet Nutrition Shop', short_name: 'Vitalis', start_url: '/', icons: [] }),
  );
  return dir;
}

describeEachDatabase('HTTP foundation', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    dist = await fakeDist();
    server = await startTestServer(database, {
      DIST_DIR: dist,
      ASSETS_DIR: database.assetsDir,
      SITE_HOSTS: 'pro.example.test=HPSF',
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('reports health with the database reachable and the built id, per storefront', async () => {
    const dtc = await fetch(`${server.dtc}/api/health`).then((r) => r.json());
    const hpsf = await fetch(`${server.hpsf}/api/health`).then((r) => r.json());
    expect(dtc).toEqual({ status: 'ok', database: 'ok', buildId: 'build-42', site: 'DTC' });
    expect(hpsf.site).toBe('HPSF');
  });

  it('decides the storefront from a configured host before the listener', async () => {
    // fetch() may not set Host, so ask through node:http.
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.dtc}/api/health`, { headers: { Host: 'pro.example.test' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(body).site).toBe('HPSF');
  });

  it('answers an unknown API path with a JSON 404 envelope', async () => {
    const res = await fetch(`${server.dtc}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('refuses malformed JSON with 400 naming the body', async () => {
    const res = await postJson(`${server.dtc}/api/cms/v1.0/get-navigation`, '{"handle":');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ body: 'must be valid JSON' });
  });

  it('refuses a missing or mistyped field with 400 naming it', async () => {
    const missing = await postJson(`${server.dtc}/api/cms/v1.0/get-navigation`, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['handle']);
    const wrongType = await postJson(`${server.dtc}/api/cms/v1.0/get-globals`, { fields: 'site_name' });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.error.fields)).toEqual(['fields']);
    const notAnObject = await postJson(`${server.dtc}/api/cms/v1.0/get-globals`, '[1,2]');
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.error.fields).toHaveProperty('body');
  });

  it('reads a query key named like a member of Object.prototype as an unknown field, never a 500', async () => {
    const read = (query: string) => fetch(`${server.dtc}/api/cms/v1.0/get-navigation?${query}`);
    const alone = await read('constructor=1');
    expect(alone.status).toBe(400);
    expect(Object.keys((await alone.json()).error.fields)).toEqual(['handle']);
    for (const query of [
      'constructor=1&handle=main',
      'handle=main&toString=x&valueOf=1',
      'hasOwnProperty=1&handle=main',
      '__proto__=%5B1%5D&handle=main',
    ]) {
      expect((await read(query)).status, query).toBe(200);
    }
  });

  it('refuses text holding the NUL character with 400 naming the field (the database cannot store it)', async () => {
    const body = await postJson(`${server.dtc}/api/cms/v1.0/get-navigation`, { handle: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.body.error.fields).toEqual({ handle: 'must not contain the NUL character' });
    const query = await fetch(`${server.dtc}/api/cms/v1.0/get-navigation?handle=a%00b`);
    expect(query.status).toBe(400);
    expect((await query.json()).error.fields).toEqual({ handle: 'must not contain the NUL character' });
    const nested = await postJson(`${server.dtc}/api/cms/v1.0/get-globals`, { fields: ['ok', 'x\u0000'] });
    expect(nested.status).toBe(400);
    expect(nested.body.error.fields).toEqual({ 'fields[1]': 'must not contain the NUL character' });
  });

  it('refuses text holding half of a UTF-16 surrogate pair with 400 naming the field, never a 500', async () => {
    const lone = await postJson(`${server.dtc}/api/cms/v1.0/get-navigation`, { handle: 'main\ud800' });
    expect(lone.status).toBe(400);
    expect(lone.body.error.fields).toEqual({ handle: 'must be valid Unicode text (it holds half of a character)' });
    const nested = await postJson(`${server.dtc}/api/cms/v1.0/get-globals`, { fields: ['ok', '\udc00x'] });
    expect(nested.body.error.fields).toEqual({ 'fields[1]': 'must be valid Unicode text (it holds half of a character)' });
    // a whole pair (an emoji) is text like any other
    expect((await postJson(`${server.dtc}/api/cms/v1.0/get-navigation`, { handle: 'main\ud83d\udc36' })).status).not.toBe(400);
  });

  it('lets no browser or proxy store an error answer', async () => {
    const answers = [
      await fetch(`${server.dtc}/api/no-such-thing`),
      await fetch(`${server.dtc}/api/cms/v1.0/get-navigation?constructor=1`),
      await fetch(`${server.dtc}/api/ecom/v1.0/get-commerce-customer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 401]);
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
  });

  it('serves content globals per storefront', async () => {
    const dtc = await postJson(`${server.dtc}/api/cms/v1.0/get-globals`, { fields: ['free_shipping_minimum', 'site_name'] });
    const hpsf = await postJson(`${server.hpsf}/api/cms/v1.0/get-globals`, { fields: ['site_name'] });
    expect(dtc.status).toBe(200);
    expect(dtc.body.data.free_shipping_minimum).toBe(50);
    expect(typeof dtc.body.data.site_name).toBe('string');
    expect(hpsf.body.data.site_name).not.toBe(dtc.body.data.site_name);
  });

  it('serves header, footer, navigation, announcements and the password-protect copy per storefront', async () => {
    for (const base of [server.dtc, server.hpsf]) {
      const header = await fetch(`${base}/api/cms/v2.0/get-header`).then((r) => r.json());
      expect(headerSchema.parse(header.data).logoText).toBeTruthy();
      const footer = await fetch(`${base}/api/cms/v1.0/get-footer`).then((r) => r.json());
      expect(footerSchema.parse(footer.data).columns.length).toBeGreaterThan(0);
      const nav = await postJson(`${base}/api/cms/v1.0/get-navigation`, { handle: 'main' });
      expect(navigationSchema.parse(nav.body.data).items.length).toBeGreaterThan(0);
      const announcements = await postJson(`${base}/api/cms/v1.0/get-announcements`, {});
      expect(Array.isArray(announcements.body.data)).toBe(true);
      const locked = await fetch(`${base}/api/cms/v1.0/get-password-protect`).then((r) => r.json());
      expect(passwordProtectSchema.parse(locked.data).title).toBeTruthy();
    }
    const dtcNav = await postJson(`${server.dtc}/api/cms/v1.0/get-navigation`, { handle: 'main' });
    const hpsfNav = await postJson(`${server.hpsf}/api/cms/v1.0/get-navigation`, { handle: 'main' });
    expect(hpsfNav.body).not.toEqual(dtcNav.body);
  });

  it('answers reads by GET with an ETag and 304 when unchanged', async () => {
    const first = await fetch(`${server.dtc}/api/cms/v1.0/get-navigation?handle=main`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${server.dtc}/api/cms/v1.0/get-navigation?handle=main`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    const unknown = await fetch(`${server.dtc}/api/cms/v1.0/get-navigation?handle=nope`);
    expect(unknown.status).toBe(404);
  });

  it('sends the security headers, a request id, and no inline script in the CSP', async () => {
    const res = await fetch(`${server.dtc}/products`, { headers: { 'X-Request-Id': 'trace-12345678' } });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp.split(';').find((d) => d.includes('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    const generated = await fetch(`${server.dtc}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the app shell for page paths with the storefront filled in (SPA fallback)', async () => {
    const dtc = await fetch(`${server.dtc}/products/dog/dry-food`);
    expect(dtc.status).toBe(200);
    expect(dtc.headers.get('cache-control')).toBe('no-cache');
    const html = await dtc.text();
    expect(html).toContain('<meta name="site-code" content="DTC">');
    const hpsf = await fetch(`${server.hpsf}/`).then((r) => r.text());
    expect(hpsf).toContain('<meta name="site-code" content="HPSF">');
    expect(hpsf).not.toContain('<title>Shop</title>');
  });

  it('serves the app shell for a page path with a dot (a 2.5oz variant) that a browser opens, not for a missing file', async () => {
    const page = await fetch(`${server.dtc}/products/vitalis-nutrition/duck-recipe/2.5oz?sku=VN1`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="site-code" content="DTC">');
    const script = await fetch(`${server.dtc}/products/missing.js`, { headers: { accept: '*/*' } });
    expect(script.status).toBe(404);
    const asset = await fetch(`${server.dtc}/assets/missing-x9.js`, { headers: { accept: 'text/html' } });
    expect(asset.status).toBe(404);
  });

  it("names a landing page's first reads and code in its HTML, so a first visit asks for them at once", async () => {
    const hints = (html: string) => [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*>/g)].map(([tag]) => tag);
    const list = await fetch(`${server.dtc}/products`).then((r) => r.text());
    expect(hints(list)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/cms/v1.0/get-filtered-products?sort=featured&amp;page=1&amp;limit=24">',
      '<link rel="preload" as="fetch" crossorigin href="/api/ecom/v1.0/get-filters-by-handle?handle=all&amp;limit=100">',
      '<link rel="modulepreload" crossorigin href="/assets/catalogue-pages-x1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/catalogue-pages-x2.css">',
    ]);
    expect(list.indexOf('<link rel="preload"')).toBeLessThan(list.indexOf('</head>'));
    const product = await fetch(`${server.hpsf}/products/adult-beef%22%3E`).then((r) => r.text());
    expect(hints(product)[0]).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/ecom/v1.0/get-product-by-handle?handle=adult-beef%22%3E">',
    );
    expect(hints(product).slice(1)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-y1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/catalogue-pages-x1.js">',
    ]);
    // Pages off the catalogue get none, and the build's note to the server is not served.
    expect(hints(await fetch(`${server.dtc}/cart`).then((r) => r.text()))).toEqual([]);
    expect((await fetch(`${server.dtc}/${LANDING_CHUNKS_FILE}`)).status).toBe(404);
  });

  it('caches hashed assets for ever and revalidates the service worker and build file', async () => {
    const asset = await fetch(`${server.dtc}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/builds/latest.json', '/manifest.webmanifest']) {
      const res = await fetch(`${server.dtc}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await fetch(`${server.dtc}/assets/missing-123.js`)).status).toBe(404);
  });

  it('serves the manifest with the staff-feeding name on HPSF', async () => {
    const dtc = await fetch(`${server.dtc}/manifest.webmanifest`).then((r) => r.json());
    const hpsf = await fetch(`${server.hpsf}/manifest.webmanifest`).then((r) => r.json());
    expect(dtc.name).toBe('Vitalis Pet Nutrition Shop');
    expect(hpsf.name).toBe('Vitalis Professional Staff Feeding');
  });

  it('serves seeded packshots and 404s unknown ones', async () => {
    const res = await fetch(`${server.dtc}/assets/packshots/no-such-product.png`);
    expect(res.status).toBe(404);
  });

  it("refuses a write from another site's page (403), a non-JSON write (415) and over-deep JSON (400), on the real app", async () => {
    const url = `${server.dtc}/api/cms/v1.0/get-announcements`;
    const fromHpsf = await postJson(url, {}, { origin: server.hpsf });
    expect(fromHpsf.status).toBe(403);
    expect(fromHpsf.body.error.code).toBe('FORBIDDEN');
    expect((await postJson(url, {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await postJson(url, {}, { origin: 'null' })).status).toBe(403);
    expect((await postJson(url, {}, { origin: server.dtc })).status).toBe(200);
    expect((await postJson(url, {})).status).toBe(200); // no Origin: a script, judged by its credentials
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })).status).toBe(415);
    const deep = await postJson(url, `{"a":${'['.repeat(40)}${']'.repeat(40)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error.fields).toHaveProperty('body');
  });
});
