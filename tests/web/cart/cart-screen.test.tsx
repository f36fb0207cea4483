// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartState } from '../../../core/cart';
import { CartScreen } from '../../../web/features/cart/CartScreen';
import { AUTOSHIP_LIMIT_MESSAGE } from '../../../web/features/cart/AutoshipLimitAlert';
import {
  AUTOSHIP_REQUIRED_LOGIN_PATH,
  CHECKOUT_OFFLINE_MESSAGE,
  OVER_ORDER_LIMIT_MESSAGE,
} from '../../../web/features/cart/checkout-decision';
import { preloadPackshotDrawing } from '../../../web/features/catalogue/offline/PackshotPlaceholder';
import { useLocationStore } from '../../../web/features/location/location-store';
import { applyAll, cartWith, kibble, PLAN, sample } from '../../core/cart/fixtures';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { createFakeCart, type FakeCart, renderCartUi, stubMatchMedia, useFakeCart } from './support/fake-cart';

let globals: Record<string, unknown>;
beforeEach(() => {
  localStorage.clear();
  useLocationStore.getState().reload();
  window.dataLayer = undefined;
  stubMatchMedia();
  globals = { free_shipping_minimum: 50, fair_trade_compliance: true };
  // the content service's 'cart' carousel names both products; the one in the cart is left out
  const handles = [{ handle: kibble.handle }, { handle: sample.handle }];
  mockCatalogueApi({
    products: [kibble, sample],
    globals,
    carousels: [{ page: 'cart', handles, bg_color: 'light gray', copyColor: 'dark', isLastComponent: true }],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Screen({ fake, pending = new Set<string>() }: { fake: FakeCart; pending?: ReadonlySet<string> }) {
  const cart = useFakeCart(fake);
  return (
    <CartScreen
      cart={cart}
      ready
      pendingLineIds={pending}
      actions={fake.actions}
      latest={fake.latest}
      pendingMark={() => <span>Waiting to sync</span>}
    />
  );
}

function renderScreen(cart: CartState | null, options: { siteCode?: 'DTC' | 'HPSF'; pending?: ReadonlySet<string> } = {}) {
  const fake = createFakeCart(cart);
  renderCartUi(<Screen fake={fake} pending={options.pending} />, { siteCode: options.siteCode });
  return fake;
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
function summaryValue(label: string): string | null {
  const term = within(summary()).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}
/** A cart line by product title and size ('Adult Chicken Kibble – 15 lb'). */
const line = (title: string, size: string) =>
  within(screen.getByRole('list', { name: 'Cart items' })).getByRole('listitem', { name: `${title} – ${size}` });
const K15 = [kibble.title, kibble.variants[0].title] as const;
const K30 = [kibble.title, kibble.variants[1].title] as const;
const S1 = [sample.title, sample.variants[0].title] as const;
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;
const proceed = () => within(summary()).getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement;
const signedIn = (cart: CartState): CartState => ({ ...cart, buyerIdentity: { ...cart.buyerIdentity, email: 'pat@example.com' } });

describe('cart screen', () => {
  it("is titled 'Shopping Cart' and offers the catalogue when empty", () => {
    renderScreen(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop All Pet Food' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('region', { name: 'Order Summary' })).toBeNull();
  });

  it('lists each line with its picture, size, price, quantity and subtotal; reports view_cart once', async () => {
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 3 }, { merchandiseId: 'v-kibble-30', quantity: 1 }));
    const row = line(...K15);
    expect(within(row).getByText('$20.00')).toBeTruthy();
    expect(within(row).getByText('$60.00')).toBeTruthy();
    expect((within(row).getByLabelText(`Quantity of ${K15.join(' – ')}`) as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(within(row).getByRole('link', { name: kibble.title })).toBeTruthy());
    // The 30 lb bag is on sale: its compare-at price is struck through.
    expect(
      within(line(...K30))
        .getByText('$39.99')
        .closest('s'),
    ).toBeTruthy();
    expect(screen.getByText('4 item(s)')).toBeTruthy();
    const views = (window.dataLayer ?? []).filter((e) => e.event === 'view_cart');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      ecommerce: {
        currency: 'USD',
        value: 95.99,
        items: [
          { item_id: 'K15', quantity: 3 },
          { item_id: 'K30', quantity: 1 },
        ],
      },
    });
  });

  it('draws the packshot placeholder where a line has no picture yet or its picture fails (offline)', async () => {
    await preloadPackshotDrawing(); // its code loads on first need; here it is asserted at once
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }));
    const row = line(...K15);
    // before the catalogue answers there is no picture to load: the placeholder holds the box
    expect(row.querySelector('.cart-line__image svg')).toBeTruthy();
    await waitFor(() => expect(row.querySelector('.cart-line__image img')).toBeTruthy());
    fireEvent.error(row.querySelector('.cart-line__image img') as HTMLImageElement);
    expect(row.querySelector('.cart-line__image img')).toBeNull();
    expect(row.querySelector('.cart-line__image svg')).toBeTruthy();
  });

  it("shows the §2 Order Summary for a shopper: no 'Program Discount'", () => {
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 3 }));
    expect(summaryValue('Subtotal Before Savings')).toBe('$60.00');
    expect(summaryValue('Program Discount')).toBeNull();
    expect(summaryValue('Cart Subtotal')).toBe('$60.00');
    expect(summaryValue('Total Savings')).toBe('$0.00');
    expect(summaryValue('Estimated Total')).toBe('$60.00');
    expect(
      within(summary()).getByText('Tax and shipping are calculated at checkout. Alaska/Hawaii shipments carry a $4 service charge.'),
    ).toBeTruthy();
    expect(within(summary()).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(proceed().disabled).toBe(false);
  });

  it("shows 'Program Discount' for clinic users, taken off the Cart Subtotal", () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 3 });
    renderScreen({ ...cart, customer: { programDiscount: true, hasSubscriptions: false } }, { siteCode: 'HPSF' });
    expect(summaryValue('Subtotal Before Savings')).toBe('$60.00');
    expect(summaryValue('Program Discount')).toBe('-$6.00');
    expect(summaryValue('Cart Subtotal')).toBe('$54.00');
    expect(summaryValue('Total Savings')).toBe('$6.00');
    expect(summaryValue('Estimated Total')).toBe('$54.00');
    // Staff feeding: no free-shipping tracker.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the full tracker for shoppers, crossing the minimum as the quantity grows', async () => {
    const fake = renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }));
    expect(screen.getByText('$10.00 until free shipping')).toBeTruthy();
    expect(screen.getByRole('progressbar').style.height).toBe('8px');
    fireEvent.click(within(line(...K15)).getByRole('button', { name: 'Increase quantity' }));
    expect(fake.actions.setQuantity).toHaveBeenCalledWith(fake.cart!.lines[0].id, 3);
    expect(await screen.findByText('You get free shipping!')).toBeTruthy();
  });

  it('caps quantity controls at 10 for one-time lines and 5 for Autoship lines, with the autoship alert at 5', () => {
    renderScreen(
      cartWith({ merchandiseId: 'v-kibble-15', quantity: 5, sellingPlanId: PLAN }, { merchandiseId: 'v-kibble-30', quantity: 4 }),
    );
    const [autoship, oneTime] = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect((within(autoship).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(autoship).getByRole('alert').textContent).toBe(AUTOSHIP_LIMIT_MESSAGE);
    expect((within(oneTime).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(oneTime).queryByRole('alert')).toBeNull();
    const input = within(oneTime).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
  });

  it('removes a line with its remove button and reports remove_from_cart', async () => {
    const fake = renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }, { merchandiseId: 'v-sample', quantity: 1 }));
    fireEvent.click(screen.getByRole('button', { name: `Remove ${S1.join(' – ')}` }));
    await waitFor(() => expect(fake.cart!.lines).toHaveLength(1));
    expect(screen.queryByRole('listitem', { name: S1.join(' – ') })).toBeNull();
    expect((window.dataLayer ?? []).filter((e) => e.event === 'remove_from_cart')).toHaveLength(1);
  });

  it("switches a line between Autoship frequencies and 'One-time purchase'", async () => {
    const fake = renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }));
    const select = (await within(line(...K15)).findByLabelText('Autoship frequency')) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text)).toEqual(['One-time purchase', 'Every 4 weeks (save 5%)']);
    fireEvent.change(select, { target: { value: PLAN } });
    expect(fake.actions.setSellingPlan).toHaveBeenLastCalledWith(expect.any(String), PLAN);
    await waitFor(() => expect(fake.cart!.lines[0].sellingPlanId).toBe(PLAN));
    const updated = (await within(line(...K15)).findByLabelText('Autoship frequency')) as HTMLSelectElement;
    fireEvent.change(updated, { target: { value: '' } });
    expect(fake.actions.setSellingPlan).toHaveBeenLastCalledWith(expect.any(String), null);
  });

  it("recommends products not in the cart in 'Cart Carousel: Recommended Products'", async () => {
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }));
    const carousel = await screen.findByRole('region', { name: 'Cart Carousel: Recommended Products' });
    expect(await within(carousel).findAllByRole('article', { name: sample.title })).not.toHaveLength(0);
    expect(within(carousel).queryByRole('article', { name: kibble.title })).toBeNull();
  });

  it('marks lines waiting to sync', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }, { merchandiseId: 'v-sample', quantity: 1 });
    renderScreen(cart, { pending: new Set([cart.lines[1].id]) });
    expect(within(line(...S1)).getByText('Waiting to sync')).toBeTruthy();
    expect(within(line(...K15)).queryByText('Waiting to sync')).toBeNull();
  });
});

