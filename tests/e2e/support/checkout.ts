import type { Locator, Page } from '@playwright/test';
import { expect } from './catalogue';
import { type Site, siteUrl } from './shop';
import { cartCookie } from './shopper-carts';
import { keepScreenshot } from './screenshots';

export { expect };

/** A Colorado address the shop delivers to. */
export const ADDRESS = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Aurora',
  state: 'Colorado',
  zip: '80011',
};

export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A screenshot of the whole page under the running test's output folder (the checkout steps, for people to look at). */
export async function shot(page: Page, name: string): Promise<void> {
  // from the top, so the sticky header sits where a person sees it
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, name, { fullPage: true });
}

/**
 * The real shopper's way into checkout: add the first product the list offers from its card, go
 * to the cart from the modal, and Proceed to Checkout. Answers the cart id from the checkout URL.
 */
export async function cartToCheckout(page: Page, site: Site): Promise<string> {
  await page.goto(siteUrl(site, '/products'));
  const add = page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Add to Cart' }).first();
  await add.click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Item added to your cart!')).toBeVisible();
  await modal
    .getByRole('link', { name: 'Go to Cart' })
    .or(modal.getByRole('button', { name: 'Go to Cart' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  return cartIdOf(page, site);
}

/** The id of the device's cart, from its cart cookie (the checkout URL names no cart). */
export async function cartIdOf(page: Page, site: Site): Promise<string> {
  const cartId = (await cartCookie(page.context(), site, 'customer')) ?? (await cartCookie(page.context(), site, 'guest'));
  expect(cartId, 'a cart cookie').toMatch(/^[0-9a-f-]{36}$/);
  return cartId!;
}

const step = (page: Page, title: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

export async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ADDRESS.email);
  await page.getByLabel('First name').fill(ADDRESS.firstName);
  await page.getByLabel('Last name').fill(ADDRESS.lastName);
  await page.getByLabel('Address', { exact: true }).fill(ADDRESS.address1);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').selectOption({ label: ADDRESS.state });
  await page.getByLabel('Zip code').fill(ADDRESS.zip);
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(step(page, 'Delivery').getByText('Tax (2.9%)')).toBeVisible();
}

/** The review step's attestation (a prescription-line item, or a first Autoship under the compliance flag). */
export const attestationBox = (page: Page): Locator => page.getByRole('checkbox', { name: /^I (attest|agree)/ });

/**
 * Fills the card and continues to the review; there, ticks the attestation when the order needs
 * one, as the shopper must (`attest: false` leaves it for a test of the attestation itself).
 */
export async function fillCard(page: Page, cardNumber: string, { attest = true } = {}): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  if (attest && (await attestationBox(page).count()) > 0) await attestationBox(page).check();
}

/**
 * The order the cart became, through the API as this browser (null when it has none): checkout
 * start names the order of an ordered cart to its owner, and the order is then read by number.
 */
export async function orderOfCart(page: Page, site: Site, cartId: string) {
  const start = await page.request.post(siteUrl(site, '/api/checkout/start'), { data: { cartId } });
  if (start.ok()) return null;
  const refusal = (await start.json()).error;
  expect(refusal.code).toBe('CART_ORDERED');
  const response = await page.request.post(siteUrl(site, '/api/checkout/order'), { data: { number: refusal.fields.orderNumber } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { number: string; salesOrderType: string; totals: { programDiscount: { amount: string } } };
}

/** Counts the place-order requests the page sends. */
export function countPlaceOrderRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/checkout/place-order')) count += 1;
  });
  return () => count;
}
