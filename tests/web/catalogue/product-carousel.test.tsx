// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { AddToCartContext } from '../../../web/features/catalogue/add-to-cart';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselPage, ProductCarouselContent } from '../../../core/entities/merchandising';
import { carouselBreakpoints, carouselLoops } from '../../../web/features/catalogue/carousel-config';
import { CartRecommendedCarousel } from '../../../web/features/catalogue/ProductCarousel';
import { useLocationStore } from '../../../web/features/location/location-store';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockCatalogueApi, requestedUrls } from './support/catalogue-api';
import { renderWithProviders } from './support/render-card';

installAppTestHooks();
beforeEach(() => {
  useLocationStore.getState().forget();
  // jsdom has no matchMedia; Swiper asks it for its breakpoints once its chunk has loaded.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});

const products = ['one', 'two', 'three'].map((handle) => makeProduct({ handle, title: `Food ${handle}` }));

describe('product carousel', () => {
  it('uses the §9 layout: 1 / 2 / 2.5 / 3 slides from 0 / 780 / 960 / 1200 px, 12 px apart', () => {
    expect(carouselBreakpoints()).toEqual({
      0: { slidesPerView: 1, spaceBetween: 12 },
      780: { slidesPerView: 2, spaceBetween: 12 },
      960: { slidesPerView: 2.5, spaceBetween: 12 },
      1200: { slidesPerView: 3, spaceBetween: 12 },
    });
  });

  it('loops on extra-large screens only with at least 3 items', () => {
    expect(carouselLoops(3, 1280)).toBe(true);
    expect(carouselLoops(2, 1440)).toBe(false);
    expect(carouselLoops(2, 375)).toBe(true);
    expect(carouselLoops(1, 375)).toBe(false);
  });

  it("the home page shows 'HomePage Carousel: Recommended Products' with the 'home' configuration's products", async () => {
    const fetchMock = mockCatalogueApi({
      products: products.map((p, i) => ({ ...p, handle: homeHandles[i] })),
      carousels: [carousel('cart', ['one']), carousel('home', homeHandles, { headline: 'Vet-picked favorites' })],
    });
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'HomePage Carousel: Recommended Products' }, { timeout: 8000 });
    expect(within(region).getByRole('heading', { name: 'Vet-picked favorites' })).toBeTruthy();
    await waitFor(() => expect(within(region).getAllByRole('article').length).toBeGreaterThanOrEqual(3));
    const call = requestedUrls(fetchMock).find((u) => u.pathname === '/api/ecom/v1.0/get-listing-products-by-handles')!;
    expect(JSON.parse(call.searchParams.get('handles')!)).toEqual(homeHandles);
  });

  it('draws the background and copy colours of the configuration, the copy made legible', async () => {
    mockCatalogueApi({
      products,
      carousels: [carousel('cart', ['one', 'two'], { bg_color: 'dark blue', copyColor: 'dark', headline: 'Often ordered together' })],
    });
    renderWithProviders(<CartRecommendedCarousel />);
    const region = await screen.findByRole('region', { name: 'Cart Carousel: Recommended Products' });
    expect(region.className).toContain('surface--dark-blue');
    // dark copy would not read on dark blue: the light one is drawn
    expect(region.className).toContain('surface--copy-light');
  });

  it('leaves out the products it excludes, and draws nothing (no heading) when none is left', async () => {
    mockCatalogueApi({ products, carousels: [carousel('cart', ['one', 'two'], { headline: 'Complete the bowl' })] });
    const inCart = (handles: string[]) => (product: { handle: string }) => handles.includes(product.handle);
    const { unmount } = renderWithProviders(<CartRecommendedCarousel exclude={inCart(['one'])} />);
    const region = await screen.findByRole('region', { name: 'Cart Carousel: Recommended Products' });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Food two']),
    );
    unmount();
    renderWithProviders(<CartRecommendedCarousel exclude={inCart(['one', 'two'])} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Complete the bowl' })).toBeNull();
  });

  it('draws nothing for a page without a configuration', async () => {
    const fetchMock = mockCatalogueApi({ products, carousels: [carousel('home', ['one'])] });
    renderWithProviders(<CartRecommendedCarousel />);
    await waitFor(() => expect(requestedUrls(fetchMock).some((u) => u.pathname === '/api/cms/v1.0/get-product-carousel')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('only logs when its configuration fails to load', async () => {
    mockCatalogueApi({ products, failing: ['/api/cms/v1.0/get-product-carousel'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<CartRecommendedCarousel />);
    await waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 10_000 });
    expect(String(log.mock.calls[0][0])).toContain('Cart Carousel: Recommended Products');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("renders 'Cart Carousel: Recommended Products' with its headline", async () => {
    mockCatalogueApi({ products, carousels: [carousel('cart', ['one', 'two'], { headline: 'You may also like' })] });
    renderWithProviders(<CartRecommendedCarousel />);
    const region = await screen.findByRole('region', { name: 'Cart Carousel: Recommended Products' });
    expect(within(region).getByRole('heading', { name: 'You may also like' })).toBeTruthy();
    expect(region.className).toContain('surface--light-blue');
    expect(region.className).toContain('surface--copy-dark');
  });

  it("asks stock for the shopper's zip and disables Add on cards out of stock there", async () => {
    const stocked = [
      makeProduct({ handle: 'in-zip', title: 'Stocked Food', variants: [makeVariant({ sku: 'IN-1' })] }),
      makeProduct({ handle: 'not-in-zip', title: 'Missing Food', variants: [makeVariant({ sku: 'OUT-1' })] }),
    ];
    const fetchMock = mockCatalogueApi({
      products: stocked,
      stock: { 'OUT-1': false },
      carousels: [carousel('cart', ['in-zip', 'not-in-zip'])],
    });
    renderWithProviders(
      <AddToCartContext.Provider value={vi.fn()}>
        <CartRecommendedCarousel />
      </AddToCartContext.Provider>,
    );
    const region = await screen.findByRole('region', { name: 'Cart Carousel: Recommended Products' });
    const addOn = (title: string) =>
      within(within(region).getByRole('article', { name: title })).getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    await waitFor(() => expect(addOn('Missing Food').disabled).toBe(true));
    expect(addOn('Stocked Food').disabled).toBe(false);
    expect(within(within(region).getByRole('article', { name: 'Missing Food' })).getByText('Out of Stock')).toBeTruthy();
    const stockCall = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-products-stock')!;
    expect(JSON.parse(stockCall.searchParams.get('skus')!)).toEqual(['IN-1', 'OUT-1']);
    expect(stockCall.searchParams.get('zipCode')).toBe('80011');
    expect(stockCall.searchParams.get('destination')).toBe('HOME');
  });

  it("a product page's recommendations know the zip's stock too", async () => {
    const shown = makeProduct({ handle: 'shown', title: 'Shown Food', facets: { species: ['dog'] } });
    const other = makeProduct({
      handle: 'other',
      title: 'Other Food',
      facets: { species: ['dog'] },
      variants: [makeVariant({ sku: 'OTHER-1' })],
    });
    mockCatalogueApi({ products: [shown, other], stock: { 'OTHER-1': false } });
    renderApp('/products/shown');
    const region = await screen.findByRole('region', { name: 'Product Carousel: Recommended Products' }, { timeout: 8000 });
    // the static row's card, then Swiper's in its place: the card is looked up afresh each time
    await waitFor(() => {
      const card = within(region).getByRole('article', { name: 'Other Food' });
      expect(within(card).getByText('Out of Stock')).toBeTruthy();
    });
  });

  it('draws nothing and only logs when its products fail to load', async () => {
    mockCatalogueApi({ products, carousels: [carousel('cart', ['one'])], failing: ['/api/ecom/v1.0/get-listing-products-by-handles'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<CartRecommendedCarousel />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(String(log.mock.calls[0][0])).toContain('Cart Carousel: Recommended Products');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

const homeHandles = ['puppy-lamb-recipe-dry-dog-food', 'adult-chicken-recipe-dry-dog-food', 'indoor-chicken-recipe-dry-cat-food'];

/** A §2 carousel configuration as get-product-carousel answers it. */
function carousel(page: CarouselPage, handles: string[], extra: Partial<ProductCarouselContent> = {}): ProductCarouselContent {
  return {
    page,
    handles: handles.map((handle) => ({ handle })),
    bg_color: 'light blue',
    copyColor: 'dark',
    isLastComponent: false,
    ...extra,
  };
}
