import { expect, type Page, test } from '@playwright/test';
import { signInNewClinicUser } from './support/clinic-user';
import { type Site, siteUrl, waitForServiceWorkerControl } from './support/shop';
import {
  controllingWorkerBuildId,
  expectRunningBuild,
  footerBuildId,
  isSameDocument,
  markDocument,
  type PrivateShop,
  queuePendingCartChange,
  settleOutboxEntry,
  startPrivateShop,
  waitForLocalDb,
  watchUnfinishedRequests,
} from './support/updates';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const NEW_VERSION = 'A new version is available';
const WAITING_FOR_CART_SYNC = 'The new version will load as soon as your cart changes have synced.';

test.describe('updates', () => {
  // Each test deploys a new build to the private server, so they run one after the other.
  test.describe.configure({ mode: 'serial' });
  // Each test installs the worker twice (the first visit, then the new build), and each install
  // precaches the whole app from a server of its own: on a loaded 2-core machine one install took
  // 30 s of the usual 60.
  test.slow();
  let shop: PrivateShop;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startPrivateShop();
  });
  test.afterAll(async () => {
    await shop?.stop();
  });
  test.beforeEach(({ context }) => watchUnfinishedRequests(context));

  test('a new build is announced and Reload runs it', async ({ page }) => {
    await page.goto(shop.url('DTC', '/'));
    await waitForServiceWorkerControl(page);
    const runningBuild = await footerBuildId(page);
    expect(runningBuild).not.toBe('development');
    expect(await controllingWorkerBuildId(page)).toBe(runningBuild);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

    const newBuild = await shop.publishNewBuild();
    // Found by the worker's poll of builds/latest.json, announced once the new worker has installed.
    await expect(page.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });
    expect(await controllingWorkerBuildId(page)).toBe(runningBuild);

    await markDocument(page);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectRunningBuild(page, newBuild, 15_000);
    expect(await isSameDocument(page)).toBe(false);
    expect(await controllingWorkerBuildId(page)).toBe(newBuild);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test('Reload waits while a cart change is waiting to sync, then goes ahead by itself', async ({ page }) => {
    await page.goto(shop.url('DTC', '/'));
    await waitForServiceWorkerControl(page);
    await waitForLocalDb(page);
    const runningBuild = await footerBuildId(page);
    const newBuild = await shop.publishNewBuild();
    await expect(page.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });

    const entry = await queuePendingCartChange(page);
    await markDocument(page);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText(WAITING_FOR_CART_SYNC)).toBeVisible();
    // Several rechecks later the old version still runs, untouched.
    await page.waitForTimeout(3000);
    expect(await isSameDocument(page)).toBe(true);
    expect(await controllingWorkerBuildId(page)).toBe(runningBuild);

    await settleOutboxEntry(page, entry);
    await expectRunningBuild(page, newBuild, 15_000);
    expect(await isSameDocument(page)).toBe(false);
  });

  test('a cart change made offline holds the reload until it has synced', async ({ page, context }) => {
    await page.goto(shop.url('DTC', '/products'));
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    const newBuild = await shop.publishNewBuild();
    await expect(page.getByText(NEW_VERSION)).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
    const added = page.getByRole('dialog', { name: 'Item added to your cart!' });
    await added.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(added).toHaveCount(0);
    await markDocument(page);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText(WAITING_FOR_CART_SYNC)).toBeVisible();
    await page.waitForTimeout(2000);
    expect(await isSameDocument(page)).toBe(true);

    // Back online the outbox replays; once it is empty the new version loads by itself.
    await context.setOffline(false);
    await expectRunningBuild(page, newBuild, 20_000);
    expect(await isSameDocument(page)).toBe(false);
  });

  test('navigation preload is on, so the worker never delays a navigation', async ({ page, context }) => {
    // §2: a staff-feeding guest is sent to the login; browse as a clinic user of the private shop
    await signInNewClinicUser(context, { origin: new URL(shop.url('HPSF', '/')).origin, mailDir: shop.mailDir });
    await page.goto(shop.url('HPSF', '/'));
    await waitForServiceWorkerControl(page);
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
    expect(state.enabled).toBe(true);
  });
});

for (const site of ['DTC', 'HPSF'] satisfies Site[]) {
  test(`${site}: the shell says when it is offline and when it is back online`, async ({ page, context }) => {
    // §2: a staff-feeding guest is sent to the login; HPSF browses as a fresh clinic user
    if (site === 'HPSF') await signInNewClinicUser(context);
    // Settled first: every chunk of the page loaded while online, and the worker installed with its
    // copies of all of them (a part the page loads a little later, such as a signed-in user's
    // inactivity watcher, must not be fetched for the first time while offline)
    await page.goto(siteUrl(site, '/'), { waitUntil: 'networkidle' });
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('You are offline – showing saved data')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline – showing saved data' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();
    await expect(page.getByText('You are offline – showing saved data')).toHaveCount(0);
  });
}

test.describe('a page chunk that fails to load', () => {
  // Without a worker, every chunk request reaches the network, where the test can fail it.
  test.use({ serviceWorkers: 'block' });

  test('leads to a full reload to the target route', async ({ page }) => {
    let chunkBlocked = true;
    await page.route(/\/assets\/SearchPage-[^/]+\.js$/, (route) => (chunkBlocked ? route.abort() : route.continue()));
    // The reload of the target route is the cure: from then on the chunk loads again.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/search') chunkBlocked = false;
    });

    await page.goto(siteUrl('DTC', '/'));
    await expect(page.getByRole('banner')).toBeVisible();
    await markDocument(page);
    const search = page.getByRole('banner').getByRole('searchbox').first();
    await search.fill('chicken');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/search\?search=chicken/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    expect(await isSameDocument(page)).toBe(false);
    expect(await page.evaluate(() => Number(sessionStorage.getItem('page-reload-at')))).toBeGreaterThan(0);
  });
});

test.describe('fetching ahead (§9)', () => {
  const productRead = (url: string) => url.includes('/api/ecom/v1.0/get-product-by-handle');
  const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });`;
  const SLOW_2G =
    `Object.defineProperty(Navigator.prototype, 'connection', ` + `{ get: () => ({ saveData: false, effectiveType: 'slow-2g' }) });`;

  async function hoverFirstProduct(page: Page): Promise<string[]> {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (productRead(request.url())) reads.push(request.url());
    });
    await page.goto(siteUrl('DTC', '/products'));
    const title = page.getByRole('article').first().getByRole('heading').getByRole('link');
    await expect(title).toBeVisible({ timeout: 15_000 });
    await title.hover();
    await page.waitForTimeout(1500);
    return reads;
  }

  test('hovering a product loads its page data before the click', async ({ page }) => {
    expect(await hoverFirstProduct(page)).toHaveLength(1);
  });

  for (const [name, connection] of [
    ['Save-Data', SAVE_DATA],
    ['slow-2g', SLOW_2G],
  ]) {
    test(`nothing is fetched ahead with ${name}`, async ({ page }) => {
      await page.addInitScript(connection);
      expect(await hoverFirstProduct(page)).toEqual([]);
    });
  }
});
