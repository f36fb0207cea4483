import { expect, type Page, test } from '@playwright/test';
import { APPROVED_CARD, fillCard, fillContact } from './support/checkout';
import { DEMO, dataLayerEvents, submitLogin } from './support/identity';
import { siteUrl, waitForServiceWorkerControl } from './support/shop';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

// A cold first visit on the shared 2-core machine can take long: the walk gets room.
test.describe.configure({ timeout: 180_000 });
const FIRST_PAGE = { timeout: 45_000 };

type Entry = Record<string, unknown>;
interface Ecommerce {
  currency?: string;
  value?: number;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  item_list_id?: string;
  item_list_name?: string;
  items: Entry[];
}

const ecommerceOf = (entry: Entry) => entry.ecommerce as Ecommerce;
const dataLayer = (page: Page): Promise<Entry[]> => page.evaluate(() => window.dataLayer ?? []);

/** The one event of `name` (waits for it), checked to come right after a `{ ecommerce: null }`. */
async function onlyEvent(page: Page, name: string): Promise<Entry> {
  await expect.poll(async () => (await dataLayerEvents(page, name)).length, { message: `one '${name}' event`, timeout: 30_000 }).toBe(1);
  const layer = await dataLayer(page);
  const at = layer.findIndex((entry) => entry.event === name);
  expect(layer[at - 1], `'${name}' clears the previous ecommerce object first`).toEqual({ ecommerce: null });
  return layer[at];
}

const ITEM_SHAPE = {
  item_id: expect.any(String),
  item_name: expect.any(String),
  item_variant: expect.any(String),
  price: expect.any(Number),
  quantity: expect.any(Number),
};

test.describe('analytics data layer', () => {
  test('a shopper’s walk: list → product → add → cart → checkout → purchase, each event in GA4’s shape, once', async ({ page }) => {
    await page.goto(siteUrl('DTC', '/products'));
    const list = ecommerceOf(await onlyEvent(page, 'view_item_list'));
    expect(list).toMatchObject({ item_list_id: '/products', item_list_name: 'Shop All Pet Food' });
    expect(list.items.length).toBeGreaterThan(3);
    list.items.forEach((item, index) => {
      expect(item).toMatchObject({ ...ITEM_SHAPE, index, item_brand: expect.any(String), item_category: expect.any(String) });
    });

    const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
    const productName = (await firstCard.getByRole('heading').textContent())?.trim();
    await firstCard.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible(FIRST_PAGE);
    const selected = ecommerceOf(await onlyEvent(page, 'select_item'));
    expect(selected.items).toEqual([
      expect.objectContaining({ ...ITEM_SHAPE, item_name: productName, index: 0, item_list_id: '/products' }),
    ]);
    const viewed = ecommerceOf(await onlyEvent(page, 'view_item'));
    expect(viewed).toMatchObject({ currency: 'USD', items: [expect.objectContaining({ ...ITEM_SHAPE, item_name: productName })] });
    expect(viewed.value).toBe(viewed.items[0].price);

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Item added to your cart!')).toBeVisible();
    const added = ecommerceOf(await onlyEvent(page, 'add_to_cart'));
    expect(added).toMatchObject({
      currency: 'USD',
      items: [expect.objectContaining({ ...ITEM_SHAPE, item_name: productName, quantity: 1 })],
    });

    await modal
      .getByRole('link', { name: 'Go to Cart' })
      .or(modal.getByRole('button', { name: 'Go to Cart' }))
      .click();
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible(FIRST_PAGE);
    const cart = ecommerceOf(await onlyEvent(page, 'view_cart'));
    expect(cart).toMatchObject({ currency: 'USD', value: added.value, items: [expect.objectContaining({ item_name: productName })] });

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible(FIRST_PAGE);
    expect(ecommerceOf(await onlyEvent(page, 'begin_checkout'))).toMatchObject({ currency: 'USD', value: added.value });
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    expect(await onlyEvent(page, 'add_shipping_info')).toMatchObject({ ecommerce: { shipping_tier: 'Standard', currency: 'USD' } });
    await fillCard(page, APPROVED_CARD);
    expect(await onlyEvent(page, 'add_payment_info')).toMatchObject({ ecommerce: { payment_type: 'Credit Card' } });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible(FIRST_PAGE);
    const number = (await page.getByTestId('order-number').textContent())?.trim();
    const bought = ecommerceOf(await onlyEvent(page, 'purchase'));
    expect(bought).toMatchObject({
      transaction_id: number,
      currency: 'USD',
      items: [expect.objectContaining({ ...ITEM_SHAPE, item_name: productName })],
    });
    expect(bought.value).toBeGreaterThan(0);
    expect(typeof bought.tax).toBe('number');
    expect(typeof bought.shipping).toBe('number');

    // a reload of the confirmation is no second purchase
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible(FIRST_PAGE);
    await expect.poll(async () => (await dataLayerEvents(page, 'page_view')).length).toBe(1);
    expect(await dataLayerEvents(page, 'purchase')).toEqual([]);
  });

  test('no page_view for a staff-feeding user on HPSF, on any route', async ({ page }) => {
    await page.goto(siteUrl('HPSF', '/account/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible(FIRST_PAGE);
    await submitLogin(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toHaveCount(0, FIRST_PAGE);
    await page.goto(siteUrl('HPSF', '/products'));
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible(FIRST_PAGE);
    await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAGE);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Products' })).toBeVisible(FIRST_PAGE);
    expect(await dataLayerEvents(page, 'view_item_list')).not.toEqual([]); // the data layer is in use…
    expect(await dataLayerEvents(page, 'page_view')).toEqual([]); // …but no page views
  });

  test('events made offline are pushed once, in order, when the page is online again; a reload pushes none again', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('DTC', '/products'));
    await onlyEvent(page, 'view_item_list');
    // the app is on the device, as for a shopper who browses offline: a page opened offline draws from its worker
    await waitForServiceWorkerControl(page);
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    // the product page's code is loaded once online (a first visit has no service worker cache yet)
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAGE);
    await page.goBack();
    await expect(cards.nth(1)).toBeVisible(FIRST_PAGE);
    const selects = async () => (await dataLayerEvents(page, 'select_item')).map((e) => ecommerceOf(e).items[0].index);
    await expect.poll(selects).toEqual([0]);

    await context.setOffline(true);
    await cards.nth(1).getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/.+/);
    await page.waitForTimeout(1000);
    expect(await selects(), 'nothing pushed while offline').toEqual([0]);

    await context.setOffline(false);
    await expect.poll(selects, { timeout: 30_000 }).toEqual([0, 1]);
    const layer = await dataLayer(page);
    const at = layer.findIndex((entry) => entry.event === 'select_item' && ecommerceOf(entry).items[0].index === 1);
    expect(layer[at - 1]).toEqual({ ecommerce: null });
    expect(ecommerceOf(layer[at]).items[0]).toMatchObject({ ...ITEM_SHAPE, index: 1, item_list_id: '/products' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAGE);
    await page.waitForTimeout(1000);
    expect(await dataLayerEvents(page, 'select_item'), 'a reload pushes nothing again').toEqual([]);
  });
});

