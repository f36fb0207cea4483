// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocationStore } from '../../../web/features/location/location-store';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { signInStaffForTest } from '../identity/signed-in';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockCatalogueApi, requestedUrls } from '../catalogue/support/catalogue-api';

installAppTestHooks();
beforeEach(() => {
  useLocationStore.getState().forget();
});

function turkeyBag() {
  const variant = (sku: string, weight: number, amount: string, extra = {}) =>
    makeVariant({
      sku,
      weight,
      flavor: 'Turkey Recipe',
      variantURL: `vitalis-nutrition/adult-turkey/turkey-recipe/${weight}lb`,
      price: { amount, currencyCode: 'USD' },
      selectedOptions: [
        { name: 'Size', value: `${weight} lb` },
        { name: 'Flavor', value: 'Turkey Recipe' },
        { name: 'Product Form', value: 'Dry' },
      ],
      variantMediaList: [{ url: `/assets/packshots/adult-turkey-${weight}.png`, alt: `Adult Turkey, ${weight} lb` }],
      ...extra,
    });
  return makeProduct({
    handle: 'adult-turkey',
    title: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food',
    line: 'Vitalis Nutrition',
    descriptionHtml:
      '<div><p>Real turkey first.</p><h2>Gone</h2><a href="javascript:alert(1)" target="_blank">x</a>' +
      '<img src=x onerror="alert(1)"><span target="_blank">Kept</span></div>',
    facets: { species: ['dog'], brand: ['vitalis-nutrition'], lifestage: ['adult-dog'], food_form: ['dry-food'] },
    sellingPlans: [4, 2, 8].map((weeks) => ({
      id: `plan-${weeks}`,
      name: `Every ${weeks} weeks`,
      intervalWeeks: weeks,
      discountPercent: 5,
    })),
    variants: [
      variant('AT-4', 4, '19.99', { inStock: false, stockLevel: 'out' }),
      variant('AT-15', 15, '49.99', { compareAtPrice: { amount: '54.99', currencyCode: 'USD' } }),
      variant('AT-30', 30, '79.99'),
    ],
  });
}

describe('product page', () => {
  it('preselects the variant of ?sku= and is titled with the product title', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    renderApp('/products/adult-turkey?sku=AT-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '30 lb' })).toHaveProperty('checked', true);
    expect(screen.getAllByText('$79.99').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Vitalis Nutrition Adult Turkey Recipe Dry Dog Food | Vitalis Pet Nutrition Shop'));
  });

  it('without a sku shows the first in-stock variant; the 4-segment route picks by flavor and size', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    const { unmount } = renderApp('/products/adult-turkey');
    expect(await screen.findByRole('radio', { name: '15 lb' })).toHaveProperty('checked', true);
    unmount();
    renderApp('/products/vitalis-nutrition/adult-turkey/turkey-recipe/4lb');
    expect(await screen.findByRole('radio', { name: '4 lb' })).toHaveProperty('checked', true);
    expect(screen.getByText('Out of stock for 80011')).toBeTruthy();
    // a size out of stock: the page's quantity controls and its add button are off
    for (const name of ['Decrease quantity', 'Increase quantity', 'Add to Cart']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('disabled', true);
  });

  it('switching the size updates ?sku= and the price', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    const { router } = renderApp('/products/adult-turkey?sku=AT-15');
    fireEvent.click(await screen.findByRole('radio', { name: '30 lb' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sku=AT-30'));
    expect(router.state.location.pathname).toBe('/products/adult-turkey');
    expect(screen.getByRole('radio', { name: '30 lb' })).toHaveProperty('checked', true);
  });

  it('shows price with struck-through compare-at price, and Autoship with frequency and saving', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    renderApp('/products/adult-turkey?sku=AT-15');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.product-page__price s')?.textContent).toContain('$54.99');
    fireEvent.click(screen.getByRole('radio', { name: /Autoship/ }));
    const frequency = screen.getByRole('combobox', { name: 'Deliver every' }) as HTMLSelectElement;
    expect([...frequency.options].map((o) => o.textContent)).toEqual(['2 weeks', '4 weeks', '8 weeks']);
    expect(screen.getByText('Save $2.50 (5%) on every Autoship delivery')).toBeTruthy();
  });

  it('asks stock for the shopper zip (HOME) and shows the delivery estimate', async () => {
    const fetchMock = mockCatalogueApi({ products: [turkeyBag()], stock: { 'AT-15': false } });
    renderApp('/products/adult-turkey?sku=AT-15');
    expect(await screen.findByText('Out of stock for 80011')).toBeTruthy();
    const stockCall = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-products-stock')!;
    expect(stockCall.searchParams.get('zipCode')).toBe('80011');
    expect(stockCall.searchParams.get('destination')).toBe('HOME');
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  it('staff feeding asks stock for the CLINIC destination and shows no delivery estimate', async () => {
    const fetchMock = mockCatalogueApi({ site: 'HPSF', products: [turkeyBag()] });
    signInStaffForTest();
    renderApp('/products/adult-turkey?sku=AT-30', { siteCode: 'HPSF' });
    expect(await screen.findByText('In stock for 80011')).toBeTruthy();
    expect(screen.getByText('Clinic price')).toBeTruthy();
    // The variant's own stock shows until the zip's answer; the ask for it may leave a moment later.
    const stockCall = await vi.waitFor(() => {
      const call = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-products-stock');
      expect(call).toBeDefined();
      return call!;
    });
    expect(stockCall.searchParams.get('destination')).toBe('CLINIC');
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
  });

  it('shows the description sanitised to div, span, p and h1', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    renderApp('/products/adult-turkey');
    const section = (await screen.findByRole('heading', { name: 'Description' })).closest('section')!;
    expect(within(section).getByText('Real turkey first.')).toBeTruthy();
    expect(section.querySelector('h2 + div h2, a, img')).toBeNull();
    expect(section.querySelector('span[target="_blank"]')?.textContent).toBe('Kept');
  });

  it('has a reviews area that, before functional consent, says why reviews are hidden; none in staff feeding (§2, §8)', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    const { unmount } = renderApp('/products/adult-turkey');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(within(reviews).getByRole('button', { name: 'here' })).toBeTruthy();
    expect(reviews.querySelector('p')?.textContent).toBe(
      'You cannot see product reviews because you have declined functional cookies. Please enable them here to access this feature.',
    );
    expect(document.querySelector('script[data-reviews-script]')).toBeNull();
    unmount();
    mockCatalogueApi({ site: 'HPSF', products: [turkeyBag()] });
    signInStaffForTest();
    renderApp('/products/adult-turkey', { siteCode: 'HPSF' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
  });

  it('draws the main image with width renditions and a sizes hint, at a fixed box', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    renderApp('/products/adult-turkey?sku=AT-15');
    const main = (await screen.findByRole('img', { name: 'Adult Turkey, 15 lb' })) as HTMLImageElement;
    const rendition = (w: number) => `/_ipx/f_webp,fit_contain,w_${w},h_${w}/packshots/adult-turkey-15.png`;
    expect(main.getAttribute('src')).toBe(rendition(480));
    expect(main.getAttribute('srcset')).toBe([320, 480, 640, 900, 1200].map((w) => `${rendition(w)} ${w}w`).join(', '));
    expect(main.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 480px');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['480', '480']);
  });

  it("shows 'Page Not Found: {path}' for an unknown product", async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/products/no-such-food');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /products/no-such-food' })).toBeTruthy();
  });
});
