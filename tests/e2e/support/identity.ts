/** Sign-in helpers for the identity end-to-end tests: demo accounts, forms, mail files. */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import { CLINIC_DOMAINS } from '../../../api/db/seed/identity-data';
import { type Site, siteUrl } from './shop';

/** The seeded demo accounts (api/db/seed/identity-data.ts; listed in the README). */
export const DEMO = {
  shopper: { email: 'shopper@vitalis.example', password: 'Kibble-Meadow-2026', firstName: 'Dana' },
  shelter: { email: 'shelter@vitalis.example', password: 'Harbor-Shelter-2026', firstName: 'Sam' },
  staff: { email: 'staff@vitalis.example', password: 'Clinic-Lantern-2026', firstName: 'Riley' },
  newStaff: { email: 'newstaff@vitalis.example', password: 'Student-Compass-2026', firstName: 'Avery' },
} as const;

const expect = baseExpect.configure({ timeout: 15_000 });

/** Where the e2e server writes mails (DATA_DIR/mail; see playwright.config.ts). */
const MAIL_DIR = join(resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'), 'mail');

/** A unique email for an account made by a test. */
export const freshEmail = (label: string, domain = 'example.com') => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${domain}`;

/** The staff email domain the seed registered for `clinicId`: an address on it joins that clinic verified. */
export function clinicEmailDomain(clinicId: string): string {
  const registered = CLINIC_DOMAINS.find((entry) => entry.clinicId === clinicId);
  if (!registered) throw new Error(`the seed registers no email domain for ${clinicId}`);
  return registered.domain;
}

/** Fills and sends the login form of the page the browser is on. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Signs in through the identity API in the browser context's own cookie jar, for tests whose
 * subject is not the sign-in (identity.spec.ts walks the login page): the next page the context
 * opens loads the profile of that session, as after the form.
 */
export async function signInThroughApi(context: BrowserContext, site: Site, email: string, password: string): Promise<void> {
  const response = await context.request.post(siteUrl(site, '/api/identity/login'), { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Opens the storefront's login page and signs in. */
export async function logIn(page: Page, site: Site, email: string, password: string): Promise<void> {
  await page.goto(siteUrl(site, site === 'HPSF' ? '/account/login' : '/shelter/login'));
  await submitLogin(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toHaveCount(0);
}

/**
 * Signs out as a shopper who typed /logout: the page asks first (only the shop's own Log Out link
 * signs out at once), and its button signs out.
 */
export async function signOutAtLogoutPage(page: Page, site: Site): Promise<void> {
  await page.goto(siteUrl(site, '/logout'));
  await expect(page.getByText('Sign out?')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/** Registers through the Create Account page. */
export async function register(page: Page, site: Site, account: { email: string; password: string; firstName: string; lastName: string }) {
  await page.goto(siteUrl(site, '/shelter/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest mail file sent to `email` (polled: the mail is written just after the answer), in the e2e server's mail folder by default. */
export async function lastMailTo(email: string, mailDir = MAIL_DIR, subject = ''): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => n.includes(email)).sort();
      found = names.length ? decodeQuotedPrintable(await readFile(join(mailDir, names.at(-1)!), 'utf8')) : '';
      return found;
    })
    // the shop answers before its mail goes out (a queue sends it), so wait for the one asked for
    .toMatch(new RegExp(`To: ${escapeRegExp(email)}[\\s\\S]*Subject: ${escapeRegExp(subject)}`));
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The link in a mail that starts with `prefix`. */
export function linkIn(mail: string, prefix: string): string {
  const match = new RegExp(`${escapeRegExp(prefix)}[^\\s]+`).exec(mail);
  if (!match) throw new Error(`no link starting ${prefix} in:\n${mail}`);
  return match[0];
}

/** Data-layer events of one name pushed so far. */
export async function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((name) => (window.dataLayer ?? []).filter((entry) => entry.event === name), event);
}
