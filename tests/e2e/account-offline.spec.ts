/**
 * Account pages offline and logout on a shared workstation: a signed-in shopper's account pages,
 * reloaded with no network, render from the persisted query cache as an 'Offline copy' (not the
 * login page) and refuse writes; after logout nothing of theirs is left in IndexedDB and the
 * account pages ask for a sign-in again. One shopper's visit, told in steps that share a page.
 */
import { expect as baseExpect, type BrowserContext, type Page, test } from '@playwright/test';
import { followAccountNav, openAccountPage, orderRows, savedAddresses, storedQueryCacheText, storedRecord } from './support/account';
import { DEMO, logIn, signOutAtLogoutPage } from './support/identity';
import { siteUrl, waitForServiceWorkerControl } from './support/shop';
import { keepScreenshot } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const expect = baseExpect.configure({ timeout: 15_000 });
const OFFLINE_WRITE = 'You are offline. Changes to your account can be saved once you are back online.';
const PHONE = { name: 'phone', width: 390, height: 844 };
const DESKTOP = { name: 'desktop', width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });

test.describe('DTC: account pages offline, then logout', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('online: the pages seen once are stored, with the profile', async () => {
    await logIn(page, 'DTC', DEMO.shopper.email, DEMO.shopper.password);
    await waitForServiceWorkerControl(page);
    await openAccountPage(page, 'DTC', '/account/orders', 'My Orders');
    await expect(orderRows(page).first()).toContainText('VN-9000');
    // the cache is written a moment after each answer (throttled): wait for it, as a real visit would
    await expect.poll(() => storedQueryCacheText(page), { timeout: 10_000 }).toContain('VN-900004');
    await followAccountNav(page, 'Address Book');
    await expect(savedAddresses(page).first()).toBeVisible();
    await expect.poll(() => storedQueryCacheText(page), { timeout: 10_000 }).toContain('Meadow Lane');
    await expect.poll(() => storedRecord(page, 'profile')).toMatchObject({ account: { email: DEMO.shopper.email } });
  });

  test('offline: a reload of /account/orders is the offline copy, not the login page', async () => {
    await context.setOffline(true);
    await page.goto(siteUrl('DTC', '/account/orders'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByText('Offline copy')).toBeVisible();
    await expect(orderRows(page).first()).toContainText('VN-9000');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await keepScreenshot(page, `DTC-${viewport.name}-orders-offline`, { fullPage: true });
    }
  });

  test('offline: a write on the address book is refused with the offline message', async () => {
    await page.goto(siteUrl('DTC', '/account/address-book'));
    await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
    await expect(page.getByText('Offline copy')).toBeVisible();
    await savedAddresses(page).first().getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText(OFFLINE_WRITE)).toBeInViewport();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page
        .getByRole('alert')
        .filter({ hasText: OFFLINE_WRITE })
        .evaluate((message) => message.parentElement?.scrollIntoView({ block: 'start' }));
      await keepScreenshot(page, `DTC-${viewport.name}-address-book-offline`);
    }
  });

  test('after logout the account pages want a sign-in, online and offline, and nothing of the shopper is stored', async () => {
    await context.setOffline(false);
    await signOutAtLogoutPage(page, 'DTC');
    await expect(page).not.toHaveURL(/\/logout/);
    await page.goto(siteUrl('DTC', '/account/orders'));
    await expect(page).toHaveURL(/\/shelter\/login\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    expect(await storedQueryCacheText(page)).not.toContain('VN-9000');
    expect(await storedRecord(page, 'profile')).toBeNull();
    // and with the network gone again, the account pages still want a sign-in
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await context.setOffline(false);
  });
});
