// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useLocationStore } from '../../../web/features/location/location-store';
import { ProductCard } from '../../../web/features/catalogue/ProductCard';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { mockCatalogueApi } from './support/catalogue-api';
import { renderWithProviders } from './support/render-card';

beforeEach(() => {
  useLocationStore.getState().forget();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plans = [{ id: 'plan-4', name: 'Every 4 weeks', intervalWeeks: 4, discountPercent: 5 }];

function dogFood() {
  return makeProduct({
    title: 'Adult Chicken Dry Dog Food',
    description: 'Complete and balanced nutrition for adult dogs of every size.',
    sellingPlans: plans,
    variants: [
      makeVariant({
        sku: 'AC-5',
        weight: 5,
        price: { amount: '21.99', currencyCode: 'USD' },
        badgeTags: ['badge::featured', 'badge::new'],
      }),
      makeVariant({
        sku: 'AC-15',
        weight: 15,
        price: { amount: '54.99', currencyCode: 'USD' },
        compareAtPrice: { amount: '59.99', currencyCode: 'USD' },
      }),
    ],
  });
}

describe('product card', () => {
  it("cuts the description to 25 characters followed by '..'", () => {
    mockCatalogueApi();
    renderWithProviders(<ProductCard product={dogFood()} />);
    expect(screen.getByText('Complete and balanced nut..')).toBeTruthy();
  });

  it('shows at most two badges, in the §9 order, with their labels and tones', async () => {
    mockCatalogueApi({ dealSkus: ['AC-5'] });
    renderWithProviders(<ProductCard product={dogFood()} />);
    // 'Deal' comes from get-skus-with-deal (the lazy call): the card draws at once and gains it on arrival
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem')[0].textContent).toBe('Deal'));
    const badges = within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['Deal', 'Featured']);
    expect(badges[0].querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('dark-success');
  });

  it("shows 'Deal' only for a sku on the deal list, whatever the tags say", async () => {
    const fetchMock = mockCatalogueApi({ dealSkus: ['AC-15'] });
    const product = dogFood();
    product.variants[0].badgeTags = ['badge::deal'];
    renderWithProviders(<ProductCard product={product} />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('get-skus-with-deal'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Deal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '15 lb' }));
    expect(await screen.findByText('Deal')).toBeTruthy();
  });

  it("shows 'Out of Stock' first and disables every quantity control and the add button when out of stock", () => {
    mockCatalogueApi();
    const product = makeProduct({
      variants: [makeVariant({ inStock: false, stockLevel: 'out', badgeTags: ['badge::best-seller', 'badge::new'] })],
    });
    renderWithProviders(<ProductCard product={product} onAddToCart={vi.fn()} />);
    const badges = within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['Out of Stock', 'Best Seller']);
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Limited Stock' and is out of stock when the stock service says so for the shopper's zip", () => {
    mockCatalogueApi();
    const product = makeProduct({ variants: [makeVariant({ sku: 'L-1', stockLevel: 'limited' })] });
    const { unmount } = renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('Limited Stock')).toBeTruthy();
    unmount();
    renderWithProviders(<ProductCard product={product} stock={{ 'L-1': false }} />);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  it('draws no add button without a handler, and calls the handler with the variant and quantity', () => {
    mockCatalogueApi();
    const product = dogFood();
    const { unmount } = renderWithProviders(<ProductCard product={product} />);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    unmount();
    const onAddToCart = vi.fn();
    renderWithProviders(<ProductCard product={product} onAddToCart={onAddToCart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product.variants[0], 2, { product });
  });

  it('keeps digits only in the quantity and clamps it on blur; decrease is off at the minimum', () => {
    mockCatalogueApi();
    renderWithProviders(<ProductCard product={dogFood()} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '4a' } });
    expect(field.value).toBe('4');
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.blur(field);
    expect(field.value).toBe('10');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
  });

  it('links to /products/{variantURL}?sku={sku} and switches variant with the size pills', () => {
    mockCatalogueApi();
    const product = dogFood();
    renderWithProviders(<ProductCard product={product} />);
    const link = screen.getByRole('link', { name: product.title });
    expect(link.getAttribute('href')).toBe(`/products/${product.variants[0].variantURL}?sku=AC-5`);
    fireEvent.click(screen.getByRole('button', { name: '15 lb' }));
    expect(screen.getByRole('link', { name: product.title }).getAttribute('href')).toContain('?sku=AC-15');
    expect(screen.getByRole('button', { name: '15 lb' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('$54.99')).toBeTruthy();
  });

  it('sets the image size (120 on mobile, 200 otherwise) with srcset renditions and lazy loading', () => {
    mockCatalogueApi();
    const { container } = renderWithProviders(<ProductCard product={dogFood()} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('200');
    expect(img.getAttribute('height')).toBe('200');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toMatch(/^\/_ipx\/.+ 1x, \/_ipx\/.+ 2x$/);
    const source = container.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(source.getAttribute('height')).toBe('120');
  });

  it('shows the Autoship, free-shipping and delivery notes to shoppers', async () => {
    mockCatalogueApi({ delivery: { date: '2026-11-27', state: 'CO', city: 'Denver', businessDays: 3 } });
    renderWithProviders(<ProductCard product={dogFood()} />);
    expect(screen.getByText('Save an extra 5% with Autoship')).toBeTruthy();
    expect(await screen.findByText('Estimated delivery Fri, Nov 27 to Denver')).toBeTruthy();
    // $21.99 is under the $50 default minimum; the 15 lb bag is over it.
    expect(screen.queryByText('Eligible for free shipping')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '15 lb' }));
    expect(screen.getByText('Eligible for free shipping')).toBeTruthy();
  });

  it("tells Hawaii shoppers 'See checkout for delivery date'", async () => {
    mockCatalogueApi({ delivery: { date: '2026-11-30', state: 'HI', businessDays: 6 } });
    renderWithProviders(<ProductCard product={dogFood()} />);
    expect(await screen.findByText('See checkout for delivery date')).toBeTruthy();
  });

  it(
    'staff feeding: hides price, notes and size pills, ' + 'and shows a size dropdown with price and struck-through compare price',
    async () => {
      mockCatalogueApi({ site: 'HPSF' });
      renderWithProviders(<ProductCard product={dogFood()} />, { siteCode: 'HPSF' });
      const select = screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
      expect([...select.options].map((o) => o.textContent)).toEqual(['5 lb – $21.99', '15 lb – $54.99']);
      expect(screen.queryByRole('button', { name: '5 lb' })).toBeNull();
      expect(screen.queryByText('Save an extra 5% with Autoship')).toBeNull();
      expect(screen.queryByText('Eligible for free shipping')).toBeNull();
      fireEvent.change(select, { target: { value: select.options[1].value } });
      const compare = document.querySelector('s')!;
      expect(compare.textContent).toContain('$59.99');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText(/Estimated delivery/)).toBeNull();
    },
  );
});