test.describe('client error reports', () => {
  test('an uncaught error in the page is reported with build, route and request id, and stored', async ({ page }) => {
    // the page is drawn on the server: the report names the last API answer the page had, so the
    // error comes only after the page's first API call answered (before it the id is rightly null)
    const apiAnswered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/') && Boolean(r.headers()['x-request-id']));
    await page.goto(siteUrl('DTC', '/products'));
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible(FIRST_PAGE);
    await apiAnswered;
    const buildId = await page.locator('meta[name="build-id"]').getAttribute('content');
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/client-errors') && r.request().method() === 'POST');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e: a card failed to draw');
      }),
    );
    const response = await reported;
    const report = response.request().postDataJSON();
    expect(report).toMatchObject({ kind: 'error', route: '/products', buildId, message: 'Error: e2e: a card failed to draw' });
    expect(report.requestId).toMatch(/^[A-Za-z0-9._-]{8,}$/);
    expect(await response.json()).toEqual({ data: { id: report.id, stored: true } });
    // stored: the same report again is known to the shop
    const again = await page.request.post(siteUrl('DTC', '/api/client-errors'), { data: report });
    expect(await again.json()).toEqual({ data: { id: report.id, stored: false } });
  });

  test('a report made offline waits on the device and is sent when the connection returns', async ({ page, context }) => {
    await page.goto(siteUrl('DTC', '/products'));
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible(FIRST_PAGE);
    // the app is on the device (its worker holds the reporter's code), as for anyone who works offline
    await waitForServiceWorkerControl(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) sent.push(request.postDataJSON().message);
    });
    await context.setOffline(true);
    // a promise nobody handles
    await page.evaluate(() => {
      void Promise.reject(new Error('e2e: offline rejection'));
    });
    await page.waitForTimeout(500);
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/client-errors') && r.ok());
    await context.setOffline(false);
    expect(await (await stored).json()).toMatchObject({ data: { stored: true } });
    expect(sent).toEqual(['Error: e2e: offline rejection']);
  });
});
