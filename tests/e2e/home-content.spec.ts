/**
 * The merchandising of the content service on the screens, in both storefronts: the home page's
 * blocks and carousel, the cart's and the 404 page's carousels (§2: none on HPSF's 404), the Deal
 * badge of get-skus-with-deal and the no-results suggestions. Every expectation is read from the
 * content calls first, so the test follows the seeded content rather than repeating it.
 */
import { test } from '@playwright/test';
import { badgeLabels, listingProducts, productCard } from './support/catalogue';
import { useNewClinicUser } from './support/clinic-user';
import {
  CART_CAROUSEL,
  carousel,
  carouselTitles,
  DESKTOP,
  expectCarouselOf,
  HOME_CAROUSEL,
  merchandisingOf,
  NOT_FOUND_CAROUSEL,
  noResultsOf,
  PHONE,
  promotionBannersOf,
  scrollPage,
  shoot,
} from './support/home';
import { expect } from './support/cart';
import { type Site, siteUrl } from './support/shop';

const SITES: Site[] = ['DTC', 'HPSF'];
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const NONSENSE = 'xqzzvbnm';

for (const site of SITES) {
  const url = (path: string) => siteUrl(site, path);

  test.describe(`${site} merchandising`, () => {
    // §2: a staff-feeding guest is sent to the login; HPSF browses as a fresh clinic user
    useNewClinicUser(site === 'HPSF');

    test('home: the highlight heading, two-column copy, goodness badge and the carousel of the configured products', async ({
      page,
      request,
    }) => {
      const content = await merchandisingOf(request, site);
      const config = content.carousels.find((candidate) => candidate.page === 'home');
      expect(config, 'a home carousel is configured').toBeDefined();
      const titles = await carouselTitles(request, site, config!);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(url('/'));
        await expect(page.getByRole('heading', { level: 1, name: content.highlight.heading })).toBeVisible();
        await expect(page.getByText(content.highlight.eyebrow, { exact: true })).toBeVisible();
        const twoColumn = page.getByRole('region', { name: content.twoColumn.heading });
        await expect(twoColumn.getByText(content.twoColumn.paragraphs[0], { exact: true })).toBeVisible();
        await expect(twoColumn.getByRole('img', { name: content.twoColumn.image.alt })).toBeVisible();
        const goodness = page.getByRole('region', { name: content.goodness.heading });
        await expect(goodness.getByText(content.goodness.badge, { exact: true })).toBeVisible();
        await expect(goodness.getByRole('listitem')).toHaveText(content.goodness.points);
        await expectCarouselOf(carousel(page, HOME_CAROUSEL), config!, titles);
        await shoot(page, site, size, 'home');
      }
      // the picture of the two-column section really loaded
      expect(
        await page.getByRole('img', { name: content.twoColumn.image.alt }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    });

    test('cart: the carousel of the cart configuration', async ({ page, request }) => {
      const content = await merchandisingOf(request, site);
      const config = content.carousels.find((candidate) => candidate.page === 'cart');
      expect(config, 'a cart carousel is configured').toBeDefined();
      const titles = await carouselTitles(request, site, config!);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(url('/cart'));
        await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
        await expectCarouselOf(carousel(page, CART_CAROUSEL), config!, titles);
        await shoot(page, site, size, 'cart');
      }
    });

    test(`404: ${site === 'DTC' ? 'the carousel of the 404 configuration' : 'no carousel in staff-feeding mode'}`, async ({
      page,
      request,
    }) => {
      const content = await merchandisingOf(request, site);
      const config = content.carousels.find((candidate) => candidate.page === '404');
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(url('/no-such-page-anywhere'));
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        if (site === 'DTC') {
          expect(config, 'DTC has a 404 carousel').toBeDefined();
          await expectCarouselOf(carousel(page, NOT_FOUND_CAROUSEL), config!, await carouselTitles(request, site, config!));
        } else {
          await page.waitForLoadState('networkidle');
          await expect(carousel(page, NOT_FOUND_CAROUSEL)).toHaveCount(0);
          await expect(page.getByRole('region', { name: /Carousel/ })).toHaveCount(0);
        }
        await shoot(page, site, size, '404');
      }
    });

    test("a product on the deal list shows 'Deal' on its card", async ({ page, request }) => {
      const { dealSkus } = await merchandisingOf(request, site);
      const products = await listingProducts(request, site);
      const product = products.find((candidate) => candidate.variants.some((variant) => variant.sku === dealSkus[0]));
      expect(product, `the product of deal sku ${dealSkus[0]}`).toBeDefined();
      // a sku search preselects that variant on its card (§2)
      await page.goto(url(`/search?search=${dealSkus[0]}`));
      const card = productCard(page, product!.title);
      await expect(card).toBeVisible();
      await expect.poll(() => badgeLabels(card)).toContain('Deal');
    });

    test('the product list shows its promotion banners under the products, once scrolled to', async ({ page, request }) => {
      const banners = await promotionBannersOf(request, site);
      const forAll = banners.filter((banner) => !banner.species).map((banner) => banner.heading);
      expect(forAll.length).toBeGreaterThan(0);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(url('/products'));
        await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
        const promotions = page.getByRole('complementary', { name: 'Promotions' });
        // lazy: nothing loads for them until the shopper nears the end of the list
        await expect(promotions).toHaveCount(0);
        await page.keyboard.press('End');
        await scrollPage(page, 'bottom');
        await expect(promotions.getByRole('heading')).toHaveText(forAll);
        await shoot(page, site, size, 'product-list', promotions);
      }
    });

    test('a search without results shows the suggestions', async ({ page, request }) => {
      const answer = await noResultsOf(request, site, NONSENSE);
      expect(answer.popularSearches.length).toBeGreaterThan(0);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(url(`/search?search=${NONSENSE}`));
        await expect(page.getByRole('heading', { name: `No results for "${NONSENSE}"` })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
        for (const search of answer.popularSearches) {
          await expect(page.getByRole('link', { name: search, exact: true })).toHaveAttribute(
            'href',
            `/search?${new URLSearchParams({ search })}`,
          );
        }
        await expect(page.getByRole('article', { name: answer.products[0].title, exact: true })).toBeVisible();
        await shoot(page, site, size, 'no-results');
      }
      // a popular search leads to results
      await page.getByRole('link', { name: answer.popularSearches[0], exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Search results for "${answer.popularSearches[0]}"` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    });
  });
}