describe('Proceed to Checkout', () => {
  it('is refused with a clear message when the cart holds more than 10 items', () => {
    const cart = applyAll(cartWith({ merchandiseId: 'v-kibble-15', quantity: 10 }), {
      kind: 'addLines',
      lineItems: [{ merchandiseId: 'v-sample', quantity: 1 }],
    });
    renderScreen(cart);
    expect(screen.getByText('11 item(s)')).toBeTruthy();
    expect(proceed().disabled).toBe(true);
    expect(within(summary()).getByRole('alert').textContent).toBe(OVER_ORDER_LIMIT_MESSAGE);
  });

  it('offline: says checkout needs a connection and keeps the cart', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fake = renderScreen(signedIn(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 })));
    fireEvent.click(proceed());
    expect((await within(summary()).findByRole('alert')).textContent).toBe(CHECKOUT_OFFLINE_MESSAGE);
    expect(currentPath()).toBe('/cart');
    expect(fake.cart!.lines[0].quantity).toBe(2);
    expect(fake.actions.syncNow).not.toHaveBeenCalled();
  });

  it('syncs pending changes first, then opens the checkout of the cart', async () => {
    const fake = renderScreen(signedIn(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 })));
    fake.setPending(2);
    fireEvent.click(proceed());
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(fake.actions.syncNow).toHaveBeenCalledTimes(1);
  });

  it('goes straight to checkout when nothing is pending', async () => {
    const fake = renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }));
    fireEvent.click(proceed());
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(fake.actions.syncNow).not.toHaveBeenCalled();
  });

  it('a guest with a first Autoship purchase must log in first when the fair-trade-compliance flag is on', async () => {
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2, sellingPlanId: PLAN }));
    fireEvent.click(proceed());
    await waitFor(() => expect(currentPath()).toBe(AUTOSHIP_REQUIRED_LOGIN_PATH));
  });

  it('the same guest checks out when the flag is off', async () => {
    globals.fair_trade_compliance = false;
    renderScreen(cartWith({ merchandiseId: 'v-kibble-15', quantity: 2, sellingPlanId: PLAN }));
    fireEvent.click(proceed());
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
  });
});
