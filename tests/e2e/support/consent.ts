/**
 * The cookie choice through the shop's real UI (the first-visit banner, the preference dialog from
 * the footer), for any spec. Specs start with a stored necessary-only choice (playwright.config.ts),
 * so these open the dialog from the footer; on a first visit (FIRST_VISIT_STATE) they use the banner.
 */
import { type BrowserContext, expect as baseExpect, type Locator, type Page } from '@playwright/test';

export { FIRST_VISIT_STATE } from '../../support/consent-cookie';

// the banner comes when the browser is idle after the first screen: slower on a loaded machine
const expect = baseExpect.configure({ timeout: 30_000 });

export type OptionalCookieCategory = 'functional' | 'analytics' | 'marketing';
const OPTIONAL: readonly OptionalCookieCategory[] = ['functional', 'analytics', 'marketing'];
const CATEGORY_NAMES: Record<OptionalCookieCategory, string> = { functional: 'Functional', analytics: 'Analytics', marketing: 'Marketing' };

export const consentBanner = (page: Page): Locator => page.getByRole('region', { name: 'Cookies on this shop' });
export const cookiePreferencesDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Cookie preferences' });
export const cookiePreferencesLink = (page: Page): Locator =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
export const categorySwitch = (dialog: Locator, category: OptionalCookieCategory | 'necessary'): Locator =>
  dialog.getByRole('switch', { name: category === 'necessary' ? 'Necessary' : CATEGORY_NAMES[category] });

/** The tag manager's script URL (GTM_ID is set for the e2e server), answered by a local stand-in. */
export const TAG_MANAGER_URL = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-E2ETEST$/;

/**
 * Answers the tag manager's script with a local stand-in that only counts its runs
 * (window.tagManagerRuns): there is no outside network here. Returns the URLs requested so far.
 */
export async function stubTagManager(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(TAG_MANAGER_URL, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRuns = (window.tagManagerRuns || 0) + 1;' });
  });
  return requested;
}

/** The categories stored in the consent cookie for the page's site; null when no choice is stored. */
export async function storedConsentCategories(page: Page): Promise<string[] | null> {
  const cookie = (await page.context().cookies(page.url())).find((c) => c.name === 'cc_cookie');
  return cookie ? ((JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories ?? null) : null;
}

/** Opens the preference dialog from the banner on a first visit, else from the footer link; returns the dialog. */
export async function openCookiePreferences(page: Page): Promise<Locator> {
  if ((await storedConsentCategories(page)) === null) {
    await consentBanner(page).getByRole('button', { name: 'Manage preferences' }).click();
  } else {
    await cookiePreferencesLink(page).click();
  }
  const dialog = cookiePreferencesDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectStored(page: Page, categories: readonly string[]): Promise<void> {
  await expect.poll(() => storedConsentCategories(page)).toEqual(['necessary', ...OPTIONAL.filter((c) => categories.includes(c))]);
}

/** Accepts every category (the banner's or the dialog's "Accept all"); the tag manager is stubbed first. */
export async function acceptAllCookies(page: Page): Promise<void> {
  await stubTagManager(page.context());
  await chooseAll(page, 'Accept all');
  await expectStored(page, OPTIONAL);
}

/** Rejects every optional category (the banner's or the dialog's "Reject all"). */
export async function rejectAllCookies(page: Page): Promise<void> {
  await chooseAll(page, 'Reject all');
  await expectStored(page, []);
}

async function chooseAll(page: Page, button: 'Accept all' | 'Reject all'): Promise<void> {
  const firstVisit = (await storedConsentCategories(page)) === null;
  const place = firstVisit ? consentBanner(page) : await openCookiePreferences(page);
  await place.getByRole('button', { name: button }).click();
  await expect(place).toBeHidden();
}

/** Accepts exactly `categories` (necessary always) in the preference dialog and saves. */
export async function acceptCookieCategories(page: Page, categories: readonly OptionalCookieCategory[]): Promise<void> {
  if (categories.includes('analytics')) await stubTagManager(page.context());
  const dialog = await openCookiePreferences(page);
  for (const category of OPTIONAL) await categorySwitch(dialog, category).setChecked(categories.includes(category));
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expectStored(page, categories);
}
