// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_AUTOSHIP_QUANTITY } from '../../../core/constants';
import { AddToCartFlow } from '../../../web/features/cart/AddToCartFlow';
import { AUTOSHIP_LIMIT_MESSAGE } from '../../../web/features/cart/AutoshipLimitAlert';
import { useAddToCartHandler } from '../../../web/features/catalogue/add-to-cart';
import { ProductCard } from '../../../web/features/catalogue/ProductCard';
import { useLocationStore } from '../../../web/features/location/location-store';
import { kibble, PLAN, sample } from '../../core/cart/fixtures';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { createFakeCart, type FakeCart, renderCartUi, stubMatchMedia, useFakeCart } from './support/fake-cart';

beforeEach(() => {
  localStorage.clear();
  useLocationStore.getState().reload();
  window.dataLayer = undefined;
  stubMatchMedia();
  mockCatalogueApi({ products: [kibble, sample], globals: { free_shipping_minimum: 50 } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Shop({ fake, children, autoCloseMs }: { fake: FakeCart; children: React.ReactNode; autoCloseMs?: number }) {
  const cart = useFakeCart(fake);
  return (
    <AddToCartFlow
      addToCart={fake.actions.addToCart}
      setQuantity={fake.actions.setQuantity}
      cart={cart}
      latestCart={() => fake.cart}
      autoCloseMs={autoCloseMs}
    >
      {children}
    </AddToCartFlow>
  );
}

/** What a product page does with an Autoship choice: the context's handler with the plan. */
function AutoshipButtons() {
  const add = useAddToCartHandler();
  return (
    <>
      {[3, 4].map((quantity) => (
        <button
          key={quantity}
          type="button"
          onClick={() => void add?.(kibble.variants[0], quantity, { product: kibble, sellingPlanId: PLAN })}
        >
          Add {quantity} on Autoship
        </button>
      ))}
    </>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Item added to your cart!' });
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name);

describe('add-to-cart flow and modal', () => {
  it('adds from a card, reports add_to_cart and shows the §2 modal texts', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={kibble} />
      </Shop>,
    );
    const card = screen.getByRole('article', { name: kibble.title });
    fireEvent.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));

    const modal = await dialog();
    expect(fake.actions.addToCart).toHaveBeenCalledWith(kibble.variants[0], 2, { product: kibble });
    expect(within(modal).getByText(kibble.title)).toBeTruthy();
    expect(within(modal).getByText('15 lbs')).toBeTruthy();
    expect(within(modal).getByText('$20.00 × 2')).toBeTruthy();
    expect(within(modal).getByText('$40.00')).toBeTruthy();
    expect(within(modal).getByText('2 item(s)')).toBeTruthy();
    expect(within(modal).getByText('$10.00 until free shipping')).toBeTruthy();
    expect(within(modal).getByRole('progressbar').style.height).toBe('6px');
    expect(within(modal).getByRole('button', { name: 'Continue Shopping' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Go to Cart' })).toBeTruthy();

    expect(events('add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 40,
          items: [expect.objectContaining({ item_id: 'K15', item_name: kibble.title, price: 20, quantity: 2 })],
        },
      },
    ]);
  });

  it('Continue Shopping and Escape close the modal; Go to Cart opens /cart', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={kibble} />
      </Shop>,
      { path: '/products' },
    );
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    fireEvent.click(add);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(add);
    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(add);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Go to Cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/cart');
  });

  it('is a labelled modal dialog that keeps focus inside and hands it back to the add button on close', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={kibble} />
      </Shop>,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    add.focus();
    fireEvent.click(add);
    const modal = await dialog();
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(modal);
    const close = within(modal).getByRole('button', { name: 'Close' });
    const goToCart = within(modal).getByRole('button', { name: 'Go to Cart' });
    goToCart.focus();
    fireEvent.keyDown(goToCart, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(goToCart);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('the trash action closes the modal, sets the line to 0 and reports remove_from_cart', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={kibble} />
      </Shop>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const modal = await dialog();
    const lineId = fake.cart!.lines[0].id;
    fireEvent.click(within(modal).getByRole('button', { name: `Remove ${kibble.title} from cart` }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.actions.setQuantity).toHaveBeenCalledWith(lineId, 0);
    await waitFor(() => expect(fake.cart).toBeNull());
    expect(events('remove_from_cart')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: 'K15', quantity: 1 })] }),
      }),
    ]);
  });

  it('shows ounces as pounds, rounded up to a tenth (3 oz → 0.2 lbs)', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={sample} />
      </Shop>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(within(await dialog()).getByText('0.2 lbs')).toBeTruthy();
  });

  it('shows the autoship alert when an Autoship line reaches the limit of 5', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake}>
        <AutoshipButtons />
      </Shop>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add 3 on Autoship' }));
    expect(within(await dialog()).queryByText(AUTOSHIP_LIMIT_MESSAGE)).toBeNull();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Continue Shopping' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 4 on Autoship' }));
    const modal = await dialog();
    expect(fake.cart!.lines[0].quantity).toBe(MAX_AUTOSHIP_QUANTITY);
    expect(within(modal).getByRole('alert').textContent).toBe(AUTOSHIP_LIMIT_MESSAGE);
    expect(within(modal).getByText('$19.00 × 5')).toBeTruthy();
    // The data layer hears what the cart gained: 3, then 2 (the second add was capped at 5).
    expect(events('add_to_cart').map((e) => (e.ecommerce as { items: { quantity: number }[] }).items[0].quantity)).toEqual([3, 2]);
  });

  it('a failed add shows nothing: no modal, no data-layer event; a thrown error is logged with the §8 line', async () => {
    const fake = createFakeCart();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.actions.addToCart.mockResolvedValueOnce({ ok: false, message: "Variant 'x' does not exist" });
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={kibble} />
      </Shop>,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    fireEvent.click(add);
    await waitFor(() => expect(fake.actions.addToCart).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(add.disabled).toBe(false));
    const failure = new Error('storage full');
    fake.actions.addToCart.mockRejectedValueOnce(failure);
    fireEvent.click(add);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error adding product (Check if variant ID is valid)', failure));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events('add_to_cart')).toEqual([]);
  });

  it('the clicked button waits (busy, disabled) until the add settles', async () => {
    const fake = createFakeCart();
    let finish: (value: { ok: false; message: string }) => void = () => {};
    fake.actions.addToCart.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCartUi(
      <Shop fake={fake}>
        <ProductCard product={kibble} />
      </Shop>,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    fireEvent.click(add);
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('true'));
    expect(add.disabled).toBe(true);
    finish({ ok: false, message: 'no' });
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('false'));
    expect(add.disabled).toBe(false);
  });

  it('closes by itself after autoCloseMs when one is given', async () => {
    const fake = createFakeCart();
    renderCartUi(
      <Shop fake={fake} autoCloseMs={50}>
        <ProductCard product={kibble} />
      </Shop>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await dialog();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
