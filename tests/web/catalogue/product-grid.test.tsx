// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductGrid } from '../../../web/features/catalogue/ProductGrid';
import { useLocationStore } from '../../../web/features/location/location-store';
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

const products = [1, 2, 3].map((n) =>
  makeProduct({
    id: `p-${n}`,
    handle: `food-${n}`,
    title: `Food ${n}`,
    variants: [makeVariant({ id: `v-${n}`, sku: `F-${n}`, price: { amount: n === 3 ? '64.99' : '19.99', currencyCode: 'USD' } })],
  }),
);

/** How often the page asked `path`. */
const callsTo = (fetchMock: ReturnType<typeof mockCatalogueApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length;

describe('product grid', () => {
  it("reads the shopper's notes once for the whole list and gives every card its line", async () => {
    const fetchMock = mockCatalogueApi({ delivery: { date: '2026-11-27', state: 'CO', city: 'Denver', businessDays: 3 } });
    const { queryClient } = renderWithProviders(<ProductGrid products={products} />);
    await waitFor(() => expect(screen.getAllByText('Estimated delivery Fri, Nov 27 to Denver')).toHaveLength(3));
    // one subscriber per answer for the whole list, not one per card
    const observers = (queryKey: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey })?.getObserversCount();
    expect(observers(['stock', 'delivery', '80011'])).toBe(1);
    expect(observers(['content', 'globals', 'free_shipping_minimum'])).toBe(1);
    // the §9 default minimum of $50: only the $64.99 food qualifies
    expect(screen.getAllByText('Eligible for free shipping')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/get-estimated-delivery-date')).toBe(1);
    expect(callsTo(fetchMock, '/api/cms/v1.0/get-globals')).toBe(1);
    expect(callsTo(fetchMock, '/api/get-products-stock')).toBe(1);
  });

  it('reads no shopper notes for staff cards', async () => {
    const fetchMock = mockCatalogueApi({ site: 'HPSF' });
    renderWithProviders(<ProductGrid products={products} />, { siteCode: 'HPSF' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/get-products-stock')).toBe(1));
    expect(callsTo(fetchMock, '/api/get-estimated-delivery-date')).toBe(0);
    expect(callsTo(fetchMock, '/api/cms/v1.0/get-globals')).toBe(0);
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
  });
});
