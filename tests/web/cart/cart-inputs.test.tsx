// @vitest-environment happy-dom
/** The cart's checkout inputs on screen: the promotion code field, the order note, the staff quota. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartState } from '../../../core/cart';
import { CART_PATHS } from '../../../core/contract/paths';
import { CartScreen } from '../../../web/features/cart/CartScreen';
import type { CartRefusalNotice } from '../../../web/features/cart/cart-client';
import { useLocationStore } from '../../../web/features/location/location-store';
import { cartWith, kibble, sample } from '../../core/cart/fixtures';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { createFakeCart, type FakeCart, renderCartUi, stubMatchMedia, useFakeCart } from './support/fake-cart';

const QUOTA_MESSAGE = 'You have reached your staff-feeding quota for this month (1 order). You can order again from December 1, 2026.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useLocationStore.getState().reload();
  window.dataLayer = undefined;
  stubMatchMedia();
  mockCatalogueApi({ products: [kibble, sample], globals: { free_shipping_minimum: 50 } });
  // the staff-quota read, in front of the catalogue stand-in
  const catalogueFetch = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/checkout/staff-quota')) {
        const data = { limit: 1, used: 1, quotaReached: true, message: QUOTA_MESSAGE };
        return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return catalogueFetch(input, init);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Screen({ fake, refusals = [], quota = false }: { fake: FakeCart; refusals?: CartRefusalNotice[]; quota?: boolean }) {
  const cart = useFakeCart(fake);
  return (
    <CartScreen
      cart={cart}
      ready
      pendingLineIds={new Set()}
      actions={{ ...fake.actions, dismissRefusal: vi.fn() }}
      latest={fake.latest}
      refusalNotices={refusals}
      quotaApplies={quota}
    />
  );
}

function renderScreen(cart: CartState, options: { refusals?: CartRefusalNotice[]; siteCode?: 'DTC' | 'HPSF'; quota?: boolean } = {}) {
  const fake = createFakeCart(cart);
  renderCartUi(<Screen fake={fake} refusals={options.refusals} quota={options.quota} />, { siteCode: options.siteCode });
  return fake;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });

describe('cart checkout inputs', () => {
  it('asks for a code when empty; applies one: its saving, a Remove button, a coupon event once accepted', async () => {
    const fake = renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }));
    fireEvent.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(within(summary()).getByText('Enter a promotion code.')).toBeTruthy();
    fireEvent.change(within(summary()).getByLabelText('Promotion code'), { target: { value: 'auto35' } });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(within(summary()).getByText('AUTO35 needs no code: it is taken off a first Autoship purchase by itself.')).toBeTruthy();
    expect(fake.actions.setDiscountCodes).not.toHaveBeenCalled();
    fireEvent.change(within(summary()).getByLabelText('Promotion code'), { target: { value: ' kibble5 ' } });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(fake.actions.setDiscountCodes).toHaveBeenCalledWith(['KIBBLE5']);
    await waitFor(() => expect(within(summary()).getByText(/applied: 5% off \(-\$2\.00\)/)).toBeTruthy());
    expect(within(summary()).getByText('Promotion (KIBBLE5)')).toBeTruthy();
    expect(window.dataLayer?.filter((e) => e.event === 'coupon').map((e) => e.coupon)).toEqual(['KIBBLE5']);
    fireEvent.click(within(summary()).getByRole('button', { name: /^Remove/ }));
    expect(fake.actions.setDiscountCodes).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(within(summary()).queryByText('Promotion (KIBBLE5)')).toBeNull());
  });

  it("shows the shop's refusal of a code under the field", () => {
    const refusal = {
      id: 'outbox-1',
      message: "Your cart change was not accepted: 'NOPE' is not a valid promotion code.",
      code: 'VALIDATION_FAILED',
      createdAt: 1,
      path: CART_PATHS.updateCartDiscountCodes,
      reason: "'NOPE' is not a valid promotion code.",
    };
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }), { refusals: [refusal] });
    const field = within(summary()).getByLabelText('Promotion code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(summary()).getByText("'NOPE' is not a valid promotion code.")).toBeTruthy();
  });

  it('saves the order note through the cart actions, and says so once it is stored', async () => {
    const fake = renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }));
    let stored!: () => void;
    fake.actions.setNote.mockImplementationOnce(() => new Promise<void>((resolve) => (stored = resolve)));
    const note = screen.getByRole('textbox', { name: /^Order note/ });
    expect(note.getAttribute('maxLength')).toBe('500');
    fireEvent.change(note, { target: { value: 'Ring twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(fake.actions.setNote).toHaveBeenCalledWith('Ring twice');
    expect(screen.getByText('10/500 characters. Delivery instructions or anything we should know.')).toBeTruthy();
    // a reload before the outbox has the change would lose it: no "saved" until then
    expect(screen.queryByText('Order note saved.')).toBeNull();
    stored();
    await screen.findByText('Order note saved.');
  });

  it('staff feeding: a reached quota is said in the Order Summary and checkout cannot start', async () => {
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }), { siteCode: 'HPSF', quota: true });
    await waitFor(() => expect(within(summary()).getByRole('alert').textContent).toBe(QUOTA_MESSAGE));
    expect((within(summary()).getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
