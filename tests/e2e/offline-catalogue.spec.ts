/**
 * Issue 6 point 2: after one online visit the catalogue works with the network off: home,
 * /products, a filtered category URL, clicking filters, search with a typo and a product page
 * never visited render from local data; pictures seen before come from the image cache and a
 * picture never fetched shows the packshot placeholder, never a broken image. Both storefronts.
 * Once with context.setOffline, once with the shop server really stopped: in a real outage the
 * browser still believes it is online, so every read must fail over to local data by itself.
 */
import { type Locator, test } from '@playwright/test';
import { addedModal, buyableVariants, cartLine } from './support/cart';
import { chooseFilter, expect, expectProductCount, productCards, resultsRegion, selectedFilterLabels } from './support/catalogue';
import {
  brokenImages,
  catalogueSyncStatus,
  pictureKind,
  scrollThrough,
  serverProductPage,
  visitOnceOnline,
  visitOnceOnlineAt,
} from './support/offline';
import { cardAt, openCartAt, outboxCounts, WAITING_TO_SYNC } from './support/offline-cart';
import { signInNewClinicUser } from './support/clinic-user';
import { type Site, siteUrl } from './support/shop';
import { type ShopProcess, startShopProcess } from './support/shop-process';

const SITES: Site[] = ['DTC', 'HPSF'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DOG_DRY_CHICKEN = [
  { field: 'species', value: 'dog' },
  { field: 'food_form', value: 'dry-food' },
  { field: 'flavor', value: 'chicken' },
];

/** How many pictures in `scope` have loaded. */
const loadedImages = (scope: Locator) =>
  scope.evaluate((root) => [...root.querySelectorAll('img')].filter((img) => img.naturalWidth > 0).length);

/** The first of `alts` that names a picture (or placeholder) in `scope`. */
async function firstVisibleAlt(scope: Locator, alts: Set<string>): Promise<string> {
  const names = await scope.getByRole('img').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? ''));
  const shown = names.find((name) => alts.has(name));
  expect(shown, `a gallery picture named one of ${[...alts].join(', ')}; saw ${names.join(', ')}`).toBeDefined();
  return shown!;
}

