/**
 * The donation widget (§4): a DTC shopper sees how much of the purchase goes to the shop's cause,
 * picks a charity by zip in the charity search, places the order and sees the donation on the
 * confirmation and in the order's details; staff-feeding users (HPSF) never see the widget.
 */
import { type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { APPROVED_CARD, expect, fillCard, fillContact } from './support/checkout';
import { useNewClinicUser } from './support/clinic-user';
import { DEMO, signInThroughApi } from './support/identity';
import { goOffline, type Site, siteUrl, waitForServiceWorkerControl } from './support/shop';
import { screenshotPhoneAndDesktop } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

/** A seeded charity of the searched category (§9: category 3) and its zip (api/db/seed/donation-charities.ts). */
const CHARITY = { name: 'Portland Second Chance Cats', zip: '97204' };

const widget = (page: Page) => page.getByRole('region', { name: 'Giving back' });

/** Adds the first product of the list and opens the cart. */
async function addFirstProductAndOpenCart(page: Page, site: Site): Promise<void> {
  await page.goto(siteUrl(site, '/products'));
  await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Add to Cart' }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Item added to your cart!')).toBeVisible();
  await modal
    .getByRole('link', { name: 'Go to Cart' })
    .or(modal.getByRole('button', { name: 'Go to Cart' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
}

test.describe('DTC donation widget', () => {
  test('pick a charity by zip in the cart, place the order, see the donation on the confirmation and in the order details', async ({
    page,
  }) => {
    test.slow();
    await signInThroughApi(page.context(), 'DTC', DEMO.shopper.email, DEMO.shopper.password);
    await addFirstProductAndOpenCart(page, 'DTC');

    // the shop's cause and what this purchase gives it
    await expect(widget(page)).toBeVisible({ timeout: 15_000 });
    await expect(widget(page)).toContainText(/\$\d+\.\d{2} of this purchase goes to Pets and Wildlife\./);
    await screenshotPhoneAndDesktop(page, 'donation-cart-widget');
    await expectNoViolations(page, 'cart with the donation widget');

    // the charity search: a dialog with a labelled search form; a zip (it starts with a digit)
    await widget(page).getByRole('button', { name: 'Choose a charity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a charity' });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('search', { name: 'Search charities' });
    await search.getByLabel('City or zip code').fill(CHARITY.zip);
    await expect(search.getByLabel('State').locator('option')).toHaveCount(52); // all states + the 51
    await search.getByRole('button', { name: 'Search' }).press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ (charity|charities) found\.$/);
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('button', { name: new RegExp(CHARITY.name) })).toBeVisible();
    await screenshotPhoneAndDesktop(page, 'donation-charity-search');
    await expectNoViolations(page, 'charity search dialog');

    // keyboard: the result is a button; Enter picks it and the dialog closes
    await results.getByRole('button', { name: new RegExp(CHARITY.name) }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(widget(page)).toContainText(`of this purchase goes to ${CHARITY.name}.`);
    const amount =
      (await widget(page)
        .getByText(/^\$\d+\.\d{2}$/)
        .textContent()) ?? '';
    expect(amount).toMatch(/^\$\d+\.\d{2}$/);

    // checkout names the tracking record; the order carries it
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(widget(page)).toContainText(CHARITY.name);
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';

    const donation = page.getByRole('region', { name: 'Your donation' });
    await expect(donation).toContainText(`This order gives ${amount} to ${CHARITY.name}.`, { timeout: 15_000 });
    await screenshotPhoneAndDesktop(page, 'donation-confirmation');
    await expectNoViolations(page, 'confirmation with the donation');

    // the account's order details show it too
    await page.goto(siteUrl('DTC', '/account/orders'));
    await page.getByRole('link', { name: `Order ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your donation' })).toContainText(`This order gives ${amount} to ${CHARITY.name}.`);
    await expect(page.getByText('donation_tracking_id')).toBeVisible();
  });

  test('offline, the cart shows the last known cause and amount as an estimate, never an error', async ({ page, context }) => {
    await page.goto(siteUrl('DTC', '/'));
    await waitForServiceWorkerControl(page);
    await addFirstProductAndOpenCart(page, 'DTC');
    await expect(widget(page)).toContainText(/of this purchase goes to Pets and Wildlife\./, { timeout: 15_000 });
    const amount =
      (await widget(page)
        .getByText(/^\$\d+\.\d{2}$/)
        .textContent()) ?? '';

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(widget(page)).toContainText(`About ${amount} of this purchase goes to Pets and Wildlife.`, { timeout: 15_000 });
    await expect(widget(page)).toContainText('This is an estimate from your last visit online.');
    await expect(widget(page).getByRole('button', { name: 'Choose a charity' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /donation|Error/i })).toHaveCount(0);
    await screenshotPhoneAndDesktop(page, 'donation-cart-offline-estimate');
    await context.setOffline(false);
  });

  test('a product page says how much of the product goes to the cause', async ({ page }) => {
    await page.goto(siteUrl('DTC', '/products'));
    await page.getByRole('region', { name: 'Products' }).getByRole('link').first().click();
    await expect(widget(page)).toContainText(/\$\d+\.\d{2} of this purchase goes to Pets and Wildlife\./, { timeout: 15_000 });
    await screenshotPhoneAndDesktop(page, 'donation-product-widget');
    await expectNoViolations(page, 'product page with the donation widget');
  });
});

test.describe('HPSF donation widget', () => {
  useNewClinicUser();

  test('staff-feeding users are in the excluded segment: no widget in the cart', async ({ page }) => {
    const store = page.waitForResponse((response) => response.url().includes('/api/donation/stores/cc-small/none') && response.ok());
    await addFirstProductAndOpenCart(page, 'HPSF');
    await store;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer?.some((e) => e.siteCode === 'HPSF')),
      )
      .toBe(true);
    // the SDK has decided (the store answered and it read the segment): still nothing shown
    await page.waitForTimeout(500);
    await expect(widget(page)).toHaveCount(0);
    await expectNoViolations(page, 'HPSF cart without the donation widget');
  });
});
