/**
 * Account pages offline (issue 6 §5) and logout on a shared workstation: a signed-in shopper's
 * account pages, reloaded with no network, render from the persisted query cache as an
 * 'Offline copy' (not the login page) and refuse writes; after logout nothing of theirs is left
 * in IndexedDB and the account pages ask for a sign-in again.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { openAccountPage, storedQueryCacheText, storedRecord } from './support/account';
import { DEMO, logIn } from './support/identity';
import { siteUrl, waitForServiceWorkerControl } from './support/shop';

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = '/tmp/shots/A1';
const OFFLINE_WRITE = 'You are offline. Changes to your account can be saved once you are back online.';

test('DTC: an account page reloaded offline shows its offline copy; logout leaves nothing of the shopper behind', async ({ page, context }) => {
  await logIn(page, 'DTC', DEMO.shopper.email, DEMO.shopper.password);
  await waitForServiceWorkerControl(page);
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  const addresses = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');

  // online: the pages are seen once, and their answers and the profile stored
  await openAccountPage(page, 'DTC', '/account/orders', 'My Orders');
  await expect(orders.first()).toContainText('VN-9000');
  // the cache is written a moment after each answer (throttled): wait for it, as a real visit would
  await expect.poll(() => storedQueryCacheText(page), { timeout: 10_000 }).toContain('VN-900004');
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Address Book' }).click();
  await expect(addresses.first()).toBeVisible();
  await expect.poll(() => storedQueryCacheText(page), { timeout: 10_000 }).toContain('Meadow Lane');
  await expect.poll(() => storedRecord(page, 'profile')).toMatchObject({ account: { email: DEMO.shopper.email } });

  // offline: a reload of /account/orders is the offline copy, not the login page
  await context.setOffline(true);
  await page.goto(siteUrl('DTC', '/account/orders'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByText('Offline copy')).toBeVisible();
  await expect(orders.first()).toContainText('VN-9000');
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/DTC-${viewport.name}-orders-offline.png`, fullPage: true });
  }

  // a write there is refused with the offline message
  await page.goto(siteUrl('DTC', '/account/address-book'));
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByText('Offline copy')).toBeVisible();
  await addresses.first().getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(OFFLINE_WRITE)).toBeInViewport();
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole('alert').filter({ hasText: OFFLINE_WRITE }).evaluate((message) => message.parentElement?.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/DTC-${viewport.name}-address-book-offline.png` });
  }

  // back online, log out: the account pages want a sign-in and nothing of the shopper is stored
  await context.setOffline(false);
  await page.goto(siteUrl('DTC', '/logout'));
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
