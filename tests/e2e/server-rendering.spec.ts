/**
 * Pages drawn on the server: a reader without scripts (a search engine, a link preview) reads the
 * page, the HTTP status tells the truth, and the browser takes the server's HTML over without a
 * mismatch and without asking again for the answers the page was drawn with.
 */
import { type Page, test } from '@playwright/test';
import { expect, listingProducts } from './support/catalogue';
import { consentBanner, FIRST_VISIT_STATE } from './support/consent';
import { SITE_NAMES, type Site, siteUrl } from './support/shop';

/** What React says when the browser's first draw differs from the server's HTML (dev text, or a minified error's number). */
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** Console messages and page errors about hydration while `work` runs. */
function hydrationTrouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) seen.push(`${message.type()}: ${message.text().slice(0, 400)}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message.slice(0, 400)}`));
  return seen;
}

/** The API paths the page asks for. */
function apiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return asked;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('DTC /products reads as a shop: heading, products, prices and its own title', async ({ page, request }) => {
    // the first page of the list as the page shows it
    const listing = await request.get(siteUrl('DTC', '/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=24'));
    const products = (await listing.json()).data.products as { title: string }[];
    await page.goto(siteUrl('DTC', '/products'));
    await expect(page).toHaveTitle(`Shop All Pet Food | ${SITE_NAMES.DTC}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop All Pet Food');
    for (const product of products.slice(0, 3)) await expect(page.getByText(product.title).first()).toBeVisible();
    await expect(page.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
    await expect(page.getByText('This shop needs JavaScript')).toHaveCount(0);
  });

  test('a DTC product page: its name, its price, its title and its Product data', async ({ page, request }) => {
    const [product] = await listingProducts(request, 'DTC');
    await page.goto(siteUrl('DTC', `/products/${product.handle}`));
    await expect(page).toHaveTitle(`${product.title} | ${SITE_NAMES.DTC}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offered = data.map((json) => JSON.parse(json)).find((item) => item['@type'] === 'Product');
    expect(offered).toMatchObject({ name: product.title, offers: expect.anything() });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/_ipx\//);
  });

  test('an HPSF content page, which its guests may open, reads without scripts', async ({ page }) => {
    await page.goto(siteUrl('HPSF', '/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('an unknown path answers 404 with the 404 page; a doubled /products path is redirected for good', async ({ page, request }) => {
  const response = await page.goto(siteUrl('DTC', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const doubled = await request.get(siteUrl('DTC', '/products/products/dog'), { maxRedirects: 0 });
  expect(doubled.status()).toBe(301);
  expect(doubled.headers().location).toBe('/products/dog');
});

const PUBLIC_PAGES: [Site, string][] = [
  ['DTC', '/'],
  ['DTC', '/products'],
  ['DTC', '/products/dog'],
  ['DTC', '/products/cat/dry-food'],
  ['DTC', '/search?search=chicken'],
  ['DTC', '/faq'],
  ['DTC', '/contact-us'],
  ['DTC', '/sitemap'],
  ['DTC', '/cart'],
  ['DTC', '/no-such-page'],
  ['HPSF', '/faq'],
  ['HPSF', '/shipping'],
];

/**
 * Records the server-drawn sections and headings the page removes: a part still loading when the
 * page hydrated is drawn again from nothing by the first update that reaches it, and what the
 * server showed vanishes and comes back (no console message says so).
 */
async function recordVanishing(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const gone: string[] = [];
    (window as unknown as { vanished: string[] }).vanished = gone;
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()} ${node.getAttribute('aria-label') ?? node.textContent?.slice(0, 60)}`;
    addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('section, h1, h2') || node.querySelector('section, h1, h2')))
              gone.push(describe(node));
      }).observe(document.getElementById('root')!, { subtree: true, childList: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { vanished: string[] }).vanished);
}

test('every public page hydrates without a mismatch, and keeps what the server drew', async ({ page, request }) => {
  test.slow(); // a dozen first visits
  const [product] = await listingProducts(request, 'DTC');
  const trouble = hydrationTrouble(page);
  const vanished = await recordVanishing(page);
  for (const [site, path] of [...PUBLIC_PAGES, ['DTC', `/products/${product.handle}`] as [Site, string]]) {
    await page.goto(siteUrl(site, path));
    await expect(page.locator('main')).toBeVisible();
    // hydrated: React has taken the page over (its event handlers are attached to the root)
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));
    await page.waitForLoadState('networkidle');
    expect(trouble, `${site} ${path}`).toEqual([]);
    expect(await vanished(), `${site} ${path}`).toEqual([]);
  }
});

test('the browser asks for none of the answers the page was drawn with, and uses the code its HTML named', async ({ page, request }) => {
  const [product] = await listingProducts(request, 'DTC');
  const asked = apiCalls(page);
  // Chrome says so when a preload goes unused (or is fetched twice for a different credentials mode)
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  for (const path of ['/products', `/products/${product.handle}`]) {
    const html = await (await page.goto(siteUrl('DTC', path)))?.text();
    expect(html, `${path} names its page's code`).toMatch(/<link rel="modulepreload"[^>]*(catalogue-pages|ProductPage)-/);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(3500);
  expect(asked.filter((path) => /get-filtered-products|get-filters-by-handle|get-product-by-handle/.test(path))).toEqual([]);
  expect(preloadWarnings).toEqual([]);
});

test.describe('a first visit, with no stored cookie choice', () => {
  test.use({ storageState: FIRST_VISIT_STATE });

  for (const site of ['DTC', 'HPSF'] as const) {
    test(`${site}: the consent banner comes with the page and hydrates without a mismatch`, async ({ page }) => {
      const trouble = hydrationTrouble(page);
      const html = await (await page.goto(siteUrl(site, '/')))?.text();
      expect(html).toMatch(/<section[^>]*class="consent-banner"/);
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));
      await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(consentBanner(page)).toHaveCount(0);
      expect(trouble).toEqual([]);
    });
  }
});
