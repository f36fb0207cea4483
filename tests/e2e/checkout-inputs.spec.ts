/**
 * The checkout inputs in a real browser: promotion codes in the cart's Order Summary (one refused
 * with the shop's reason under the field, one applied with its saving and the 'coupon' event), the
 * order note saved through the outbox, and the attestation a prescription-line order needs reaching
 * the placed order. Axe audits the cart and the review step; screenshots of both, phone and desktop.
 */
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { buyableVariants, dataLayerEvents, orderSummary, summaryValue } from './support/cart';
import { APPROVED_CARD, expect, fillCard, shot } from './support/checkout';
import { useNewClinicUser } from './support/clinic-user';
import { siteUrl } from './support/shop';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

test.describe('DTC cart: promotion codes and the order note', () => {
  /** A cart of one item, opened from its product page: the item and the way to format its prices. */
  async function cartOfOne(page: Page, request: APIRequestContext) {
    const item = (await buyableVariants(request, 'DTC'))[0];
    await page.goto(siteUrl('DTC', `/products/${item.handle}?sku=${item.sku}`));
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go to Cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    return item;
  }

  async function applyCode(page: Page, code: string) {
    await orderSummary(page).getByLabel('Promotion code').fill(code);
    await orderSummary(page).getByRole('button', { name: 'Apply' }).click();
  }

  async function saveNote(page: Page, note: string) {
    await page.getByRole('textbox', { name: /^Order note/ }).fill(note);
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Order note saved.')).toBeVisible();
  }

  test('a code refused with its reason, one applied with its saving; the note is kept', async ({ page, request }) => {
    const item = await cartOfOne(page, request);
    await applyCode(page, 'nope');
    await expect(orderSummary(page).getByText("'NOPE' is not a valid promotion code.")).toBeVisible();
    await expect(orderSummary(page).getByLabel('Promotion code')).toHaveAttribute('aria-invalid', 'true');
    expect(await dataLayerEvents(page, 'coupon')).toEqual([]);

    await applyCode(page, 'kibble5');
    await expect(orderSummary(page).getByText(/applied: 5% off/)).toBeVisible();
    await expect(orderSummary(page).getByText("'NOPE' is not a valid promotion code.")).toHaveCount(0);
    const saving = Math.round(item.priceCents * 0.05);
    const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    await expect(summaryValue(page, 'Promotion \\(KIBBLE5\\)')).toHaveText(`-${money(saving)}`);
    await expect(summaryValue(page, 'Estimated Total')).toHaveText(money(item.priceCents - saving));
    await expect.poll(async () => (await dataLayerEvents(page, 'coupon')).map((e) => e.coupon)).toEqual(['KIBBLE5']);

    await saveNote(page, 'Please leave the bag at the back door.');
    // both are kept: a reload shows them again
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Order note/ })).toHaveValue('Please leave the bag at the back door.');
    await expect(orderSummary(page).getByText('KIBBLE5', { exact: true })).toBeVisible();
    await orderSummary(page).getByRole('button', { name: 'Remove code KIBBLE5' }).click();
    await expect(summaryValue(page, 'Estimated Total')).toHaveText(money(item.priceCents));
  });

  // The audit and the screenshots in a test of their own: with the journey above they were more
  // than one test's minute on a loaded 2-core machine (axe alone takes tens of seconds there).
  test('a cart with a code and a note has no axe findings; screenshots on phone and desktop', async ({ page, request }) => {
    await cartOfOne(page, request);
    await applyCode(page, 'kibble5');
    await expect(orderSummary(page).getByText(/applied: 5% off/)).toBeVisible();
    await saveNote(page, 'Please leave the bag at the back door.');
    await expectNoViolations(page, 'cart with a promotion code and a note');
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, `dtc-${device}-cart-promotion-code`);
    }
  });
});

test.describe('HPSF checkout: the attestation of a prescription-line order', () => {
  useNewClinicUser();

  test('asked on the review step, refused until ticked, and recorded on the placed order with the marketing answer', async ({
    page,
    request,
  }) => {
    const item = (await buyableVariants(request, 'HPSF')).find((v) => v.title.startsWith('Vitalis Clinical Care'));
    expect(item, 'an in-stock prescription-line variant').toBeDefined();
    if (!item) return;
    await page.goto(siteUrl('HPSF', `/products/${item.handle}?sku=${item.sku}`));
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go to Cart' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Delivery' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, APPROVED_CARD, { attest: false });

    const attestation = page.getByRole('checkbox', { name: /^I attest that the Vitalis Clinical Care items/ });
    await expect(attestation).not.toBeChecked();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Please tick the attestation to place this order.')).toBeVisible();
    await expect(attestation).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'checkout review with the attestation');
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await shot(page, `hpsf-${device}-checkout-attestation`);
    }

    await attestation.check();
    await page.getByRole('checkbox', { name: /^Email me news and offers/ }).check();
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/checkout/place-order') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const answer = await (await placed).json();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const attributes = answer.data.attributes as { key: string; value: string }[];
    expect(attributes).toContainEqual({ key: 'is_attestation_checked', value: 'true' });
    expect(attributes).toContainEqual({ key: 'accepts_email_marketing', value: 'true' });
  });
});
