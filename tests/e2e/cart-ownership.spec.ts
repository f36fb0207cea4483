import { test } from '@playwright/test';
import { addFromCard, buyableVariants, cartLine, expect, openCart } from './support/cart';
import { cartIdOf } from './support/checkout';
import { serverCartQuantity } from './support/shopper-carts';
import { siteUrl } from './support/shop';

// A cart id is no key: it sits in a cookie scripts can read. Another browser given it sees an
// empty cart, and the shop refuses it the cart; the browser that made it keeps its cart.
test('a guest cart id copied into another browser opens nothing there', async ({ browser, request }) => {
  const [item] = await buyableVariants(request, 'DTC');
  const mine = await browser.newContext();
  const page = await mine.newPage();
  await page.goto(siteUrl('DTC', '/products'));
  await addFromCard(page, 'DTC', item);
  const cartId = await cartIdOf(page, 'DTC');
  await expect.poll(() => serverCartQuantity(page, 'DTC', cartId)).toBe(1);

  const theirs = await browser.newContext();
  await theirs.addCookies([{ name: 'guest_col_cart_id', value: cartId, url: siteUrl('DTC', '/') }]);
  const other = await theirs.newPage();
  await openCart(other, 'DTC');
  await expect(other.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartLine(other, item)).toHaveCount(0);
  const refused = await other.request.post(siteUrl('DTC', '/api/ecom/v1.0/get-cart'), { data: { cartId } });
  expect(refused.status()).toBe(404);

  await openCart(page, 'DTC');
  await expect(cartLine(page, item)).toBeVisible();
  await Promise.all([mine.close(), theirs.close()]);
});
