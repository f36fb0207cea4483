// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AddToCartFlow } from '../../../web/features/cart/AddToCartFlow';
import { ProductCard } from '../../../web/features/catalogue/ProductCard';
import { useLocationStore } from '../../../web/features/location/location-store';
import { kibble } from '../../core/cart/fixtures';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { createFakeCart, renderCartUi, stubMatchMedia, useFakeCart, type FakeCart } from './support/fake-cart';

// Offline before the service worker has precached it, the confirmation's chunk cannot be fetched.
vi.mock('../../../web/features/cart/AddedToCart', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  localStorage.clear();
  useLocationStore.getState().reload();
  stubMatchMedia();
  mockCatalogueApi({ products: [kibble] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Shop({ fake }: { fake: FakeCart }) {
  const cart = useFakeCart(fake);
  return (
    <AddToCartFlow addToCart={fake.actions.addToCart} setQuantity={fake.actions.setQuantity} cart={cart} latestCart={() => fake.cart}>
      <h1>Dog food</h1>
      <ProductCard product={kibble} />
    </AddToCartFlow>
  );
}

it("adds to the cart and keeps the page when the confirmation's code cannot be fetched", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fake = createFakeCart();
  renderCartUi(<Shop fake={fake} />);
  fireEvent.click(within(screen.getByRole('article', { name: kibble.title })).getByRole('button', { name: 'Add to Cart' }));

  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded', expect.anything()));
  await vi.waitFor(() => expect(fake.actions.addToCart).toHaveBeenCalledWith(kibble.variants[0], 1, { product: kibble }));
  expect(fake.cart?.lines).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Dog food' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});
