import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_ZIP, expect, listingProducts } from './catalogue';
import { type Site, siteUrl } from './shop';

export { expect };

/** §2 strings of the cart screens. */
export const ADDED_TO_CART = 'Item added to your cart!';
export const FREE_SHIPPING_REACHED = 'You get free shipping!';
export const FREE_SHIPPING_MINIMUM_CENTS = 5000;

/** A variant to buy, with the product facts the cart shows. */
export interface Buyable {
  handle: string;
  title: string;
  sku: string;
  /** '15.5 lb Bag' */
  size: string;
  priceCents: number;
  weight: number;
  weightUnit: 'lbs' | 'oz';
  hasAutoship: boolean;
}

interface ListingJson {
  handle: string;
  title: string;
  productType: string;
  sellingPlans: { id: string; discountPercent: number }[];
  variants: { sku: string; title: string; inStock: boolean; price: { amount: string }; weight: number; weightUnit: 'lbs' | 'oz' }[];
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** In-stock answer per sku at the default zip for the storefront's stock destination (clinic for staff feeding). */
async function stockAtDefaultZip(request: APIRequestContext, site: Site, skus: string[]): Promise<Record<string, boolean>> {
  const stock: Record<string, boolean> = {};
  for (let i = 0; i < skus.length; i += 200) {
    const response = await request.post(siteUrl(site, '/api/get-products-stock'), {
      data: { skus: skus.slice(i, i + 200), zipCode: DEFAULT_ZIP, destination: site === 'HPSF' ? 'CLINIC' : 'HOME' },
    });
    expect(response.ok()).toBe(true);
    const { skus: answers } = (await response.json()) as { skus: { sku: string; in_stock: boolean }[] };
    for (const answer of answers) stock[answer.sku] = answer.in_stock;
  }
  return stock;
}

/**
 * Variants of the storefront's listing that can be bought at the default zip (in stock there and
 * in the catalogue), cheapest first; samples are left out (they never count towards free shipping).
 */
export async function buyableVariants(request: APIRequestContext, site: Site): Promise<Buyable[]> {
  const products = (await listingProducts(request, site)) as unknown as ListingJson[];
  const candidates = products
    .filter((p) => p.productType !== 'Sample')
    .flatMap((p) => p.variants.filter((v) => v.inStock).map((v) => ({ p, v })));
  const stock = await stockAtDefaultZip(
    request,
    site,
    candidates.map(({ v }) => v.sku),
  );
  return candidates
    .filter(({ v }) => stock[v.sku] === true)
    .map(({ p, v }) => ({
      handle: p.handle,
      title: p.title,
      sku: v.sku,
      size: v.title,
      priceCents: cents(v.price.amount),
      weight: v.weight,
      weightUnit: v.weightUnit,
      hasAutoship: p.sellingPlans.length > 0,
    }))
    .sort((a, b) => a.priceCents - b.priceCents);
}

/** '$21.99'. */
export const dollars = (amountCents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountCents / 100);

/** The modal's '15.5 lbs' for a variant weight (ounces → pounds, up to the next tenth). */
export function poundsLabel(weight: number, unit: 'lbs' | 'oz'): string {
  const pounds = unit === 'oz' ? weight / 16 : weight;
  const tenths = pounds * 10;
  const rounded = Math.abs(tenths - Math.round(tenths)) < 1e-9 ? Math.round(tenths) : Math.ceil(tenths);
  return `${rounded / 10} lbs`;
}

/** The search page's card of a variant (the search preselects the sku's variant). */
export async function cardOf(page: Page, site: Site, item: Buyable): Promise<Locator> {
  await page.goto(siteUrl(site, `/search?search=${encodeURIComponent(item.sku)}`));
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article', { name: item.title, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/** The quantity field of a card or product page. */
export const quantityField = (scope: Page | Locator): Locator => scope.getByRole('textbox', { name: 'Quantity', exact: true });

/** Types a quantity into a quantity field and leaves it (the field commits on change and blur). */
export async function setQuantityField(field: Locator, quantity: number): Promise<void> {
  await field.fill(String(quantity));
  await field.blur();
  await expect(field).toHaveValue(String(quantity));
}

/** The add-to-cart confirmation dialog. */
export const addedModal = (page: Page): Locator => page.getByRole('dialog', { name: ADDED_TO_CART });

/** Adds a card's variant and waits for the modal. */
export async function addFromCard(page: Page, site: Site, item: Buyable, quantity = 1): Promise<Locator> {
  const card = await cardOf(page, site, item);
  if (quantity !== 1) await setQuantityField(quantityField(card), quantity);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const modal = addedModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

/** The cart screen's line of a product size. */
export const cartLine = (page: Page, item: Pick<Buyable, 'title' | 'size'>): Locator =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: `${item.title} – ${item.size}` });

/** The Order Summary region. */
export const orderSummary = (page: Page): Locator => page.getByRole('region', { name: 'Order Summary' });

/** The value next to a cost line of the Order Summary ('Cart Subtotal' → '$54.00'). */
export const summaryValue = (page: Page, label: string): Locator =>
  orderSummary(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens /cart and waits for its title. */
export async function openCart(page: Page, site: Site): Promise<void> {
  await page.goto(siteUrl(site, '/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}

/** The data layer's events of one name, as the page pushed them. */
export async function dataLayerEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (event) => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((entry) => entry.event === event),
    name,
  );
}

/** An in-stock variant a few units of which cross the $50 free-shipping minimum ($10-$45). */
export async function variantCrossingFreeShipping(request: APIRequestContext, site: Site): Promise<Buyable | undefined> {
  const item = (await buyableVariants(request, site)).find((v) => v.priceCents >= 1000 && v.priceCents < 4500);
  expect(item, 'an in-stock variant between $10 and $45').toBeDefined();
  return item;
}

/**
 * The Order Summary and the free-shipping tracker of a cart holding `quantity` of `item` alone:
 * DTC shops as a guest; HPSF as a clinic user of a VET_CLINIC, who gets the 10% Program Discount
 * and no tracker.
 */
export async function expectCartTotals(page: Page, site: Site, item: Buyable, quantity: number): Promise<void> {
  const subtotal = item.priceCents * quantity;
  const discount = site === 'HPSF' ? Math.round(subtotal / 10) : 0;
  await expect(summaryValue(page, 'Subtotal Before Savings')).toHaveText(dollars(subtotal));
  await expect(summaryValue(page, 'Cart Subtotal')).toHaveText(dollars(subtotal - discount));
  await expect(summaryValue(page, 'Total Savings')).toHaveText(dollars(discount));
  await expect(summaryValue(page, 'Estimated Total')).toHaveText(dollars(subtotal - discount));
  if (site === 'HPSF') await expect(summaryValue(page, 'Program Discount')).toHaveText(`-${dollars(discount)}`);
  else await expect(summaryValue(page, 'Program Discount')).toHaveCount(0);
  const tracker = page.getByRole('progressbar', { name: 'Progress towards free shipping' });
  if (site === 'HPSF') {
    await expect(tracker).toHaveCount(0);
    return;
  }
  const percent = Math.min(100, Math.round((subtotal / FREE_SHIPPING_MINIMUM_CENTS) * 100));
  await expect(tracker).toHaveAttribute('aria-valuenow', String(percent));
  if (subtotal < FREE_SHIPPING_MINIMUM_CENTS) {
    await expect(page.getByText(`${dollars(FREE_SHIPPING_MINIMUM_CENTS - subtotal)} until free shipping`)).toBeVisible();
  } else {
    await expect(page.getByText(FREE_SHIPPING_REACHED)).toBeVisible();
  }
}
