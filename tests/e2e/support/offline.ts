import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectProductCount, productCards, selectedFilterLabels } from './catalogue';
import { type Site, siteUrl, waitForServiceWorkerControl } from './shop';

/** The status the app shows once the catalogue snapshot is stored for offline use. */
export const CATALOGUE_OFFLINE_TEXT = 'Catalogue available offline';
export const CATALOGUE_SAVING_TEXT = /^Saving the catalogue for offline use… \d+%$/;

/** The offline-sync status pill (saving progress, then 'Catalogue available offline'). */
export const catalogueSyncStatus = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: /Catalogue available offline|Saving the catalogue for offline use/ });

/** What a test may do at each step of the first visit's sync (e.g. take screenshots). */
export interface SyncSteps {
  /** while 'Saving the catalogue for offline use… n%' shows (the download is slowed down for it) */
  whileSaving?: () => Promise<void>;
  /** while 'Catalogue available offline' shows */
  whenSaved?: () => Promise<void>;
}

/** Download speed while the test watches the saving progress: slow enough to see it move. */
const SLOW_DOWNLOAD_BYTES_PER_SECOND = 16_000;

/**
 * One online visit as a shopper makes it: the home page, until the catalogue is saved for offline
 * use and the service worker (with its precached app) controls the page. The connection is slowed
 * once the page has loaded, so the saving progress can be seen, then restored.
 */
export async function visitOnceOnline(page: Page, site: Site, steps: SyncSteps = {}): Promise<void> {
  await visitOnceOnlineAt(page, (path) => siteUrl(site, path), steps);
}

/** visitOnceOnline on the shop at `url` (e.g. a spec's own server, which the spec may stop). */
export async function visitOnceOnlineAt(page: Page, url: (path: string) => string, steps: SyncSteps = {}): Promise<void> {
  await page.goto(url('/'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: SLOW_DOWNLOAD_BYTES_PER_SECOND,
    uploadThroughput: -1,
  });
  await expect(catalogueSyncStatus(page)).toHaveText(CATALOGUE_SAVING_TEXT, { timeout: 30_000 });
  // the progress moves: wait until it has gone a good way before looking
  await expect(catalogueSyncStatus(page)).toHaveText(/… ([2-9]\d)%$/, { timeout: 30_000 });
  await steps.whileSaving?.();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
  await expect(catalogueSyncStatus(page)).toHaveText(CATALOGUE_OFFLINE_TEXT, { timeout: 30_000 });
  await steps.whenSaved?.();
  await waitForServiceWorkerControl(page);
}

/** The server's answer to a product list query (the request fixture is never offline). */
export async function serverProductPage(
  request: APIRequestContext,
  site: Site | ((path: string) => string),
  input: Record<string, unknown>,
): Promise<{ total: number; products: { handle: string; title: string; featuredImage: { alt: string } }[] }> {
  const url = typeof site === 'function' ? site : (path: string) => siteUrl(site, path);
  const response = await request.post(url('/api/cms/v1.0/get-filtered-products'), { data: input });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/**
 * Pictures in `scope` that are broken: an <img> the browser finished with no picture. A picture
 * that could not load offline must have given way to the packshot placeholder (an inline <svg>).
 */
async function brokenImages(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('img')]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
      .map((img) => img.getAttribute('src') ?? ''),
  );
}

/**
 * No picture in `scope` stays broken: a picture that failed gives way to its placeholder when the
 * page handles its error event, a moment after the browser marks it complete.
 */
export async function expectNoBrokenImages(scope: Locator): Promise<void> {
  await expect.poll(() => brokenImages(scope)).toEqual([]);
}

/**
 * What stands for a named picture: 'image' (a loaded <img>) or 'placeholder' (the drawn svg). The
 * placeholder's drawing loads with the first failed picture; its empty frame meanwhile is waited out.
 */
export async function pictureKind(scope: Locator, name: string): Promise<'image' | 'placeholder' | 'broken'> {
  const picture = scope.getByRole('img', { name, exact: true }).first();
  await expect(picture).toBeVisible();
  const kind = () =>
    picture.evaluate((el) => {
      const tag = el.tagName.toLowerCase();
      if (tag === 'svg') return 'placeholder';
      if (tag !== 'img') return 'frame';
      const img = el as HTMLImageElement;
      return img.complete && img.naturalWidth > 0 ? 'image' : 'broken';
    });
  await expect.poll(kind).not.toBe('frame');
  return (await kind()) as 'image' | 'placeholder' | 'broken';
}

/** Scrolls through the page so lazy pictures are asked for, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
}

/** How many pictures in `scope` have loaded. */
export const loadedImages = (scope: Locator) =>
  scope.evaluate((root) => [...root.querySelectorAll('img')].filter((img) => img.naturalWidth > 0).length);

/** The first of `alts` that names a picture (or placeholder) in `scope`. */
export async function firstVisibleAlt(scope: Locator, alts: Set<string>): Promise<string> {
  const names = await scope
    .getByRole('img')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? ''));
  const shown = names.find((name) => alts.has(name));
  expect(shown, `a gallery picture named one of ${[...alts].join(', ')}; saw ${names.join(', ')}`).toBeDefined();
  return shown as string;
}

/** Species dog, dry food, chicken: the filters of the category URL the offline tests open. */
export const DOG_DRY_CHICKEN = [
  { field: 'species', value: 'dog' },
  { field: 'food_form', value: 'dry-food' },
  { field: 'flavor', value: 'chicken' },
];

/** Opens /products/dog/dry-food?filter=flavor:chicken and checks its heading, chips and count. */
export async function expectDogDryChickenCategory(page: Page, url: (path: string) => string, total: number): Promise<void> {
  await page.goto(url('/products/dog/dry-food?filter=flavor:chicken'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeVisible();
  await expectProductCount(page, total);
  await expect.poll(() => selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food', 'Chicken']);
}

/** Searches 'chiken' (one letter short) and checks the first results are chicken products. */
export async function expectTypoSearchFindsChicken(page: Page, url: (path: string) => string): Promise<void> {
  await page.goto(url('/search?search=chiken'));
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "chiken"' })).toBeVisible();
  // the results are drawn after the heading (deferred), so wait for them before reading them
  await expect(productCards(page).first()).toBeVisible();
  const titles = await productCards(page).getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles.slice(0, 5)) expect(title).toMatch(/Chicken/);
}
