/**
 * The catalogue's screens in both storefronts, on a phone and on a desktop: each is drawn with its
 * content (no error page, no endless loading) and nothing overflows sideways. A screenshot of each
 * is kept in the test's output folder for people to look at.
 */
import { type Page, test } from '@playwright/test';
import { expect, productCards } from './support/catalogue';
import { useNewClinicUser } from './support/clinic-user';
import { type Site, siteUrl } from './support/shop';
import { keepScreenshot } from './support/screenshots';

const SITES: Site[] = ['DTC', 'HPSF'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is not wider than the screen').toBeLessThanOrEqual(0);
}

for (const site of SITES) {
  test.describe(`${site} catalogue screens`, () => {
    useNewClinicUser(site === 'HPSF');

    for (const viewport of VIEWPORTS) {
      test(`${viewport.name}: list, zip form, filtered category, search, product page`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const shot = async (name: string) => {
          await expectNoSidewaysOverflow(page);
          await keepScreenshot(page, `${site}-${viewport.name}-${name}`);
        };

        await page.goto(siteUrl(site, '/products'));
        await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
        await expect(productCards(page).first()).toBeVisible();
        await shot('list');

        // the zip form loads when asked for
        await page.getByRole('button', { name: /Change zip code/ }).click();
        await expect(page.getByRole('textbox', { name: 'Zip code' })).toBeVisible();
        await shot('zip-form');

        await page.goto(siteUrl(site, '/products/dog/dry-food'));
        await expect(page.getByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeVisible();
        await expect(productCards(page).first()).toBeVisible();
        await shot('category');

        await page.goto(siteUrl(site, '/search?search=chiken'));
        await expect(productCards(page).first()).toBeVisible();
        await shot('search');

        await productCards(page).first().getByRole('heading').getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // the gallery's picture has arrived and is drawn (not only its empty box) before the screenshot
        await expect
          .poll(() =>
            page
              .locator('main img')
              .first()
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        await shot('product');
      });
    }
  });
}
