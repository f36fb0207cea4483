import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoViolations, VIEWPORTS } from './support/axe';
import {
  acceptAllCookies,
  acceptCookieCategories,
  categorySwitch,
  consentBanner,
  cookiePreferencesLink,
  FIRST_VISIT_STATE,
  openCookiePreferences,
  rejectAllCookies,
  storedConsentCategories,
  stubTagManager,
} from './support/consent';
import { DEMO, submitLogin } from './support/identity';
import { type Site, siteUrl, waitForServiceWorkerControl } from './support/shop';
import { keepScreenshot } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

// The banner comes once the browser is idle after the first screen: on the shared 2-core machine
// under load that can take longer than the default wait.
const expect = baseExpect.configure({ timeout: 45_000 });
const SITES: Site[] = ['DTC', 'HPSF'];
const tagManagerTag = (page: Page) => page.locator('script#tag-manager-script');

/** The page's own heading is there (the app drew the page, not only its frame). */
async function expectPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Each test loads several pages, and the axe audits run four times: on the shared, busy 2-core
// machine they took longer than the default minute.
test.describe.configure({ timeout: 180_000 });

test.describe('first visit (no stored choice)', () => {
  test.use({ storageState: FIRST_VISIT_STATE });

  for (const site of SITES) {
    test(`${site}: the banner asks on a first visit; the choice survives a reload`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
      await page.goto(siteUrl(site, '/products'));
      await expect(consentBanner(page)).toBeVisible();
      await expect(consentBanner(page)).toBeFocused();
      await expect(consentBanner(page)).toContainText(
        site === 'DTC' ? 'functional cookies for product reviews and analytics cookies' : 'analytics cookies for page statistics',
      );
      // the banner taking focus is not the shopper interacting: fetching ahead (and its code) waits
      await page.waitForTimeout(1000);
      expect(scripts.filter((url) => url.includes('/LinkPrefetcher-'))).toEqual([]);
      expect(await storedConsentCategories(page)).toBeNull();
      await acceptCookieCategories(page, ['functional']);
      await expect(consentBanner(page)).toBeHidden();
      await page.reload();
      await expect(cookiePreferencesLink(page)).toBeVisible();
      const dialog = await openCookiePreferences(page);
      await expect(categorySwitch(dialog, 'necessary')).toBeChecked();
      await expect(categorySwitch(dialog, 'necessary')).toBeDisabled();
      await expect(categorySwitch(dialog, 'functional')).toBeChecked();
      await expect(categorySwitch(dialog, 'analytics')).not.toBeChecked();
      await expect(consentBanner(page)).toHaveCount(0);
    });

    test(`${site}: banner and dialog have no axe findings on phone and desktop`, async ({ page }) => {
      await page.goto(siteUrl(site, '/products'));
      await expect(consentBanner(page)).toBeVisible();
      await expectNoViolations(page, `${site} consent banner`);
      await openCookiePreferences(page);
      await expectNoViolations(page, `${site} cookie preferences`);
    });
  }

  test('the tag manager loads only after analytics consent and leaves the page on decline', async ({ page }) => {
    const requested = await stubTagManager(page.context());
    await page.goto(siteUrl('DTC', '/products'));
    await expect(consentBanner(page)).toBeVisible();
    await acceptCookieCategories(page, ['functional', 'marketing']);
    await page.waitForTimeout(500); // a wrongly queued script would have been requested by now
    expect(requested).toEqual([]);
    await expect(tagManagerTag(page)).toHaveCount(0);

    await acceptCookieCategories(page, ['analytics']);
    await expect(tagManagerTag(page)).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as { tagManagerRuns?: number }).tagManagerRuns)).toBe(1);
    expect(requested).toHaveLength(1);
    expect(await page.evaluate(() => window.dataLayer?.some((entry) => entry.event === 'gtm.js'))).toBe(true);

    await rejectAllCookies(page);
    await expect(tagManagerTag(page)).toHaveCount(0);
    await page.reload();
    await expect(cookiePreferencesLink(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(requested).toHaveLength(1);
  });

  test('a choice stored elsewhere (another tab, the privacy manager) is followed without a reload', async ({ page }) => {
    await stubTagManager(page.context());
    await page.goto(siteUrl('DTC', '/products'));
    await expect(consentBanner(page)).toBeVisible();
    const other = await page.context().newPage();
    await other.goto(siteUrl('DTC', '/cart'));
    await acceptAllCookies(other);
    // the first tab checks the stored choice every 250 ms: its banner goes and the tag manager loads
    await expect(consentBanner(page)).toBeHidden();
    await expect(tagManagerTag(page)).toHaveCount(1);
    await other.close();
  });

  test('the choice survives an offline start, and the dialog opens offline', async ({ page, context }) => {
    await page.goto(siteUrl('DTC', '/products'));
    await waitForServiceWorkerControl(page);
    await acceptAllCookies(page);
    await context.setOffline(true);
    await page.reload();
    await expectPage(page, 'Shop All Pet Food');
    const dialog = await openCookiePreferences(page);
    await expect(categorySwitch(dialog, 'functional')).toBeChecked();
    await expect(categorySwitch(dialog, 'analytics')).toBeChecked();
    await expect(consentBanner(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  for (const site of SITES) {
    test(`${site}: a shopper signs in while the banner still asks`, async ({ page }) => {
      const account = site === 'HPSF' ? DEMO.staff : DEMO.shopper;
      const loginPath = site === 'HPSF' ? '/account/login' : '/shelter/login';
      await page.goto(siteUrl(site, loginPath));
      await expect(consentBanner(page)).toBeVisible();
      await submitLogin(page, account.email, account.password);
      // signed in and sent on to the page the login rules choose, the choice still open
      await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).not.toBe(loginPath);
      await expect(consentBanner(page)).toBeVisible();
      expect(await storedConsentCategories(page)).toBeNull();
    });
  }

  for (const site of SITES) {
    test(`${site} screenshots: banner and dialog on phone and desktop`, async ({ page }) => {
      for (const [device, size] of Object.entries(VIEWPORTS)) {
        await page.context().clearCookies();
        await page.setViewportSize(size);
        await page.goto(siteUrl(site, '/products'));
        await expect(consentBanner(page)).toBeVisible();
        await keepScreenshot(page, `consent-banner-${site}-${device}`);
        await openCookiePreferences(page);
        await keepScreenshot(page, `consent-dialog-${site}-${device}`);
      }
    });
  }
});

test.describe('returning shopper (a stored choice)', () => {
  const pages: { site: Site; path: string; heading: string | RegExp }[] = [
    { site: 'DTC', path: '/', heading: /./ },
    { site: 'DTC', path: '/products', heading: 'Shop All Pet Food' },
    { site: 'DTC', path: '/cart', heading: 'Shopping Cart' },
    { site: 'DTC', path: '/contact-us', heading: 'Contact Us' },
    { site: 'HPSF', path: '/', heading: /./ },
  ];
  // the dialog's states and the keyboard are tests/web/consent/consent-dialogs.test.tsx; here, that
  // every kind of page reaches it from its footer
  test("no banner on any page; each page's footer link opens the preference dialog", async ({ page }) => {
    for (const { site, path, heading } of pages) {
      await page.goto(siteUrl(site, path));
      await expectPage(page, heading);
      const dialog = await openCookiePreferences(page);
      await expect(dialog.getByRole('heading', { name: 'Cookie preferences' }), `${site} ${path}`).toBeVisible();
      await expect(categorySwitch(dialog, 'functional')).not.toBeChecked();
      await expect(consentBanner(page)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});
