/**
 * After one online visit the catalogue works with the network off: home, /products, a filtered
 * category URL, clicking filters, search with a typo and a product page never visited render from
 * local data; pictures seen before come from the image cache and a picture never fetched shows
 * the packshot placeholder, never a broken image. Both storefronts. Once with
 * context.setOffline, once with the shop server really stopped: in a real outage the browser
 * still believes it is online, so every read must fail over to local data by itself. Each visit
 * is told in short steps that share one page.
 */
import { type BrowserContext, type Page, test } from '@playwright/test';
import { addedModal, buyableVariants, cartLine } from './support/cart';
import { chooseFilter, expect, expectProductCount, resultsRegion, selectedFilterLabels } from './support/catalogue';
import { signInNewClinicUser } from './support/clinic-user';
import {
  expectNoBrokenImages,
  catalogueSyncStatus,
  DOG_DRY_CHICKEN,
  expectDogDryChickenCategory,
  expectTypoSearchFindsChicken,
  firstVisibleAlt,
  loadedImages,
  pictureKind,
  scrollThrough,
  serverProductPage,
  visitOnceOnline,
  visitOnceOnlineAt,
} from './support/offline';
import { cardAt, openCartAt, outboxCounts, WAITING_TO_SYNC } from './support/offline-cart';
import { type Site, siteUrl } from './support/shop';
import { type ShopProcess, startShopProcess } from './support/shop-process';
import { keepScreenshot } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const SITES: Site[] = ['DTC', 'HPSF'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
type ProductPage = Awaited<ReturnType<typeof serverProductPage>>;

for (const site of SITES) {
  const url = (path: string) => siteUrl(site, path);

  test.describe(`${site}: after one visit the catalogue browses, filters and searches offline`, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    let seenOnline = 0;
    let all: ProductPage;
    let dogDryChicken: ProductPage;
    const shot = (name: string) => keepScreenshot(page, `${site}-${name}`);
    const shotBothSizes = async (name: string) => {
      await shot(`desktop-${name}`);
      await page.setViewportSize(PHONE);
      await shot(`phone-${name}`);
      await page.setViewportSize(DESKTOP);
    };

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: DESKTOP });
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('online: one visit of the home page saves the catalogue and the pictures it shows', async ({ request }) => {
      test.setTimeout(120_000);
      // §2: a staff-feeding guest is sent to the login; offline, the profile stored at sign-in lets them browse
      if (site === 'HPSF') await signInNewClinicUser(context);
      await visitOnceOnline(page, site, {
        whileSaving: () => shotBothSizes('sync-saving'),
        whenSaved: () => shotBothSizes('sync-status'),
      });
      // The shopper looks at the home page's products: their pictures are fetched (and cached) now.
      await scrollThrough(page);
      await expect.poll(() => loadedImages(page.getByRole('main'))).toBeGreaterThan(0);
      seenOnline = await loadedImages(page.getByRole('main'));
      all = await serverProductPage(request, site, { limit: 100 });
      dogDryChicken = await serverProductPage(request, site, { filters: DOG_DRY_CHICKEN, limit: 100 });
      expect(dogDryChicken.total).toBeGreaterThan(0);
      await context.setOffline(true);
    });

    test('offline: home, with the pictures seen online from the image cache', async () => {
      await page.goto(url('/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expect.poll(() => loadedImages(page.getByRole('main'))).toBeGreaterThanOrEqual(seenOnline);
      await expectNoBrokenImages(page.getByRole('main'));
    });

    test('offline: /products lists as many products as the server has', async () => {
      await page.goto(url('/products'));
      await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
      await expectProductCount(page, all.total);
      await scrollThrough(page);
      await expectNoBrokenImages(resultsRegion(page));
      await shotBothSizes('offline-list');
    });

    test('offline: a filtered category URL (species, food form, flavor) has the server’s count', async () => {
      await expectDogDryChickenCategory(page, url, dogDryChicken.total);
    });

    test('offline: the same by clicks, each count the one its option promised', async () => {
      await page.goto(url('/products'));
      await chooseFilter(page, 'Species', 'Dog');
      await expect(page).toHaveURL(url('/products/dog'));
      await chooseFilter(page, 'Food Form', 'Dry Food');
      await expect(page).toHaveURL(url('/products/dog/dry-food'));
      expect(await chooseFilter(page, 'Flavor', 'Chicken')).toBe(dogDryChicken.total);
      await expect(page).toHaveURL(url('/products/dog/dry-food?filter=flavor:chicken'));
    });

    test('offline: search with a typo', async () => {
      await expectTypoSearchFindsChicken(page, url);
    });

    test('offline: a product page never visited shows the placeholder for its unfetched picture', async ({ request }) => {
      const neverVisited = all.products.at(-1);
      expect(neverVisited).toBeDefined();
      if (!neverVisited) return;
      const product = (await (await request.get(url(`/api/ecom/v1.0/get-product-by-handle?handle=${neverVisited.handle}`))).json())
        .data as { title: string; variants: { variantMediaList: { alt: string }[] }[] };
      await page.goto(url(`/products/${neverVisited.handle}`));
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      const galleryAlts = new Set(product.variants.flatMap((v) => v.variantMediaList.map((m) => m.alt)));
      const shownAlt = await firstVisibleAlt(page.getByRole('main'), galleryAlts);
      expect(await pictureKind(page.getByRole('main'), shownAlt)).toBe('placeholder');
      await expectNoBrokenImages(page.getByRole('main'));
      await shot('desktop-offline-product');
      // Nothing asked the network for a status while offline: no sync ran.
      await expect(catalogueSyncStatus(page)).toHaveCount(0);
    });
  });
}

