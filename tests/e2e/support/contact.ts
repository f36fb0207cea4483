/** Helpers of the contact page's end-to-end tests: the page, its form, the outbox and the mail files. */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { type Site, siteUrl } from './shop';

export const expect = baseExpect.configure({ timeout: 15_000 });

/** The seeded heading and topics of each storefront's form (api/db/seed/contact-data.ts). */
export const CONTACT_PAGE: Record<Site, { heading: string; topics: string[]; supportEmail: string }> = {
  DTC: {
    heading: 'Contact Us',
    topics: ['Order status', 'Autoship', 'Product question', 'Shipping & delivery', 'Shelter program', 'Other'],
    supportEmail: 'care@vitalis.example',
  },
  HPSF: {
    heading: 'Contact the Staff Feeding Team',
    topics: ['Clinic account', 'Staff feeding program', 'Order status', 'Prescription diets', 'Other'],
    supportEmail: 'staff-feeding@vitalis.example',
  },
};

export const SENT_TEXT = 'Your message has been sent.';
export const OFFLINE_WAITING_TEXT = 'You are offline. Your message is saved on this device and will be sent when you are back online.';
export const NEEDS_CONNECTION_TEXT =
  'You are offline. The contact form needs a connection to load the first time; once it has loaded, it opens offline too.';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Opens /contact-us of `site` and waits for the form's heading. */
export async function openContactPage(page: Page, site: Site): Promise<void> {
  await page.goto(siteUrl(site, '/contact-us'));
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_PAGE[site].heading })).toBeVisible();
}

/** A form control by its label (the label starts with the field's name; optional ones end '(optional)'). */
export const contactField = (page: Page, label: string): Locator =>
  page.getByRole('form', { name: 'Contact form' }).getByLabel(new RegExp(`^${label}`));

export const sendButton = (page: Page): Locator => page.getByRole('button', { name: 'Send message' });

/** Fills in a message whose text carries `marker`, on the topic labelled `topic`. */
export async function fillContactMessage(page: Page, marker: string, topic: string): Promise<void> {
  await contactField(page, 'Name').fill('Robin Fields');
  await contactField(page, 'Email').fill(`robin+${marker}@example.com`);
  await contactField(page, 'Topic').selectOption({ label: topic });
  await contactField(page, 'Message').fill(`Is the salmon recipe right for a senior beagle with a sensitive stomach? (${marker})`);
}

/** Contact messages the browser keeps in its outbox ('shop' → 'outbox'), by status. */
export async function queuedMessages(page: Page): Promise<{ pending: number; refused: number }> {
  return page.evaluate(
    () =>
      new Promise<{ pending: number; refused: number }>((done, fail) => {
        const open = indexedDB.open('shop');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            const rows = (all.result as { kind?: string; status: string }[]).filter((row) => row.kind === 'contact');
            db.close();
            done({
              pending: rows.filter((r) => r.status === 'pending').length,
              refused: rows.filter((r) => r.status === 'refused').length,
            });
          };
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

/** Where the e2e server writes mails (DATA_DIR/mail; see playwright.config.ts). */
const MAIL_DIR = join(resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'), 'mail');

/** The mails (header lines and text, quoted-printable undone) that carry `marker`. */
export async function mailsCarrying(marker: string): Promise<string[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [])).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(MAIL_DIR, name), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))))
    .filter((text) => text.includes(marker));
}

/**
 * What the server did with the message carrying `marker`, told by its mails (each stored message
 * is mailed once to the support address and once to the sender): how many of each there are.
 */
export async function mailedCopies(marker: string, supportEmail: string): Promise<{ support: number; receipt: number }> {
  const mails = await mailsCarrying(marker);
  return {
    support: mails.filter((mail) => mail.includes(`\nTo: ${supportEmail}`)).length,
    receipt: mails.filter((mail) => mail.includes(`\nTo: robin+${marker}@example.com`)).length,
  };
}

/** A marker no other message carries. */
export const contactMarker = (site: Site) => `${site.toLowerCase()}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
