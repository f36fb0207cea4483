import { type Page, test } from '@playwright/test';
import {
  ADDED_TO_CART,
  addedModal,
  addFromCard,
  buyableVariants,
  cartLine,
  dataLayerEvents,
  dollars,
  expect,
  expectCartTotals,
  FREE_SHIPPING_MINIMUM_CENTS,
  openCart,
  orderSummary,
  poundsLabel,
  quantityField,
  setQuantityField,
  summaryValue,
  variantCrossingFreeShipping,
} from './support/cart';
import { useNewClinicUser } from './support/clinic-user';
import { cartIdOf } from './support/checkout';
import { type Site, siteUrl } from './support/shop';
import { keepScreenshot } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const SITES: Site[] = ['DTC', 'HPSF'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const OVER_LIMIT = 'Orders are limited to 10 items. Please lower the quantities in your cart to proceed to checkout.';
const OFFLINE = /^Checkout needs an internet connection\./;

for (const site of SITES) {
  const url = (path: string) => siteUrl(site, path);

  test.describe(`${site} cart`, () => {
    // §2: a staff-feeding guest is sent to the login; HPSF tests shop as a fresh clinic user
    useNewClinicUser(site === 'HPSF');

    for (const viewport of VIEWPORTS) {
      test.describe(`${viewport.name}: adding from a card`, () => {
        const shot = (page: Page, name: string) => keepScreenshot(page, `${site}-${viewport.name}-${name}`);
        test.beforeEach(async ({ page }) => {
          await page.setViewportSize(viewport);
        });

        test('the confirmation shows the line and its count, the tracker (DTC) and reports add_to_cart', async ({ page, request }) => {
          const item = await variantCrossingFreeShipping(request, site);
          if (!item) return;
          const modal = await addFromCard(page, site, item);
          await expect(modal.getByRole('heading', { name: ADDED_TO_CART })).toBeVisible();
          await expect(modal.getByText(item.title, { exact: true })).toBeVisible();
          await expect(modal.getByText(poundsLabel(item.weight, item.weightUnit), { exact: true })).toBeVisible();
          await expect(modal.getByText(`${dollars(item.priceCents)} × 1`)).toBeVisible();
          await expect(modal.getByText('1 item(s)', { exact: true })).toBeVisible();
          await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
          if (site === 'DTC') {
            await expect(modal.getByText(`${dollars(FREE_SHIPPING_MINIMUM_CENTS - item.priceCents)} until free shipping`)).toBeVisible();
          } else {
            await expect(modal.getByRole('progressbar')).toHaveCount(0);
          }
          const adds = await dataLayerEvents(page, 'add_to_cart');
          expect(adds).toHaveLength(1);
          expect(adds[0]).toMatchObject({ ecommerce: { currency: 'USD', items: [{ item_id: item.sku, quantity: 1 }] } });
          await shot(page, 'modal');
        });

        test('Go to Cart: the totals and the free-shipping tracker follow each added unit', async ({ page, request }) => {
          const item = await variantCrossingFreeShipping(request, site);
          if (!item) return;
          const modal = await addFromCard(page, site, item);
          await modal.getByRole('button', { name: 'Go to Cart' }).click();
          await expect(page).toHaveURL(url('/cart'));
          await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
          const line = cartLine(page, item);
          await expect(line).toBeVisible();
          expect(await dataLayerEvents(page, 'view_cart')).toHaveLength(1);
          await expect(summaryValue(page, 'Subtotal Before Savings')).toHaveText(dollars(item.priceCents));
          await expect(
            orderSummary(page).getByText(
              /Tax and shipping are calculated at checkout\. Alaska\/Hawaii shipments carry a \$4 service charge\./,
            ),
          ).toBeVisible();
          await expect(orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
          await expect(orderSummary(page).getByRole('link', { name: 'Continue Shopping' })).toBeVisible();

          // Quantities go up one click at a time; the totals (and the tracker) follow each.
          const crossing = Math.ceil(FREE_SHIPPING_MINIMUM_CENTS / item.priceCents);
          for (let quantity = 1; quantity <= crossing; quantity += 1) {
            if (quantity > 1) await line.getByRole('button', { name: 'Increase quantity' }).click();
            await expect(line.getByRole('textbox')).toHaveValue(String(quantity));
            await expectCartTotals(page, site, item, quantity);
            if (quantity === 1) await shot(page, 'cart-without-free-shipping');
          }
          await shot(page, 'cart-with-free-shipping');
        });
      });
    }

    test('add from a product page on Autoship: capped at 5 with the autoship alert; a DTC guest must log in first', async ({
      page,
      request,
    }) => {
      const item = (await buyableVariants(request, site)).find((v) => v.hasAutoship);
      expect(item, 'an in-stock variant with Autoship').toBeDefined();
      if (!item) return;
      await page.goto(url(`/products/${item.handle}?sku=${item.sku}`));
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
      await page.getByRole('radio', { name: /^Autoship & save/ }).check();
      // The product's own quantity field and add button come first; the recommended cards below have theirs.
      await setQuantityField(quantityField(page).first(), 6);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();

      const modal = addedModal(page);
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('alert')).toHaveText(/Autoship limit of 5/);
      await expect(modal.getByText(/ × 5$/)).toBeVisible();
      await expect(modal.getByText('5 item(s)', { exact: true })).toBeVisible();
      await keepScreenshot(page, `${site}-desktop-modal-autoship`);
      await modal.getByRole('button', { name: 'Go to Cart' }).click();

      const line = cartLine(page, item);
      await expect(line.getByRole('textbox')).toHaveValue('5');
      await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
      await expect(line.getByRole('alert')).toHaveText(/Autoship limit of 5/);
      const frequency = line.getByRole('combobox', { name: 'Autoship frequency' });
      await expect(frequency.locator('option:checked')).toHaveText(/^Every \d+ weeks/);

      // Guest + first Autoship purchase + the fair-trade-compliance flag (seeded on): log in first.
      // (An HPSF visitor is always signed in here: §2 sends a staff-feeding guest to the login.)
      if (site === 'DTC') {
        await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
        await expect(page).toHaveURL(url('/shelter/autoship-required-login'));
        await expect(page.getByRole('heading', { level: 1, name: 'Log in to start your Autoship' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/shelter/login?redirect=%2Fcart');
        await expect(page.getByRole('banner')).toHaveCount(0);
        await keepScreenshot(page, `${site}-desktop-autoship-required-login`);
        await page.getByRole('link', { name: 'Back to Cart' }).click();
        await expect(page).toHaveURL(url('/cart'));
      }

      // One-time purchase: the plan goes, the alert with it, and the quantity may rise again.
      await frequency.selectOption({ label: 'One-time purchase' });
      await expect(line.getByRole('alert')).toHaveCount(0);
      await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    });

    test('over 10 items is flagged and checkout refused; offline, checkout says it needs a connection and keeps the cart', async ({
      page,
      context,
      request,
    }) => {
      const [first, second] = await buyableVariants(request, site);
      const modal = await addFromCard(page, site, first, 10);
      await expect(modal.getByText('10 item(s)', { exact: true })).toBeVisible();
      await modal.getByRole('button', { name: 'Continue Shopping' }).click();
      await expect(modal).toBeHidden();
      const again = await addFromCard(page, site, second);
      await expect(again.getByText('11 item(s)', { exact: true })).toBeVisible();

      await openCart(page, site);
      const proceed = orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' });
      await expect(page.getByText('11 item(s)', { exact: true })).toBeVisible();
      await expect(proceed).toBeDisabled();
      await expect(orderSummary(page).getByRole('alert')).toHaveText(OVER_LIMIT);
      await keepScreenshot(page, `${site}-desktop-cart-over-limit`, { fullPage: true });

      await cartLine(page, first).getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(page.getByText('10 item(s)', { exact: true })).toBeVisible();
      await expect(proceed).toBeEnabled();

      // Offline: a change is kept (marked as waiting to sync) and checkout says it needs a connection.
      await context.setOffline(true);
      await cartLine(page, first).getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(cartLine(page, first).getByText('Waiting to sync')).toBeVisible();
      await proceed.click();
      await expect(orderSummary(page).getByRole('alert')).toHaveText(OFFLINE);
      await expect(page).toHaveURL(url('/cart'));
      await expect(cartLine(page, first).getByRole('textbox')).toHaveValue('8');
      await expect(cartLine(page, second)).toBeVisible();
      await expect(page.getByText('9 item(s)', { exact: true })).toBeVisible();
      // pictures that fail offline draw placeholders; the cart page stays, whatever the worker holds yet
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
      await keepScreenshot(page, `${site}-desktop-cart-offline`);

      // Back online, checkout starts once the change has reached the shop.
      await context.setOffline(false);
      await expect(orderSummary(page).getByRole('alert')).toHaveCount(0);
      await proceed.click();
      await expect(page).toHaveURL(url('/checkout'));
      const cartId = await cartIdOf(page, site);
      // as this browser: a cart opens only with its owner's cookies
      const saved = await page.request.post(url('/api/ecom/v1.0/get-cart'), { data: { cartId } });
      expect(saved.ok()).toBe(true);
      expect((await saved.json()).data.totalQuantity).toBe(9);
    });

    test('an empty cart offers the catalogue', async ({ page }) => {
      await openCart(page, site);
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      await page.getByRole('region', { name: 'Your cart' }).getByRole('link', { name: 'Shop All Pet Food' }).click();
      await expect(page).toHaveURL(url('/products'));
    });
  });
}
