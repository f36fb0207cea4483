import { test } from '@playwright/test';
import {
  APPROVED_CARD,
  cartToCheckout,
  countPlaceOrderRequests,
  DECLINED_CARD,
  expect,
  fillCard,
  fillContact,
  orderOfCart,
  shot,
} from './support/checkout';
import { useNewClinicUser } from './support/clinic-user';
import { type Site, waitForServiceWorkerControl } from './support/shop';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const site of ['DTC', 'HPSF'] as const satisfies readonly Site[]) {
  test.describe(`${site} checkout`, () => {
    // §2: a staff-feeding guest is sent to the login; HPSF tests check out as a fresh clinic user
    useNewClinicUser(site === 'HPSF');

    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`cart → checkout → confirmation with an order number (${device})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const name = (stepName: string) => `${site.toLowerCase()}-${device}-${stepName}`;
        const cartId = await cartToCheckout(page, site);
        if (site === 'DTC') {
          // a guest: every field says what is wrong with it
          await page.getByRole('button', { name: 'Continue to Delivery' }).click();
          await expect(page.getByText('Enter a valid email address.')).toBeVisible();
          await expect(page.getByText('Enter your first name.')).toBeVisible();
          await expect(page.getByText('Choose your state.')).toBeVisible();
          await expect(page.getByText('Enter a 5-digit zip code.')).toBeVisible();
          await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
          await shot(page, name('1-contact-errors'));
          await fillContact(page);
        } else {
          // a clinic user: contact and shipping come filled in from the account (the clinic's address)
          await expect(page.getByLabel('Email')).toHaveValue(/^clinic-user-.*@mountain-view-vetclinic\.example$/);
          await expect(page.getByLabel('First name')).toHaveValue('Jordan');
          await expect(page.getByLabel('City')).toHaveValue('Aurora');
          await expect(page.getByLabel('Zip code')).toHaveValue('80011');
          await shot(page, name('1-contact-from-account'));
          await page.getByRole('button', { name: 'Continue to Delivery' }).click();
        }
        await expect(page.getByText(/Estimated delivery .* to 80011/)).toBeVisible();
        // DTC: a guest, no Program Discount; HPSF: a clinic user of a VET_CLINIC, who gets it
        await expect(page.getByRole('complementary').getByText('Program Discount')).toHaveCount(site === 'HPSF' ? 1 : 0);
        await shot(page, name('2-delivery'));
        await page.getByRole('button', { name: 'Continue to Payment' }).click();
        await shot(page, name('3-payment'));
        await fillCard(page, APPROVED_CARD);
        await expect(page.getByText('Visa ending in 4242')).toBeVisible();
        await shot(page, name('4-review'));
        await page.getByRole('button', { name: 'Place Order' }).click();
        await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
        const number = await page.getByTestId('order-number').textContent();
        expect(number).toMatch(/^VN-\d{6,}$/);
        await expect(page).toHaveURL(new RegExp(`/checkout/confirmation\\?order=${number}$`));
        await shot(page, name('5-confirmation'));
        const order = await orderOfCart(page, site, cartId);
        expect(order?.number).toBe(number);
        expect(order?.salesOrderType).toBe(site === 'HPSF' ? 'ZK01' : 'ZDTC');
        if (site === 'HPSF') expect(Number(order?.totals.programDiscount.amount)).toBeGreaterThan(0);
        else expect(order?.totals.programDiscount.amount).toBe('0.00');
        // the device forgot the ordered cart
        await page.goto(page.url().replace(/\/checkout\/.*$/, '/cart'));
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
      });
    }

    test('a declined card says so and keeps everything; another card then places the order', async ({ page }) => {
      const cartId = await cartToCheckout(page, site);
      await fillContact(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await fillCard(page, DECLINED_CARD);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
      await shot(page, `${site.toLowerCase()}-declined`);
      expect(await orderOfCart(page, site, cartId)).toBeNull();
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
      // address and card are still there
      await expect(page.getByText('1 Main St').first()).toBeVisible();
      await page.getByRole('button', { name: 'Change card' }).click();
      await expect(page.getByLabel('Card number')).toHaveValue(DECLINED_CARD);
      await page.getByLabel('Card number').fill(APPROVED_CARD);
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
      expect(await orderOfCart(page, site, cartId)).not.toBeNull();
    });

    test('a double click on Place Order sends one request and makes one order', async ({ page }) => {
      const cartId = await cartToCheckout(page, site);
      await fillContact(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await fillCard(page, APPROVED_CARD);
      const placeOrderRequests = countPlaceOrderRequests(page);
      await page.getByRole('button', { name: 'Place Order' }).dblclick();
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
      expect(placeOrderRequests()).toBe(1);
      const number = await page.getByTestId('order-number').textContent();
      expect((await orderOfCart(page, site, cartId))?.number).toBe(number);
    });

    test('offline: checkout says it needs a connection and Place Order waits for it', async ({ page, context }) => {
      await cartToCheckout(page, site);
      // opened with no connection (the service worker serves the app): a plain message, no crash
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Checkout needs a connection' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('You are offline, and checkout needs an internet connection.');
      await shot(page, `${site.toLowerCase()}-offline-start`);
      // back online, checkout starts by itself: no click on Try again
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await fillContact(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await fillCard(page, APPROVED_CARD);
      await context.setOffline(true);
      await expect(page.getByText('You are offline. Placing an order needs an internet connection.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
      await shot(page, `${site.toLowerCase()}-offline`);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    });
  });
}
