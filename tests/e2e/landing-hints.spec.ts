/**
 * A first visit to a catalogue URL (for a fast Largest Contentful Paint): the server's HTML names the page's first reads
 * and its code, the browser asks for them at once, and the page takes those very answers: each
 * is fetched once, nothing the HTML named goes unused, and the page draws.
 */
import { type Page, test } from '@playwright/test';
import { expect, listingProducts, productCards } from './support/catalogue';
import { siteUrl } from './support/shop';

/** Every request the page makes (path and query), counted. */
function countRequests(page: Page): Map<string, number> {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = `${url.pathname}${url.search}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
  });
  return asked;
}

/** The URLs the HTML's preload and modulepreload links name. */
const hintedUrls = (html: string) =>
  [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map(([, href]) => href.replaceAll('&amp;', '&'));

async function expectHintsTaken(page: Page, path: string, expected: RegExp[]): Promise<void> {
  const asked = countRequests(page);
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  const response = await page.goto(siteUrl('DTC', path));
  const hinted = hintedUrls((await response?.text()) ?? '').filter((url) => !url.includes('/assets/index-'));
  for (const pattern of expected)
    expect(
      hinted.some((url) => pattern.test(url)),
      `the HTML names ${pattern}`,
    ).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const url of hinted) expect(asked.get(url), `${url} is fetched once`).toBe(1);
  // Chrome says so when a preload was not taken (credentials mode, or unused after load).
  await page.waitForTimeout(3500);
  expect(preloadWarnings).toEqual([]);
}

test('the list page takes the reads and code its HTML named', async ({ page }) => {
  await expectHintsTaken(page, '/products', [/get-filtered-products\?/, /get-filters-by-handle\?/, /catalogue-pages-[^/]+\.js$/]);
  await expect(productCards(page).first()).toBeVisible();
});

test('a product page takes the read and code its HTML named', async ({ page, request }) => {
  const [product] = await listingProducts(request, 'DTC');
  await expectHintsTaken(page, `/products/${product.handle}`, [/get-product-by-handle\?handle=/, /ProductPage-[^/]+\.js$/]);
});
