/**
 * Pages drawn on the server by the web app's own components (web/entry-server.tsx), with the
 * shared reads answered in the process: a visitor, a search engine or a link preview reads the
 * page's heading, products and prices before any script runs, and the browser's query cache starts
 * with the very answers the page was drawn with.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '../../../core/pwa/server-page';
import type { PageRenderer } from '../../../api/app';
import { renderPage } from '../../../web/entry-server';
import { fakeDist } from '../../support/fake-dist';
import { startTestServer, type TestServer } from '../../support/api-server';
import { openTestDatabase, type TestDatabase } from '../../support/databases';

type DehydratedQuery = { queryKey: unknown[]; state: { data: unknown; status: string } };

const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*)<\/div><script type="application\/json"/)?.[1] ?? '';
function stateOf(html: string): { queries: DehydratedQuery[] } {
  const json = html.match(new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([^<]*)</script>`))?.[1];
  return JSON.parse(json ?? 'null');
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('pages drawn on the server', () => {
  let database: TestDatabase;
  let server: TestServer;
  let dist: string;
  // what went wrong while drawing, by page: a part React could not draw on the server
  const failures: { url: string; error: unknown }[] = [];
  const drawn: string[] = [];
  const renderAndRecord: PageRenderer = async (request) => {
    drawn.push(request.url);
    const page = await renderPage(request);
    for (const error of page.errors) failures.push({ url: request.url, error });
    return page;
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seed: true });
    dist = await fakeDist();
    server = await startTestServer(database, { DIST_DIR: dist, ASSETS_DIR: database.assetsDir }, { renderPage: renderAndRecord });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('/products: the listing heading, the first page of products with their prices, and the answers it was drawn with', async () => {
    const response = await fetch(`${server.dtc}/products`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const listing = await (await fetch(`${server.dtc}/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=24`)).json();
    const products = listing.data.products as { title: string }[];
    expect(products.length).toBeGreaterThan(3);
    const page = text(rootOf(html));
    expect(rootOf(html)).toMatch(/<h1[^>]*>/);
    for (const product of products.slice(0, 4)) expect(page).toContain(product.title);
    expect(page).toMatch(/\$\d+\.\d\d/);
    const keys = stateOf(html).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.length).toBeGreaterThan(2);
    expect(stateOf(html).queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('a product page: its name and price', async () => {
    const listing = await (await fetch(`${server.dtc}/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=1`)).json();
    const [product] = listing.data.products as { title: string; handle: string }[];
    const html = await (await fetch(`${server.dtc}/products/${product.handle}`, { headers: { Accept: 'text/html' } })).text();
    const page = text(rootOf(html));
    expect(page).toContain(product.title);
    expect(page).toMatch(/\$\d+\.\d\d/);
  });

  it('every public page of DTC is drawn whole, with the status it deserves', async () => {
    const listing = await (await fetch(`${server.dtc}/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=1`)).json();
    const [product] = listing.data.products as { handle: string }[];
    const pages: [string, number][] = [
      ['/', 200],
      ['/products', 200],
      ['/products/dog', 200],
      ['/products/cat', 200],
      [`/products/${product.handle}`, 200],
      ['/search?search=chicken', 200],
      ['/faq', 200],
      ['/contact-us', 200],
      ['/sitemap', 200],
      ['/cart', 200],
      ['/no-such-page', 404],
      ['/products/no-such-product', 404],
      ['/account/orders/not~an~order', 404],
    ];
    for (const [path, status] of pages) {
      const response = await fetch(`${server.dtc}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
      const html = rootOf(await response.text());
      // on a wrong status, what the page showed says why
      expect({ path, status: response.status, shown: response.status === status ? '' : text(html).slice(0, 400) }).toEqual({
        path,
        status,
        shown: '',
      });
      expect(html).toMatch(/<main/);
    }
    expect(failures).toEqual([]);
  });

  it("the 404 page comes with the content service's title, message, picture and its carousel", async () => {
    const response = await fetch(`${server.dtc}/no-such-page-at-all`, { headers: { Accept: 'text/html' } });
    const html = rootOf(await response.text());
    expect(response.status).toBe(404);
    expect(text(html)).toContain('Oops! This page wandered off.');
    expect(html).toMatch(/<img class="status-page__image" src="[^"]*site-404[^"]*" alt="A curious dog and cat looking for the page"/);
    expect(html).toMatch(/aria-label="404 Page Carousel: Recommended Products"/);
  });

  it('a doubled /products path is redirected by the server, for good', async () => {
    const response = await fetch(`${server.dtc}/products/products/dog`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products/dog');
  });

  it("the identity login's screen set is sent to its page by the server, for this visit", async () => {
    const response = await fetch(`${server.dtc}/account/login?screenSet=registration`, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/shelter/register');
  });

  it('a page drawn once is kept for the next visitors, and each URL is its own page', async () => {
    const ask = (path: string) => fetch(`${server.dtc}${path}`, { headers: { Accept: 'text/html' } }).then((r) => r.text());
    const first = await ask('/products?page=2');
    const drawsBefore = drawn.length;
    const [second, third] = await Promise.all([ask('/products?page=2'), ask('/products?page=2')]);
    expect(drawn.length).toBe(drawsBefore);
    expect(rootOf(second)).toBe(rootOf(first));
    expect(rootOf(third)).toBe(rootOf(first));
    await ask('/products?page=3');
    expect(drawn.slice(drawsBefore)).toEqual(['/products?page=3']);
  });

  it("the location cookie's zip is the page's from the first paint, and its page is kept apart", async () => {
    const ask = (cookie?: string) =>
      fetch(`${server.dtc}/products`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } }).then((r) => r.text());
    expect(text(rootOf(await ask('shop_location=80202%3A%3AHOME')))).toContain('Deliver to 80202');
    expect(text(rootOf(await ask()))).toContain('Deliver to 80011');
    // a cookie that names no location is no location
    expect(text(rootOf(await ask('shop_location=%E0%A4%A')))).toContain('Deliver to 80011');
  });

  it('the consent banner is in the page exactly when the request carries no stored choice, each kept apart', async () => {
    const ask = (cookie?: string) =>
      fetch(`${server.dtc}/products`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } }).then((r) => r.text());
    const banner = /<section[^>]*class="consent-banner"[^>]*>[\s\S]*?Cookies on this shop/;
    expect(rootOf(await ask())).toMatch(banner);
    const chosen = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary'] }))}`;
    expect(rootOf(await ask(chosen))).not.toMatch(banner);
    // a cookie that holds no choice asks again, as the browser's first draw does
    expect(rootOf(await ask('cc_cookie=not-json'))).toMatch(banner);
  });

  it("a product page's main picture is preloaded ahead of the app's scripts", async () => {
    const listing = await (await fetch(`${server.dtc}/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=1`)).json();
    const [product] = listing.data.products as { handle: string }[];
    const html = await (await fetch(`${server.dtc}/products/${product.handle}`, { headers: { Accept: 'text/html' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const picture = head.search(new RegExp(`<link rel="preload" as="image"[^>]*${product.handle}`));
    expect(picture).toBeGreaterThan(-1);
    expect(picture).toBeLessThan(head.indexOf('<script type="module"'));
  });

  /** Runs `work` against a second server of the same database, started with `env` added. */
  async function withServer(env: Record<string, string>, work: (other: TestServer) => Promise<void>): Promise<void> {
    const other = await startTestServer(
      database,
      { DIST_DIR: dist, ASSETS_DIR: database.assetsDir, ...env },
      { renderPage: renderAndRecord },
    );
    try {
      await work(other);
    } finally {
      await other.close();
    }
  }

  it('a kept page past its TTL is served at once and drawn again behind it', async () => {
    await withServer({ CATALOGUE_CACHE_TTL_MS: '50' }, async (brief) => {
      const ask = () => fetch(`${brief.dtc}/contact`, { headers: { Accept: 'text/html' } }).then((r) => r.text());
      const first = await ask();
      const drawsBefore = drawn.length;
      await new Promise((resolve) => setTimeout(resolve, 80));
      // past its TTL: the kept page answers, and one draw starts behind it
      expect(rootOf(await ask())).toBe(rootOf(first));
      await expect.poll(() => drawn.length).toBe(drawsBefore + 1);
    });
  });

  it('SERVER_RENDERING=false serves the shell: the browser draws every page', async () => {
    await withServer({ SERVER_RENDERING: 'false' }, async (shell) => {
      const drawsBefore = drawn.length;
      const html = await (await fetch(`${shell.dtc}/products`, { headers: { Accept: 'text/html' } })).text();
      expect(rootOf(html) || html).toContain('Loading…');
      expect(html).not.toContain(SERVER_STATE_ID);
      expect(drawn.length).toBe(drawsBefore);
    });
  });

  it('nothing of one shopper is drawn or handed over: no cart, no account', async () => {
    const html = await (await fetch(`${server.dtc}/products`, { headers: { Accept: 'text/html' } })).text();
    const keys = stateOf(html).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => /cart|account|checkout/.test(key))).toBe(false);
  });
});
