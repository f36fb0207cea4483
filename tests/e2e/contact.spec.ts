/**
 * The contact page of both storefronts (§2 Contact Us): the form and topics from get-contact,
 * every field named when it is wrong, a message sent and confirmed, and a message written offline
 * that waits on the device and is sent exactly once when the connection is back. Screenshots of
 * each state on a desktop and a phone.
 */
import { test } from '@playwright/test';
import {
  CONTACT_PAGE,
  contactField,
  contactMarker,
  expect,
  fillContactMessage,
  mailedCopies,
  NEEDS_CONNECTION_TEXT,
  OFFLINE_WAITING_TEXT,
  openContactPage,
  queuedMessages,
  SENT_TEXT,
  sendButton,
} from './support/contact';
import { siteUrl, waitForServiceWorkerControl } from './support/shop';
import { screenshotPhoneAndDesktop } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

for (const site of ['DTC', 'HPSF'] as const) {
  const { heading, topics, supportEmail } = CONTACT_PAGE[site];

  test.describe(`${site} contact page`, () => {
    test('shows its heading and topics, names every missing field, and sends a valid message once', async ({ page }) => {
      await openContactPage(page, site);
      await expect(page).toHaveTitle(/^Contact Us \| /);
      const topicOptions = await contactField(page, 'Topic').locator('option').allTextContents();
      expect(topicOptions).toEqual(['Choose a topic', ...topics]);
      await expect(page.getByRole('link', { name: supportEmail })).toBeVisible();
      await screenshotPhoneAndDesktop(page, `${site}-contact-empty`);

      await sendButton(page).click();
      await expect(contactField(page, 'Name')).toHaveAccessibleDescription(/Name is required\./);
      await expect(contactField(page, 'Email')).toHaveAccessibleDescription(/Email is required\./);
      await expect(contactField(page, 'Topic')).toHaveAccessibleDescription('Choose a topic.');
      await expect(contactField(page, 'Message')).toHaveAccessibleDescription(/Message is required\./);
      await expect(contactField(page, 'Name')).toBeFocused();
      await screenshotPhoneAndDesktop(page, `${site}-contact-errors`);

      const marker = contactMarker(site);
      await fillContactMessage(page, marker, topics[0]);
      await sendButton(page).click();
      await expect(page.getByRole('status').getByText(SENT_TEXT)).toBeVisible();
      await expect(page.getByText(`We sent a copy to robin+${marker}@example.com.`, { exact: false })).toBeVisible();
      await screenshotPhoneAndDesktop(page, `${site}-contact-sent`);
      await expect.poll(() => mailedCopies(marker, supportEmail)).toEqual({ support: 1, receipt: 1 });
    });

    test('offline: never loaded, it needs a connection; loaded once, a message waits and is sent once when back online', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      // a first visit elsewhere, so the app (and its worker) is on the device but the form is not
      await page.goto(siteUrl(site, '/shelter/forgot-password'));
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.goto(siteUrl(site, '/contact-us'));
      await expect(page.getByText(NEEDS_CONNECTION_TEXT)).toBeVisible();
      await screenshotPhoneAndDesktop(page, `${site}-contact-needs-connection`);
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(sendButton(page)).toBeVisible();

      // loaded once: it opens offline from then on
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const marker = contactMarker(site);
      await fillContactMessage(page, marker, topics.at(-1)!);
      await sendButton(page).click();
      await expect(page.getByText(OFFLINE_WAITING_TEXT)).toBeVisible();
      expect(await queuedMessages(page)).toEqual({ pending: 1, refused: 0 });
      await screenshotPhoneAndDesktop(page, `${site}-contact-waiting-offline`);
      expect(await mailedCopies(marker, supportEmail)).toEqual({ support: 0, receipt: 0 });

      await context.setOffline(false);
      await expect(page.getByRole('status').getByText(SENT_TEXT)).toBeVisible({ timeout: 30_000 });
      expect(await queuedMessages(page)).toEqual({ pending: 0, refused: 0 });
      // the server stored it once: one mail to the team and one receipt, and no more come later
      await expect.poll(() => mailedCopies(marker, supportEmail)).toEqual({ support: 1, receipt: 1 });
      await page.waitForTimeout(2000);
      expect(await mailedCopies(marker, supportEmail)).toEqual({ support: 1, receipt: 1 });
    });
  });
}
