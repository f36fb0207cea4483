/**
 * The shopper's own gift in a real browser: with the round-up and add-on campaigns on, the cart's
 * donation widget offers a keyboard-usable radio group, and a pick made offline shows at once as
 * the Order Summary's 'Donation' row, waiting in the outbox. The seeded store runs only the
 * online-purchase campaign and the app's database is in the server's process, so the store read is
 * answered with both campaigns added here; the server side (refused while off, charged while on,
 * untaxed) is tests/api/checkout/donation-roundup.test.ts.
 */
import { type Page, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect } from './support/checkout';
import { siteUrl } from './support/shop';
import { screenshotPhoneAndDesktop } from './support/screenshots';

// the store read must reach page.route, which a service worker's fetches would bypass
test.use({ serviceWorkers: 'block' });

const widget = (page: Page) => page.getByRole('region', { name: 'Giving back' });
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test('DTC cart: the round-up / add-on choice, and an offline pick in the Order Summary', async ({ page, context }) => {
  test.slow();
  await page.route('**/api/donation/stores/cc-small/none', async (route) => {
    const response = await route.fetch();
    const store = await response.json(); // the provider's answer is the store itself (no envelope)
    await route.fulfill({ response, json: { ...store, activeCampaigns: [1, 3, 4], addOnAmounts: [1, 2, 5] } });
  });
  await page.goto(siteUrl('DTC', '/products'));
  await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Add to Cart' }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Item added to your cart!')).toBeVisible();
  await modal
    .getByRole('link', { name: 'Go to Cart' })
    .or(modal.getByRole('button', { name: 'Go to Cart' }))
    .click();

  const group = widget(page).getByRole('group', { name: 'Add a gift of your own (not taxed)' });
  await expect(group).toBeVisible({ timeout: 15_000 });
  await expect(group.getByRole('radio', { name: 'No extra gift' })).toBeChecked();
  await expect(group.getByRole('radio', { name: /^Round up to \$\d+$/ })).toHaveCount(1);
  for (const add of ['Add $1', 'Add $2', 'Add $5']) await expect(group.getByRole('radio', { name: add })).toBeVisible();
  await expectNoViolations(page, 'cart with the round-up / add-on choice');

  // offline from here (the seeded store's campaigns are off server-side): picks are queued like any
  // cart change and the summary shows them at once
  await context.setOffline(true);
  // keyboard: focus the checked radio, arrow keys move the choice
  await group.getByRole('radio', { name: 'No extra gift' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /^Round up to/ })).toBeChecked();

  // a controlled radio: it turns checked once the cart holds the amount (click, then wait for it)
  await group.getByRole('radio', { name: 'Add $2' }).click();
  await expect(group.getByRole('radio', { name: 'Add $2' })).toBeChecked();
  await expect(summary(page).getByText('Donation', { exact: true })).toBeVisible();
  await expect(summary(page).getByText('$2.00', { exact: true })).toBeVisible();
  await screenshotPhoneAndDesktop(page, 'donation-roundup-cart');
});
