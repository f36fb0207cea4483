// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreeShippingTracker } from '../../../web/features/cart/FreeShippingTracker';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { renderCartUi } from './support/fake-cart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const progress = () => screen.getByRole('progressbar', { name: 'Progress towards free shipping' });

describe('free-shipping tracker', () => {
  it('shows the dollars still missing and the percentage of the minimum below it (default $50 when the global is missing)', async () => {
    mockCatalogueApi({ globals: {} });
    renderCartUi(<FreeShippingTracker eligibleCents={3500} />);
    expect(await screen.findByText('$15.00 until free shipping')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('70');
    expect(screen.queryByText('You get free shipping!')).toBeNull();
  });

  it('takes the minimum from the free_shipping_minimum global', async () => {
    mockCatalogueApi({ globals: { free_shipping_minimum: 80 } });
    renderCartUi(<FreeShippingTracker eligibleCents={2000} />);
    expect(await screen.findByText('$60.00 until free shipping')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('25');
  });

  it("says 'You get free shipping!' with the success check at the minimum and above, the bar full", async () => {
    mockCatalogueApi({ globals: { free_shipping_minimum: 50 } });
    const { unmount } = renderCartUi(<FreeShippingTracker eligibleCents={5000} />);
    const message = await screen.findByText('You get free shipping!');
    expect(message.parentElement?.querySelector('svg.success-check-icon')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(/until free shipping/)).toBeNull();
    unmount();
    renderCartUi(<FreeShippingTracker eligibleCents={12_345} />);
    expect(await screen.findByText('You get free shipping!')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
  });

  it('draws the bar 8 px high in the full layout and 6 px in the small one', () => {
    mockCatalogueApi();
    const { unmount } = renderCartUi(<FreeShippingTracker eligibleCents={100} layout="full" />);
    expect(progress().style.height).toBe('8px');
    unmount();
    renderCartUi(<FreeShippingTracker eligibleCents={100} layout="small" />);
    expect(progress().style.height).toBe('6px');
  });

  it('is hidden in the staff-feeding storefront', () => {
    mockCatalogueApi({ site: 'HPSF' });
    renderCartUi(<FreeShippingTracker eligibleCents={100} />, { siteCode: 'HPSF' });
    expect(screen.queryByRole('region', { name: 'Free shipping' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
