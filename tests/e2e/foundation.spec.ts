import { expect, test } from '@playwright/test';
import {
  expectTitle,
  goOffline,
  installabilityErrors,
  SITE_NAMES,
  type Site,
  siteUrl,
  waitForServiceWorkerControl,
  withInstalledProfile,
} from './support/shop';
import { signInNewClinicUser, useNewClinicUser } from './support/clinic-user';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const SITES: Site[] = ['DTC', 'HPSF'];

for (const site of SITES) {
  test.describe(`${site} storefront`, () => {
    // §2: a staff-feeding guest is sent to the login; HPSF tests browse as a fresh clinic user
    useNewClinicUser(site === 'HPSF');

    test('loads with its own title and manifest', async ({ page, request }) => {
      await page.goto(siteUrl(site, '/'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`\\| ${SITE_NAMES[site]}$`));
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await request.get(siteUrl(site, manifestHref!))).json();
      expect(manifest.name).toBe(SITE_NAMES[site]);
    });

    test('shows the 404 page for an unmatched route', async ({ page }) => {
      await page.goto(siteUrl(site, '/no/such/page/here'));
      await expect(page.getByText('Page not found')).toBeVisible();
      await expectTitle(page, `404 Error | ${SITE_NAMES[site]}`);
      await expect(page.getByRole('link', { name: /Back To Homepage|Home/i }).first()).toBeVisible();
    });

    test('redirects /products/products/… to the corrected path', async ({ page }) => {
      await page.goto(siteUrl(site, '/products/products/dog'));
      await expect(page).toHaveURL(siteUrl(site, '/products/dog'));
    });

    test('is installable and controlled by its service worker; the shell renders offline', async () => {
      await withInstalledProfile(async (context, page) => {
        if (site === 'HPSF') await signInNewClinicUser(context);
        await page.goto(siteUrl(site, '/'));
        await waitForServiceWorkerControl(page);
        expect(await installabilityErrors(page)).toEqual([]);
        await goOffline(context);
        await page.reload();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(SITE_NAMES[site]));
      });
    });
  });
}

test('a route validation failure shows Page Not Found with the path', async ({ page }) => {
  await page.goto(siteUrl('DTC', '/account/orders/not!an~id'));
  await expect(page.getByText('Page Not Found: /account/orders/not!an~id')).toBeVisible();
});
