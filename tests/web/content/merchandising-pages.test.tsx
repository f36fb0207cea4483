// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountPagesSettings, PromotionBanner } from '../../../core/entities/merchandising';
import { useLocationStore } from '../../../web/features/location/location-store';
import { makeProduct } from '../../core/catalogue/fixtures';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { resetUserForTest, signInForTest, testAccount } from '../identity/signed-in';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { carouselProducts, seededCarousels, seededEntry, titleOf } from '../support/seeded-merchandising';

installAppTestHooks();
beforeEach(() => {
  resetUserForTest();
  useLocationStore.getState().forget();
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
});
const LOADED = { timeout: 8000 };
const NOT_FOUND_CAROUSEL = '404 Page Carousel: Recommended Products';

describe('the 404 carousel (§2: page 404, not in staff-feeding mode)', () => {
  it("DTC: the 404 page shows the '404' configuration's products", async () => {
    mockCatalogueApi({ carousels: seededCarousels('DTC'), products: carouselProducts('DTC') });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED)).toBeTruthy();
    const config = seededCarousels('DTC').find((carousel) => carousel.page === '404');
    const region = await screen.findByRole('region', { name: NOT_FOUND_CAROUSEL }, LOADED);
    expect(within(region).getByRole('heading', { name: config?.headline })).toBeTruthy();
    expect(await within(region).findByRole('article', { name: titleOf(config?.handles[0].handle ?? '') })).toBeTruthy();
  });

  it('HPSF: no carousel on the 404 page, even with a 404 configuration', async () => {
    signInForTest(testAccount({ site: 'HPSF', isRegistered: true, roleCode: 'DVM', SF_PreferedShipTo: 'clinic' }));
    const fetchMock = mockCatalogueApi({ site: 'HPSF', carousels: seededCarousels('DTC'), products: carouselProducts('DTC') });
    renderApp('/no/such/page', { siteCode: 'HPSF' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: NOT_FOUND_CAROUSEL })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('get-product-carousel'))).toBe(false);
  });
});

describe('no-results search', () => {
  it("offers the content service's popular searches as searches", async () => {
    mockCatalogueApi({
      suggestions: { suggestions: ['salmon'], popularSearches: ['puppy', 'dental care'], products: [makeProduct({ title: 'Puppy Lamb' })] },
    });
    renderApp('/search?search=zzzqqq');
    const heading = await screen.findByRole('heading', { name: 'Popular searches' }, LOADED);
    const list = heading.parentElement as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['puppy', '/search?search=puppy'],
      ['dental care', '/search?search=dental+care'],
    ]);
  });
});

describe('promotion banners on the product lists', () => {
  const banners = seededEntry<PromotionBanner[]>('DTC', 'promotion_banners');

  it('/products shows the banners for every list, under the products', async () => {
    mockCatalogueApi({ promotionBanners: banners });
    renderApp('/products');
    const promotions = await screen.findByRole('complementary', { name: 'Promotions' }, LOADED);
    expect(
      within(promotions)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Save 5% on every Autoship delivery']);
    expect(within(promotions).getByRole('link', { name: 'How Autoship works' }).getAttribute('href')).toBe('/autoship');
    // after the list in the page's order: its late arrival moves no product
    const products = screen.getByRole('region', { name: 'Products' });
    expect(products.compareDocumentPosition(promotions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a dog list adds the dogs' banner", async () => {
    mockCatalogueApi({ promotionBanners: banners });
    renderApp('/products/dog');
    const promotions = await screen.findByRole('complementary', { name: 'Promotions' }, LOADED);
    expect(
      within(promotions)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Save 5% on every Autoship delivery', 'Treats made for training and dental care']);
  });

  it('no banners: nothing is drawn', async () => {
    mockCatalogueApi({ promotionBanners: [] });
    renderApp('/products');
    await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' }, LOADED);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.queryByRole('complementary', { name: 'Promotions' })).toBeNull();
  });
});

describe('account pages', () => {
  it("My Account shows the content service's introduction and help line", async () => {
    signInForTest();
    const settings = seededEntry<AccountPagesSettings>('DTC', 'account_pages_settings');
    mockCatalogueApi({ content: { 'get-account-pages-settings': settings } });
    renderApp('/account/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' }, LOADED)).toBeTruthy();
    expect(await screen.findByText(settings.dashboardIntro)).toBeTruthy();
    const help = screen.getByText(settings.help.text, { exact: false });
    expect(within(help).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
  });
});
