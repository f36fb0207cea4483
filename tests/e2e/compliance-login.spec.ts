/**
 * §2 access rules, the shelter login with the compliance acknowledgement: a DTC guest whose cart
 * holds a first Autoship purchase is sent from Proceed to Checkout to
 * /shelter/autoship-required-login while the fair-trade-compliance flag is on (the content global
 * fair_trade_compliance, seeded on); its Log In link sets the acknowledgement, and the shelter
 * login then goes on to the checkout URL, or back to the previous page when the cart is over a
 * quantity limit by then.
 *
 * DTC only: on HPSF a guest never reaches the cart (§2 sends them to the identity login), and a
 * staff login's target ignores the acknowledgement (core/identity postLoginTarget).
 * Each test signs in a freshly registered shopper: signing in links the device's cart to the
 * account, which would change a demo account's persisted cart.
 */
import { test } from '@playwright/test';
import { addFromCard, buyableVariants, cartLine, expect, orderSummary } from './support/cart';
import { logIn, submitLogin } from './support/identity';
import {
  addOnAutoship,
  autoshipAndOneTime,
  cartCookie,
  complianceFlag,
  persistedCartId,
  registerFreshShopper,
  serverCart,
} from './support/shopper-carts';
import { siteUrl } from './support/shop';

const url = (path: string) => siteUrl('DTC', path);
const OVER_LIMIT = 'Orders are limited to 10 items. Please lower the quantities in your cart to proceed to checkout.';

test.describe('DTC shelter login with the compliance acknowledgement', () => {
  test('a guest with a first Autoship purchase logs in from the autoship-required page and lands on the checkout of the cart', async ({
    page,
    request,
  }) => {
    const shopper = await registerFreshShopper('DTC', 'ftc-checkout');
    const item = (await buyableVariants(request, 'DTC')).find((v) => v.hasAutoship);
    expect(item, 'an in-stock variant with Autoship').toBeDefined();
    if (!item) return;

    const modal = await addOnAutoship(page, 'DTC', item, 2);
    await modal.getByRole('button', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(url('/cart'));
    await expect(cartLine(page, item).getByRole('combobox', { name: 'Autoship frequency' }).locator('option:checked')).toHaveText(
      /^Every \d+ weeks/,
    );
    const guestCartId = await cartCookie(page.context(), 'DTC', 'guest');
    expect(guestCartId, 'the guest cart cookie').toMatch(/^[0-9a-f-]{36}$/);

    await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(url('/shelter/autoship-required-login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to start your Autoship' })).toBeVisible();
    expect(await complianceFlag(page)).toBeNull();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(url('/shelter/login?redirect=%2Fcart'));
    expect(await complianceFlag(page), 'the Log In link sets the acknowledgement').toBe('true');

    // Without the acknowledgement this login would go to the redirect (/cart); with it: checkout.
    await submitLogin(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(url('/checkout'));
    await expect.poll(() => cartCookie(page.context(), 'DTC', 'customer')).toBe(guestCartId);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(await complianceFlag(page), 'the acknowledgement is used once').toBeNull();
    // the cart checked out is the shopper's cart: the Autoship line, 2 of it
    const cart = await serverCart(page, 'DTC', guestCartId!);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.lines).toEqual([{ sku: item.sku, quantity: 2, sellingPlanId: expect.any(String) }]);
  });

  test('a cart over the quantity limit by the time of the login goes back to the previous page, not to checkout', async ({
    page,
    request,
  }) => {
    const shopper = await registerFreshShopper('DTC', 'ftc-over-limit');
    const { autoship, oneTime } = await autoshipAndOneTime(request, 'DTC');

    // 8 one-time + 2 on Autoship: exactly the order limit of 10, so checkout may start
    const first = await addFromCard(page, 'DTC', oneTime, 8);
    await first.getByRole('button', { name: 'Continue Shopping' }).click();
    const second = await addOnAutoship(page, 'DTC', autoship, 2);
    await second.getByRole('button', { name: 'Go to Cart' }).click();
    await expect(page).toHaveURL(url('/cart'));
    await expect(page.getByText('10 item(s)', { exact: true })).toBeVisible();
    const proceed = orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(page).toHaveURL(url('/shelter/autoship-required-login'));
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(url('/shelter/login?redirect=%2Fcart'));
    expect(await complianceFlag(page)).toBe('true');

    // The shopper goes back to the cart (browser Back twice) and adds one more: 11, over the limit.
    await page.goBack();
    await expect(page).toHaveURL(url('/shelter/autoship-required-login'));
    await page.goBack();
    await expect(page).toHaveURL(url('/cart'));
    await cartLine(page, oneTime).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('11 item(s)', { exact: true })).toBeVisible();
    await expect(orderSummary(page).getByRole('alert')).toHaveText(OVER_LIMIT);
    // … and forward again to the login page (the page before it is the autoship-required page)
    await page.goForward();
    await expect(page).toHaveURL(url('/shelter/autoship-required-login'));
    await page.goForward();
    await expect(page).toHaveURL(url('/shelter/login?redirect=%2Fcart'));
    expect(await complianceFlag(page), 'still acknowledged').toBe('true');

    await submitLogin(page, shopper.email, shopper.password);
    // Back to the cart (the previous page is a sign-in page, so the cart), never to checkout.
    await expect(page).toHaveURL(url('/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText('11 item(s)', { exact: true })).toBeVisible();
    await expect(orderSummary(page).getByRole('alert')).toHaveText(OVER_LIMIT);
    await expect(page).not.toHaveURL(/\/checkout\//);
    expect(await complianceFlag(page), 'the acknowledgement is used once').toBeNull();
  });

  test('a shopper whose account already keeps a cart lands on the checkout of the merged cart, not of the guest cart', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // a registration, two devices, two sign-ins and a merge
    const shopper = await registerFreshShopper('DTC', 'ftc-merged');
    const { autoship, oneTime } = await autoshipAndOneTime(request, 'DTC');

    // another device: the account's persisted cart holds 1 one-time item
    const other = await browser.newContext();
    let persistedId: string;
    try {
      const device = await other.newPage();
      await addFromCard(device, 'DTC', oneTime, 1);
      await device.waitForLoadState('networkidle');
      await logIn(device, 'DTC', shopper.email, shopper.password);
      await expect.poll(() => persistedCartId(device, 'DTC')).not.toBeNull();
      persistedId = (await persistedCartId(device, 'DTC'))!;
    } finally {
      await other.close();
    }

    // this device: a guest with a first Autoship purchase, through the autoship-required page
    const modal = await addOnAutoship(page, 'DTC', autoship, 2);
    await modal.getByRole('button', { name: 'Go to Cart' }).click();
    const guestCartId = await cartCookie(page.context(), 'DTC', 'guest');
    expect(guestCartId).not.toBe(persistedId);
    await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(url('/shelter/autoship-required-login'));
    await page.getByRole('link', { name: 'Log In' }).click();
    await submitLogin(page, shopper.email, shopper.password);

    // §4: the login merges the guest cart into the persisted one, which becomes this device's cart;
    // checkout must be of that cart (both lines), not of the guest cart left behind.
    await expect.poll(() => cartCookie(page.context(), 'DTC', 'customer')).toBe(persistedId);
    expect((await serverCart(page, 'DTC', persistedId)).totalQuantity).toBe(3);
    await expect(page).toHaveURL(url('/checkout'));
    const summary = page.getByRole('complementary');
    await expect(summary.getByText(oneTime.title)).toBeVisible();
    await expect(summary.getByText(autoship.title)).toBeVisible();
  });
});
