/**
 * Content pages, the sitemap, route rules to other hosts and the standalone pages, from the content
 * service, in both storefronts: each named path draws its own page, Shipping takes its figures from
 * the globals, the sitemap's links lead somewhere, and pages seen once open offline while a page
 * never seen says it needs a connection. The 404 page and route rules inside the shop are
 * tests/web/content/content-pages.test.tsx.
 */
import { test } from '@playwright/test';
import { signInNewClinicUser } from './support/clinic-user';
import {
  contentArticle,
  expect,
  freeShippingMinimum,
  NAMED_PAGES,
  NEEDS_CONNECTION,
  openPage,
  pageHeading,
  sitemapRegion,
  waitUntilStored,
} from './support/content';
import { SITE_NAMES, type Site, siteUrl, waitForServiceWorkerControl } from './support/shop';
import { screenshotPhoneAndDesktop } from './support/screenshots';
import { openInApp } from './support/screens';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const SITES: Site[] = ['DTC', 'HPSF'];
const MAINTENANCE: Record<Site, string> = {
  DTC: 'The Vitalis shop is closed for a short while',
  HPSF: 'The Vitalis staff feeding shop is closed for a short while',
};

for (const site of SITES) {
  test.describe(`${site}: content pages`, () => {
    test('each named path shows its own heading and copy, signed in or not', async ({ page }) => {
      for (const named of NAMED_PAGES[site]) {
        await openPage(page, site, named.path, named.heading);
        await expect(contentArticle(page), named.path).toContainText(named.copy);
      }
    });

    test('Shipping shows the $4 charge and the free-shipping minimum of the globals', async ({ page, request }) => {
      const minimum = await freeShippingMinimum(request, site);
      await openPage(page, site, '/shipping', 'Shipping');
      await expect(contentArticle(page)).toContainText(`Free shipping on orders of ${minimum} or more.`);
      await expect(contentArticle(page)).toContainText('Shipments to Alaska and Hawaii carry a $4 service charge');
      await expect(page).toHaveTitle(`Shipping | ${SITE_NAMES[site]}`);
      await screenshotPhoneAndDesktop(page, `${site}-shipping`);
    });

    test('the sitemap lists products, categories and content pages, and its links work', async ({ page, context }) => {
      // product pages need a sign-in on HPSF (§2); the sitemap itself does not
      if (site === 'HPSF') await signInNewClinicUser(context);
      await openPage(page, site, '/sitemap', 'Sitemap');
      await screenshotPhoneAndDesktop(page, `${site}-sitemap`);
      const product = sitemapRegion(page, 'Products').getByRole('link').first();
      const title = (await product.textContent()) ?? '';
      await product.click();
      await expect(pageHeading(page, title)).toBeVisible();
      await page.goBack();
      await sitemapRegion(page, 'Categories').getByRole('link', { name: 'Cat Food' }).click();
      await expect(page).toHaveURL(siteUrl(site, '/products/cat'));
      await page.goBack();
      await sitemapRegion(page, 'Pages').getByRole('link', { name: 'Terms & Conditions' }).click();
      await expect(pageHeading(page, 'Terms & Conditions')).toBeVisible();
    });

    test('pages seen once open offline; a page never seen says it needs a connection', async ({ page, context }) => {
      const faq = NAMED_PAGES[site][0];
      await openPage(page, site, '/sitemap', 'Sitemap');
      await waitForServiceWorkerControl(page);
      await openPage(page, site, faq.path, faq.heading);
      await waitUntilStored(page, faq.copy);
      await context.setOffline(true);
      await page.reload();
      await expect(pageHeading(page, faq.heading)).toBeVisible();
      await expect(contentArticle(page)).toContainText(faq.copy);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Sitemap' }).click();
      await expect(pageHeading(page, 'Sitemap')).toBeVisible();
      await expect(sitemapRegion(page, 'Pages').getByRole('link', { name: 'Shipping' })).toBeVisible();
      await footer.getByRole('link', { name: 'Privacy & Cookies' }).click();
      await expect(pageHeading(page, NEEDS_CONNECTION)).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('has not been saved on this device yet');
      await screenshotPhoneAndDesktop(page, `${site}-needs-connection`);
      // back online, the page comes by itself: no click on Try again
      await context.setOffline(false);
      await expect(pageHeading(page, 'Privacy & Cookies')).toBeVisible();
    });

    test('maintenance and password-protect draw their text from the content service', async ({ page }) => {
      await openPage(page, site, '/maintenance', "We'll be back soon");
      await expect(page.getByText(MAINTENANCE[site])).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await screenshotPhoneAndDesktop(page, `${site}-maintenance`);
      await openPage(page, site, '/password-protect', 'We will be right back');
      await expect(page.getByText('The shop is open to invited guests only')).toBeVisible();
      await screenshotPhoneAndDesktop(page, `${site}-password-protect`);
    });
  });
}

test.describe('DTC: route rules to other hosts', () => {
  // the page's own requests, so that the test can stand in for the other host and the content service
  test.use({ serviceWorkers: 'block' });

  test('a rule to an allowed host: the server redirects, and inside the app the page is loaded in full', async ({ page, request }) => {
    const answer = await request.get(siteUrl('DTC', '/vet'), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('https://vets.vitalis.example/find-a-clinic');
    await page.route('https://vets.vitalis.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Find a clinic</title><h1>Find a Vitalis clinic</h1>' }),
    );
    await page.goto(siteUrl('DTC', '/'));
    await openInApp(page, 'DTC', '/vet');
    await expect(page).toHaveURL('https://vets.vitalis.example/find-a-clinic');
    await expect(page.getByRole('heading', { name: 'Find a Vitalis clinic' })).toBeVisible();
  });

  test('a rule to any other host is refused and logged, and the visitor stays on the 404 page', async ({ page }) => {
    // as an operator's mistyped rule would make it
    await page.route('**/api/cms/v1.0/get-route-rules*', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.data.push({ from: '/partner-offer', to: 'https://partner.example/offer' });
      await route.fulfill({ response, json });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // opened inside the app, where the browser asks for the rules (a first load is the server's 404)
    await page.goto(siteUrl('DTC', '/'));
    await openInApp(page, 'DTC', '/partner-offer');
    await expect(pageHeading(page, 'Page not found')).toBeVisible();
    await expect(page).toHaveURL(siteUrl('DTC', '/partner-offer'));
    await expect.poll(() => warnings.join('\n')).toContain('Route rule for /partner-offer refused');
  });
});
