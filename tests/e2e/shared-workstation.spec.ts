/**
 * Shared workstations: two people at one browser profile, one after the other. User A signs in,
 * fills the cart (also offline), looks at account pages and signs out — once from the account
 * menu online, once offline. The next person at the same browser (a guest) finds nothing of A:
 * an empty cart, no profile, none of A's account answers, breadcrumbs or cookies; the session ends
 * on the shop, offline as soon as the connection returns, before anything else is sent. On the
 * staff-feeding storefront the whole local database goes.
 */
import { expect as baseExpect, type BrowserContext, type Page, test } from '@playwright/test';
import { openAccountPage } from './support/account';
import { addedModal, type Buyable, buyableVariants } from './support/cart';
import { signInNewClinicUser } from './support/clinic-user';
import { logIn, signOutAtLogoutPage } from './support/identity';
import { cardAt, cartIdOf, outboxCounts, serverCartLines, WAITING_TO_SYNC } from './support/offline-cart';
import { type Site, siteUrl, waitForServiceWorkerControl } from './support/shop';
import { registerFreshShopper } from './support/shopper-carts';
import { cookieNames, sessionAlive, sessionToken, storedRecords, tracesOf } from './support/workstation';
import { keepScreenshot } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const expect = baseExpect.configure({ timeout: 15_000 });
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const SIGNED_OUT_OFFLINE = 'You are logged out on this device.';

/** One variant each of `count` different products, cheapest first. */
function differentProducts(items: Buyable[], count: number): Buyable[] {
  const picked: Buyable[] = [];
  for (const item of items) if (!picked.some((p) => p.handle === item.handle)) picked.push(item);
  expect(picked.length).toBeGreaterThanOrEqual(count);
  return picked.slice(0, count);
}

/** Adds `item` from its search card and closes the confirmation. */
async function addFromCard(page: Page, site: Site, item: Buyable) {
  const card = await cardAt(page, (path) => siteUrl(site, path), item);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const modal = addedModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(modal).toHaveCount(0);
}

/** Signs out from the account menu (My Account → Log Out). */
async function logOutFromMenu(page: Page, site: Site) {
  await openAccountPage(page, site, '/account/dashboard', 'My Account');
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Log Out' }).click();
}

/** What the next person at the computer can find of A: nothing, in storage, cookies or on screen. */
async function expectNothingOf(page: Page, context: BrowserContext, site: Site, a: { email: string; traces: string[] }) {
  expect(await cookieNames(context, site)).not.toContain('col_cart_id');
  expect(await cookieNames(context, site)).not.toContain('guest_col_cart_id');
  expect(await outboxCounts(page)).toEqual({ pending: 0, refused: 0 });
  const keys = (await storedRecords(page)).map((record) => record.key);
  for (const personal of ['profile', 'cart', 'cart-products']) expect(keys).not.toContain(personal);
  expect(await tracesOf(page, [a.email, ...a.traces])).toEqual([]);
}

/** The URLs the service worker keeps in the Cache Storage cache `name` (none when there is no such cache). */
function cachedUrls(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    return (await (await caches.open(cacheName)).keys()).map((request) => request.url);
  }, name);
}

test.describe.configure({ mode: 'serial' });

