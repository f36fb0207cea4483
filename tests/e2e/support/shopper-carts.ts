/**
 * Helpers of the login-with-a-cart end-to-end tests (compliance-login.spec.ts,
 * guest-cart-merge.spec.ts): a fresh DTC account per test (signing in changes the account's
 * persisted cart, so the shared demo accounts are left alone), Autoship adds from a product page,
 * the cart cookies and the server's copy of a cart.
 */
import { type APIRequestContext, type APIResponse, type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import { addedModal, type Buyable, buyableVariants, expect, quantityField, setQuantityField } from './cart';
import { freshEmail } from './identity';
import { type Site, siteUrl } from './shop';

export interface FreshShopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers a new shopper account on a storefront through the identity API (not signed in anywhere). */
export async function registerFreshShopper(site: Site = 'DTC', label = 'shopper'): Promise<FreshShopper> {
  const api = await playwrightRequest.newContext();
  try {
    const shopper = { email: freshEmail(label), password: 'Meadow-Harbor-2077', firstName: 'Robin', lastName: 'Fresh' };
    const response = await api.post(siteUrl(site, '/api/identity/register'), { data: shopper });
    expect(response.ok(), `register: ${response.status()} ${await response.text()}`).toBe(true);
    return shopper;
  } finally {
    await api.dispose();
  }
}

/** Adds `quantity` of a variant on Autoship from its product page and waits for the modal. */
export async function addOnAutoship(page: Page, site: Site, item: Buyable, quantity: number) {
  await page.goto(siteUrl(site, `/products/${item.handle}?sku=${item.sku}`));
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await page.getByRole('radio', { name: /^Autoship & save/ }).check();
  // the product's own quantity field and add button come first; recommended cards below have theirs
  await setQuantityField(quantityField(page).first(), quantity);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const modal = addedModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

/** The cart id in a cart cookie of the context: the guest's (guest_col_cart_id) or the customer's (col_cart_id). */
export async function cartCookie(context: BrowserContext, site: Site, owner: 'guest' | 'customer'): Promise<string | null> {
  const name = owner === 'guest' ? 'guest_col_cart_id' : 'col_cart_id';
  const cookie = (await context.cookies(siteUrl(site, '/'))).find((c) => c.name === name && c.value !== '');
  return cookie ? decodeURIComponent(cookie.value) : null;
}

/** The persisted cart id of the customer signed in on the page (null when none is linked). */
export async function persistedCartId(page: Page, site: Site): Promise<string | null> {
  const response = await page.request.post(siteUrl(site, '/api/ecom/v1.0/get-commerce-customer'), { data: {} });
  if (!response.ok()) return null;
  return ((await response.json()).data?.persistedCartMetafield?.value as string | undefined) ?? null;
}

export interface ServerCartLine {
  sku: string;
  quantity: number;
  sellingPlanId: string | null;
}

const askForCart = (page: Page, site: Site, cartId: string): Promise<APIResponse> =>
  page.request.post(siteUrl(site, '/api/ecom/v1.0/get-cart'), { data: { cartId } });

async function cartOf(response: APIResponse, cartId: string): Promise<{ totalQuantity: number; lines: ServerCartLine[] }> {
  expect(response.ok(), `get-cart ${cartId}: ${response.status()}`).toBe(true);
  const cart = (await response.json()).data as {
    totalQuantity: number;
    lineItems: { quantity: number; sellingPlanId: string | null; variant: { sku: string } }[];
  };
  return {
    totalQuantity: cart.totalQuantity,
    lines: cart.lineItems.map((line) => ({ sku: line.variant.sku, quantity: line.quantity, sellingPlanId: line.sellingPlanId })),
  };
}

/** The server's copy of a cart: its total quantity and lines (sku, quantity, plan). */
export async function serverCart(page: Page, site: Site, cartId: string): Promise<{ totalQuantity: number; lines: ServerCartLine[] }> {
  return cartOf(await askForCart(page, site, cartId), cartId);
}

/**
 * The server's total quantity of a cart, 0 while the server has none by that id: a guest's first
 * add makes the cart there when it syncs, a moment after the page shows it (for expect.poll).
 */
export async function serverCartQuantity(page: Page, site: Site, cartId: string): Promise<number> {
  const response = await askForCart(page, site, cartId);
  return response.status() === 404 ? 0 : (await cartOf(response, cartId)).totalQuantity;
}

/** The sessionStorage flag the autoship-required-login page sets (web/features/cart/compliance-acknowledgement.ts). */
export const complianceFlag = (page: Page): Promise<string | null> => page.evaluate(() => sessionStorage.getItem('isFTCAcknowledged'));

/** Two in-stock variants of different products, the first with Autoship: what the merge and compliance specs buy. */
export async function autoshipAndOneTime(request: APIRequestContext, site: Site): Promise<{ autoship: Buyable; oneTime: Buyable }> {
  const buyables = await buyableVariants(request, site);
  const autoship = buyables.find((v) => v.hasAutoship);
  if (!autoship) throw new Error('The seeded catalogue has no in-stock variant with Autoship');
  const oneTime = buyables.find((v) => v.handle !== autoship.handle);
  if (!oneTime) throw new Error('The seeded catalogue has no second in-stock product');
  return { autoship, oneTime };
}
