// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoodnessBoxBadge, HighlightContentBlock, SitewideBanner, TwoColumnSection } from '../../../core/entities/merchandising';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { resetUserForTest, signInForTest, testAccount } from '../identity/signed-in';
import { mockNetworkDown } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { carouselProducts, seededCarousels, seededContentCalls, seededEntry, titleOf } from '../support/seeded-merchandising';

installAppTestHooks();
beforeEach(() => {
  resetUserForTest();
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
});

const main = () => screen.getByRole('main');
/** The page's code loads lazily: its first draw may take a while on a busy machine. */
const LOADED = { timeout: 8000 };

describe('home page from the content service', () => {
  it('DTC: the highlight block is the h1, with its eyebrow, text and calls to action, on its colours', async () => {
    mockCatalogueApi({ content: seededContentCalls('DTC'), carousels: seededCarousels('DTC'), products: carouselProducts('DTC') });
    renderApp('/');
    const block = seededEntry<HighlightContentBlock>('DTC', 'highlight_content_block');
    const heading = await screen.findByRole('heading', { level: 1, name: block.heading }, LOADED);
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByText(block.eyebrow)).toBeTruthy();
    expect(within(section).getByText(block.text)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Shop Dogs' }).getAttribute('href')).toBe('/products/dog');
    expect(within(section).getByRole('link', { name: 'Shop Cats' }).getAttribute('href')).toBe('/products/cat');
    expect(section.className).toContain('surface--dark-blue');
    expect(section.className).toContain('surface--copy-light');
  });

  it('DTC: draws the sitewide banner, the goodness-box badge, the two-column section and the home carousel', async () => {
    mockCatalogueApi({ content: seededContentCalls('DTC'), carousels: seededCarousels('DTC'), products: carouselProducts('DTC') });
    renderApp('/');
    const [banner] = seededEntry<SitewideBanner[]>('DTC', 'sitewide_banners');
    const bannerLine = (await screen.findByText(banner.message, {}, LOADED)).parentElement as HTMLElement;
    expect(within(bannerLine).getByRole('link', { name: banner.link?.label }).getAttribute('href')).toBe(banner.link?.href);

    const goodness = seededEntry<GoodnessBoxBadge>('DTC', 'goodness_box_badge');
    const box = (await screen.findByRole('heading', { level: 2, name: goodness.heading })).closest('section') as HTMLElement;
    expect(within(box).getByText(goodness.badge)).toBeTruthy();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(goodness.points);

    const twoColumn = seededEntry<TwoColumnSection>('DTC', 'two_column_section');
    const section = (await screen.findByRole('heading', { level: 2, name: twoColumn.heading })).closest('section') as HTMLElement;
    for (const paragraph of twoColumn.paragraphs) expect(within(section).getByText(paragraph)).toBeTruthy();
    const picture = within(section).getByRole('img', { name: twoColumn.image.alt });
    expect(picture.getAttribute('src')).toMatch(/^\/_ipx\/.*packshots\/home-autoship\.png$/);
    expect(within(section).getByRole('link', { name: 'How Autoship works' }).getAttribute('href')).toBe('/autoship');
    expect(section.className).toContain('two-column--image-right');

    const home = seededCarousels('DTC').find((carousel) => carousel.page === 'home');
    const region = await screen.findByRole('region', { name: 'HomePage Carousel: Recommended Products' });
    expect(within(region).getByRole('heading', { name: home?.headline })).toBeTruthy();
    expect(await within(region).findByRole('article', { name: titleOf(home?.handles[0].handle ?? '') })).toBeTruthy();
    expect(region.className).toContain('surface--light-blue');
  });

  it('HPSF: the staff-feeding copy, the picture on the left and the carousel in light copy on dark blue', async () => {
    signInForTest(testAccount({ site: 'HPSF', isRegistered: true, roleCode: 'DVM', SF_PreferedShipTo: 'clinic' }));
    mockCatalogueApi({
      site: 'HPSF',
      content: seededContentCalls('HPSF'),
      carousels: seededCarousels('HPSF'),
      products: carouselProducts('HPSF'),
    });
    renderApp('/', { siteCode: 'HPSF' });
    const block = seededEntry<HighlightContentBlock>('HPSF', 'highlight_content_block');
    expect(await screen.findByRole('heading', { level: 1, name: block.heading }, LOADED)).toBeTruthy();
    const twoColumn = seededEntry<TwoColumnSection>('HPSF', 'two_column_section');
    const section = (await screen.findByRole('heading', { level: 2, name: twoColumn.heading })).closest('section') as HTMLElement;
    expect(section.className).toContain('two-column--image-left');
    const region = await screen.findByRole('region', { name: 'HomePage Carousel: Recommended Products' });
    expect(region.className).toContain('surface--dark-blue');
    expect(region.className).toContain('surface--copy-light');
  });

  it('without its content the page still has its h1 (the site name) and the ways into the shop, and no empty block', async () => {
    mockCatalogueApi({ products: carouselProducts('DTC') });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Pet Nutrition Shop' }, LOADED)).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Shop Dogs' }).getAttribute('href')).toBe('/products/dog');
    expect(within(main()).getByRole('link', { name: 'Shop Cats' }).getAttribute('href')).toBe('/products/cat');
    await waitFor(() => expect(log).not.toHaveBeenCalled());
    // the lead alone: no other block, no carousel, no heading without its content
    expect(within(main()).getAllByRole('heading')).toHaveLength(1);
    expect(
      within(main())
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual(['home-highlight-heading']);
    expect(within(main()).queryByRole('img')).toBeNull();
  });

  it('offline with nothing stored: the stand-in lead draws rather than waiting', async () => {
    mockNetworkDown();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Pet Nutrition Shop' }, LOADED)).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Shop Dogs' })).toBeTruthy();
  });
});