test.describe('DTC catalogue with the shop server really stopped', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ShopProcess;
  let context: BrowserContext;
  let page: Page;
  let chicken: ProductPage;
  let dogDryChicken: ProductPage;
  let neverVisited: ProductPage['products'][number] | undefined;
  let item: Awaited<ReturnType<typeof buyableVariants>>[number];
  const url = (path: string) => server.url('DTC', path);

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startShopProcess();
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
    await server?.dispose();
  });

  test('online: one visit, then the server stops while the browser believes it is online', async ({ request }) => {
    test.setTimeout(120_000);
    await visitOnceOnlineAt(page, url);
    chicken = await serverProductPage(request, url, { filters: [{ field: 'flavor', value: 'chicken' }], limit: 100 });
    dogDryChicken = await serverProductPage(request, url, { filters: DOG_DRY_CHICKEN, limit: 100 });
    const all = await serverProductPage(request, url, { limit: 100 });
    expect(chicken.total).toBeGreaterThan(0);
    neverVisited = all.products.at(-1);
    [item] = await buyableVariants(request, 'DTC'); // the same seed data as this server's

    await server.stop();
    // The outage the browser does not know about: every request now fails with no answer.
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  });

  test('/products with a filter has the server’s count for the same query', async () => {
    await page.goto(url('/products?filter=flavor:chicken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    await expectProductCount(page, chicken.total);
    await expect.poll(() => selectedFilterLabels(page)).toEqual(['Chicken']);
  });

  test('a filtered category URL', async () => {
    await expectDogDryChickenCategory(page, url, dogDryChicken.total);
  });

  test('search with a typo', async () => {
    await expectTypoSearchFindsChicken(page, url);
  });

  test('a product page never visited', async () => {
    expect(neverVisited).toBeDefined();
    if (!neverVisited) return;
    await page.goto(url(`/products/${neverVisited.handle}`));
    await expect(page.getByRole('heading', { level: 1, name: neverVisited.title })).toBeVisible();
    await expectNoBrokenImages(page.getByRole('main'));
    await keepScreenshot(page, 'DTC-server-stopped-product');
  });

  test('the cart takes an add, which waits to sync since the server is not there to take it', async () => {
    const card = await cardAt(page, url, item);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const modal = addedModal(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Continue Shopping' }).click();
    await openCartAt(page, url);
    await expect(cartLine(page, item).getByText(WAITING_TO_SYNC)).toBeVisible();
    expect((await outboxCounts(page)).pending).toBeGreaterThan(0);
    await keepScreenshot(page, 'DTC-server-stopped-cart');
  });
});
