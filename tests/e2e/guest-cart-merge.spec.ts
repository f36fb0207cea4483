/**
 * §4 login: the guest cart of the device is merged into the customer's persisted cart, adding
 * only the allowed difference in quantity, so no line passes its cap (core/cart lineQuantityCap:
 * MAX_LINE_QUANTITY 10 one-time, MAX_AUTOSHIP_QUANTITY 5 on Autoship). account.spec.ts merges two
 * different variants and never reaches a cap; here the guest cart holds more of the variants the
 * persisted cart already has, so the sums pass the caps.
 *
 * DTC only: an HPSF guest never gets to shop (§2 sends them to the identity login), so there is no
 * guest cart to merge there. A freshly registered shopper, so no demo account's cart changes.
 */
import { test } from '@playwright/test';
import { addFromCard, cartLine, expect } from './support/cart';
import { logIn } from './support/identity';
import { addOnAutoship, autoshipAndOneTime, cartCookie, persistedCartId, registerFreshShopper, serverCart } from './support/shopper-carts';
import { siteUrl } from './support/shop';
import { MAX_AUTOSHIP_QUANTITY, MAX_LINE_QUANTITY } from '../../core/constants';

test('DTC: a guest cart merged at login tops the persisted lines up to their caps, no further', async ({ page, browser, request }) => {
  // two devices, each filling a cart from the catalogue and signing in: about a minute on CI's two cores
  test.slow();
  const shopper = await registerFreshShopper('DTC', 'merge-cap');
  const { autoship, oneTime } = await autoshipAndOneTime(request, 'DTC');

  // Device 1: the shopper's persisted cart, 6 one-time and 3 on Autoship (made as a guest, linked at login).
  const held = { oneTime: 6, autoship: 3 };
  const one = await addFromCard(page, 'DTC', oneTime, held.oneTime);
  await one.getByRole('button', { name: 'Continue Shopping' }).click();
  await addOnAutoship(page, 'DTC', autoship, held.autoship);
  await page.waitForLoadState('networkidle');
  await logIn(page, 'DTC', shopper.email, shopper.password);
  await expect.poll(() => persistedCartId(page, 'DTC')).not.toBeNull();
  const persistedId = (await persistedCartId(page, 'DTC'))!;
  const before = await serverCart(page, 'DTC', persistedId);
  expect(before.totalQuantity).toBe(held.oneTime + held.autoship);

  // Device 2: a guest cart with 7 more of the one-time variant and 4 more on Autoship; 6 + 7 > 10, 3 + 4 > 5.
  const guest = { oneTime: 7, autoship: 4 };
  const other = await browser.newContext();
  try {
    const device = await other.newPage();
    const two = await addFromCard(device, 'DTC', oneTime, guest.oneTime);
    await two.getByRole('button', { name: 'Continue Shopping' }).click();
    await addOnAutoship(device, 'DTC', autoship, guest.autoship);
    await device.waitForLoadState('networkidle');
    const guestCartId = await cartCookie(other, 'DTC', 'guest');
    expect(guestCartId).not.toBeNull();
    expect(guestCartId).not.toBe(persistedId);

    await logIn(device, 'DTC', shopper.email, shopper.password);
    // the restore runs after sign-in and switches the device to the persisted cart (cookie col_cart_id)
    await expect.poll(() => cartCookie(other, 'DTC', 'customer')).toBe(persistedId);
    await device.waitForLoadState('networkidle');

    // Only the allowed difference was added: each line stops at its cap.
    const merged = await serverCart(device, 'DTC', persistedId);
    const lineOf = (sku: string, onAutoship: boolean) =>
      merged.lines.filter((l) => l.sku === sku && (l.sellingPlanId !== null) === onAutoship);
    expect
      .soft(
        lineOf(oneTime.sku, false).map((l) => l.quantity),
        'one-time line: 6 + 7 capped at 10',
      )
      .toEqual([MAX_LINE_QUANTITY]);
    expect
      .soft(
        lineOf(autoship.sku, true).map((l) => l.quantity),
        'Autoship line: 3 + 4 capped at 5',
      )
      .toEqual([MAX_AUTOSHIP_QUANTITY]);
    expect.soft(merged.totalQuantity).toBe(MAX_LINE_QUANTITY + MAX_AUTOSHIP_QUANTITY);

    // … and the cart page shows it.
    await device.goto(siteUrl('DTC', '/cart'));
    await expect(device.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(cartLine(device, oneTime).getByRole('textbox', { name: /^Quantity/ })).toHaveValue(String(MAX_LINE_QUANTITY));
    await expect(cartLine(device, autoship).getByRole('textbox', { name: /^Quantity/ })).toHaveValue(String(MAX_AUTOSHIP_QUANTITY));
    await expect(device.getByText(`${MAX_LINE_QUANTITY + MAX_AUTOSHIP_QUANTITY} item(s)`, { exact: true })).toBeVisible();
    await expect(cartLine(device, oneTime).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(cartLine(device, autoship).getByRole('alert')).toHaveText(/Autoship limit of 5/);
  } finally {
    await other.close();
  }
});