for (const site of SITES) {
  const url = (path: string) => siteUrl(site, path);

  test(`${site}: after one visit the catalogue browses, filters and searches offline`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${site}-${name}.png`) });
    await page.setViewportSize(DESKTOP);
    // §2: a staff-feeding guest is sent to the login; offline, the profile stored at sign-in lets them browse
    if (site === 'HPSF') await signInNewClinicUser(context);

    // Online: one visit of the home page; the status says when the catalogue is saved.
    const shotBothSizes = async (name: string) => {
      await shot(`desktop-${name}`);
      await page.setViewportSize(PHONE);
      await shot(`phone-${name}`);
      await page.setViewportSize(DESKTOP);
    };
    await visitOnceOnline(page, site, {
      whileSaving: () => shotBothSizes('sync-saving'),
      whenSaved: () => shotBothSizes('sync-status'),
    });
    // The shopper looks at the home page's products: their pictures are fetched (and cached) now.
    await scrollThrough(page);
    const main = page.getByRole('main');
    await expect.poll(() => loadedImages(main)).toBeGreaterThan(0);
    const seenOnline = await loadedImages(main);
    const all = await serverProductPage(request, site, { limit: 100 });
    const dogDryChicken = await serverProductPage(request, site, { filters: DOG_DRY_CHICKEN, limit: 100 });
    expect(dogDryChicken.total).toBeGreaterThan(0);

    await context.setOffline(true);

    // Home, with the pictures the online visit showed coming from the image cache.
    await page.goto(url('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expect.poll(() => loadedImages(main)).toBeGreaterThanOrEqual(seenOnline);
    expect(await brokenImages(main)).toEqual([]);

    // /products: the whole list, as many products as the server has.
    await page.goto(url('/products'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    await expectProductCount(page, all.total);
    await scrollThrough(page);
    await expect.poll(() => brokenImages(resultsRegion(page))).toEqual([]);
    await shot('desktop-offline-list');
    await page.setViewportSize(PHONE);
    await shot('phone-offline-list');
    await page.setViewportSize(DESKTOP);

    // A filtered category URL: species → food form → flavor, the server's count.
    await page.goto(url('/products/dog/dry-food?filter=flavor:chicken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeVisible();
    await expectProductCount(page, dogDryChicken.total);
    expect(await selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food', 'Chicken']);

    // The same by clicks, each count the one its option promised.
    await page.goto(url('/products'));
    await chooseFilter(page, 'Species', 'Dog');
    await expect(page).toHaveURL(url('/products/dog'));
    await chooseFilter(page, 'Food Form', 'Dry Food');
    await expect(page).toHaveURL(url('/products/dog/dry-food'));
    expect(await chooseFilter(page, 'Flavor', 'Chicken')).toBe(dogDryChicken.total);
    await expect(page).toHaveURL(url('/products/dog/dry-food?filter=flavor:chicken'));

    // Search with a typo.
    await page.goto(url('/search?search=chiken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "chiken"' })).toBeVisible();
    // the results are drawn after the heading (deferred), so wait for them before reading them
    await expect(productCards(page).first()).toBeVisible();
    const titles = await productCards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles.slice(0, 5)) expect(title).toMatch(/Chicken/);

    // A product page never visited, its picture never fetched: the placeholder stands in.
    const neverVisited = all.products.at(-1)!;
    const product = (await (await request.get(url(`/api/ecom/v1.0/get-product-by-handle?handle=${neverVisited.handle}`))).json())
      .data as { title: string; variants: { variantMediaList: { alt: string }[] }[] };
    await page.goto(url(`/products/${neverVisited.handle}`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const galleryAlts = new Set(product.variants.flatMap((v) => v.variantMediaList.map((m) => m.alt)));
    const shownAlt = await firstVisibleAlt(page.getByRole('main'), galleryAlts);
    expect(await pictureKind(page.getByRole('main'), shownAlt)).toBe('placeholder');
    expect(await brokenImages(page.getByRole('main'))).toEqual([]);
    await shot('desktop-offline-product');

    // Nothing asked the network for a status while offline: no sync ran.
    await expect(catalogueSyncStatus(page)).toHaveCount(0);
  });
}

test.describe('DTC catalogue with the shop server really stopped', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ShopProcess;
  const url = (path: string) => server.url('DTC', path);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startShopProcess();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test('after one visit, lists, filters, search, an unvisited product page and a cart add work from local data', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await visitOnceOnlineAt(page, url);
    const chicken = await serverProductPage(request, url, { filters: [{ field: 'flavor', value: 'chicken' }], limit: 100 });
    const dogDryChicken = await serverProductPage(request, url, { filters: DOG_DRY_CHICKEN, limit: 100 });
    const all = await serverProductPage(request, url, { limit: 100 });
    expect(chicken.total).toBeGreaterThan(0);
    const neverVisited = all.products.at(-1)!;
    const [item] = await buyableVariants(request, 'DTC'); // the same seed data as this server's

    await server.stop();
    // The outage the browser does not know about: every request now fails with no answer.
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // /products with a filter: the server's count for the same query.
    await page.goto(url('/products?filter=flavor:chicken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    await expectProductCount(page, chicken.total);
    expect(await selectedFilterLabels(page)).toEqual(['Chicken']);

    // A category URL, filtered.
    await page.goto(url('/products/dog/dry-food?filter=flavor:chicken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeVisible();
    await expectProductCount(page, dogDryChicken.total);
    expect(await selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food', 'Chicken']);

    // Search with a typo.
    await page.goto(url('/search?search=chiken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "chiken"' })).toBeVisible();
    // the results are drawn after the heading (deferred), so wait for them before reading them
    await expect(productCards(page).first()).toBeVisible();
    const titles = await productCards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles.slice(0, 5)) expect(title).toMatch(/Chicken/);

    // A product page never visited.
    await page.goto(url(`/products/${neverVisited.handle}`));
    await expect(page.getByRole('heading', { level: 1, name: neverVisited.title })).toBeVisible();
    expect(await brokenImages(page.getByRole('main'))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('DTC-server-stopped-product.png') });

    // The cart takes an add; it waits to sync, since the server is not there to take it.
    const card = await cardAt(page, url, item);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const modal = addedModal(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Continue Shopping' }).click();
    await openCartAt(page, url);
    await expect(cartLine(page, item).getByText(WAITING_TO_SYNC)).toBeVisible();
    expect((await outboxCounts(page)).pending).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('DTC-server-stopped-cart.png') });
  });
});
