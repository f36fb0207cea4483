// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartRecommendedCarousel } from '../../../web/features/catalogue/ProductCarousel';
import { makeProduct } from '../../core/catalogue/fixtures';
import { installAppTestHooks } from '../support/render-app';
import { mockCatalogueApi } from './support/catalogue-api';
import { renderWithProviders } from './support/render-card';

// Swiper's chunk cannot be fetched: offline on a first visit, before the service worker holds it
vi.mock('../../../web/features/catalogue/CarouselSwiper', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/CarouselSwiper.js');
});

installAppTestHooks();

describe('product carousel without its Swiper code', () => {
  it('keeps its cards in a static row, and the page around it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const products = ['one', 'two', 'three'].map((handle) => makeProduct({ handle, title: `Food ${handle}` }));
    mockCatalogueApi({
      products,
      carousels: [
        {
          page: 'cart',
          handles: products.map(({ handle }) => ({ handle })),
          bg_color: 'light blue',
          copyColor: 'dark',
          isLastComponent: false,
        },
      ],
    });
    renderWithProviders(
      <main>
        <h1>Shopping Cart</h1>
        <CartRecommendedCarousel />
      </main>,
    );
    const region = await screen.findByRole('region', { name: 'Cart Carousel: Recommended Products' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded', expect.anything()));
    expect(
      within(region)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Food one', 'Food two', 'Food three']);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
  });
});