test.describe('DTC: two shoppers at one browser, one after the other', () => {
  let context: BrowserContext;
  let page: Page;
  let items: Buyable[];
  let shopperA: Awaited<ReturnType<typeof registerFreshShopper>>;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    shopperA = await registerFreshShopper('DTC', 'workstation-a');
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('A fills the cart and signs out from the menu: the next visitor finds nothing of A', async ({ request }) => {
    items = differentProducts(await buyableVariants(request, 'DTC'), 3);
    await logIn(page, 'DTC', shopperA.email, shopperA.password);
    await waitForServiceWorkerControl(page);
    // a read whose URL tells where A is: the worker keeps it to answer offline
    await page.evaluate(() => fetch('/api/get-state-by-zipcode?zipCode=80302'));
    await expect.poll(async () => (await cachedUrls(page, 'api-reads')).join(' ')).toContain('zipCode=80302');
    await addFromCard(page, 'DTC', items[0]);
    await openAccountPage(page, 'DTC', '/account/profile', 'My Profile');
    await expect.poll(() => tracesOf(page, [shopperA.email]), { timeout: 10_000 }).toContain(`query-cache: ${shopperA.email}`);
    await expect.poll(async () => (await storedRecords(page)).map((r) => r.key)).toEqual(expect.arrayContaining(['cart', 'profile']));
    const token = (await sessionToken(context, 'DTC'))!;
    expect(await sessionAlive(request, 'DTC', token)).toBe(true);

    await logOutFromMenu(page, 'DTC');
    await expect(page).not.toHaveURL(/\/logout/);

    expect(await sessionAlive(request, 'DTC', token)).toBe(false);
    expect(await cookieNames(context, 'DTC')).not.toContain('shop_session');
    await expectNothingOf(page, context, 'DTC', { email: shopperA.email, traces: [items[0].sku] });
    expect((await cachedUrls(page, 'api-reads')).join(' ')).not.toContain('zipCode=80302');
    // the next person: an empty cart, and the account pages want a sign-in
    await page.goto(siteUrl('DTC', '/cart'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.goto(siteUrl('DTC', '/account/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  test('A signs in again, adds offline and signs out offline: wiped at once; back online the logout goes first', async ({ request }) => {
    test.setTimeout(120_000);
    await logIn(page, 'DTC', shopperA.email, shopperA.password);
    await cardAt(page, (path) => siteUrl('DTC', path), items[1]); // seen online: its page is kept for offline
    await cardAt(page, (path) => siteUrl('DTC', path), items[2]);
    const token = (await sessionToken(context, 'DTC'))!;
    // the catalogue saved for offline use, as the next person's offline search needs it (pages drawn
    // on the server leave no catalogue answers in the worker's cache to stand in for it)
    await baseExpect
      .poll(async () => (await storedRecords(page)).map((record) => record.key), { timeout: 60_000 })
      .toEqual(baseExpect.arrayContaining(['catalogue-snapshot', 'catalogue-snapshot-meta']));

    await context.setOffline(true);
    await addFromCard(page, 'DTC', items[1]);
    await page.goto(siteUrl('DTC', '/cart'));
    await expect(page.getByText(WAITING_TO_SYNC).first()).toBeVisible();
    expect((await outboxCounts(page)).pending).toBeGreaterThan(0);

    await signOutAtLogoutPage(page, 'DTC');
    await expect(page.getByText(SIGNED_OUT_OFFLINE)).toBeVisible();
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `DTC-${name}-logged-out-offline`);
    }
    // nothing of A on the device, though the shop has not heard of the sign-out yet
    await expectNothingOf(page, context, 'DTC', { email: shopperA.email, traces: [items[1].sku] });
    expect(await sessionAlive(request, 'DTC', token)).toBe(true);
    await page.getByRole('link', { name: 'Continue' }).click();

    // B, a guest at the same browser, offline: an empty cart, no account, and a cart of their own
    await page.goto(siteUrl('DTC', '/cart'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.goto(siteUrl('DTC', '/account/profile'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await addFromCard(page, 'DTC', items[2]);

    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(req.url()).pathname);
    });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => sessionAlive(request, 'DTC', token), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => outboxCounts(page), { timeout: 30_000 }).toEqual({ pending: 0, refused: 0 });
    expect(await cookieNames(context, 'DTC')).not.toContain('shop_session');
    // whatever the page sent once back online, the logout went first
    if (apiCalls.length > 0) expect(apiCalls[0]).toBe('/api/identity/logout');
    // B's cart reached the shop as B's guest cart, with B's item only
    const lines = await serverCartLines(context, siteUrl('DTC', ''), await cartIdOf(context));
    expect(lines?.map((line) => line.sku)).toEqual([items[2].sku]);
  });
});

test.describe('HPSF: a clinic computer', () => {
  test('signing out from the menu deletes the whole local database', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await signInNewClinicUser(context);
    const [item] = differentProducts(await buyableVariants(request, 'HPSF'), 1);
    await page.goto(siteUrl('HPSF', '/'));
    await waitForServiceWorkerControl(page);
    await expect
      .poll(async () => (await storedRecords(page)).map((r) => r.key), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['catalogue-snapshot', 'profile']));
    await addFromCard(page, 'HPSF', item);
    await expect.poll(async () => (await storedRecords(page)).map((r) => r.key)).toContain('cart');
    await expect.poll(async () => (await cachedUrls(page, 'images')).length).toBeGreaterThan(0);

    const signedOutAt = await page.evaluate(() => Date.now());
    await logOutFromMenu(page, 'HPSF');
    await expect(page).not.toHaveURL(/\/logout/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();

    // the database was deleted: whatever it holds now was written after the sign-out (the login page's own visit)
    const left = await storedRecords(page);
    expect(left.filter((record) => record.savedAt < signedOutAt).map((r) => r.key)).toEqual([]);
    for (const gone of ['catalogue-snapshot', 'catalogue-snapshot-meta', 'cart', 'profile'])
      expect(left.map((r) => r.key)).not.toContain(gone);
    expect(await outboxCounts(page)).toEqual({ pending: 0, refused: 0 });
    expect(await cookieNames(context, 'HPSF')).not.toContain('shop_session');
    // and every cache the worker filled at run time: the pictures A looked at are gone too
    expect(await cachedUrls(page, 'images')).toEqual([]);
  });
});
