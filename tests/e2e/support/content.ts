/** Page helpers for the content pages, the sitemap and the standalone pages of the content service. */
import { type APIRequestContext, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { storedQueryCacheText } from './account';
import { type Site, siteUrl } from './shop';

export const expect = baseExpect.configure({ timeout: 15_000 });

export const PHONE = { name: 'phone', width: 390, height: 844 };
export const DESKTOP = { name: 'desktop', width: 1280, height: 800 };
export const NEEDS_CONNECTION = 'This page needs a connection';

/** The named paths of §2, with the heading and a line of copy each storefront's page shows. */
export const NAMED_PAGES: Record<Site, { path: string; heading: string; copy: string }[]> = {
  DTC: [
    { path: '/faq', heading: 'Frequently Asked Questions', copy: 'Quick answers to the questions shoppers ask us most.' },
    { path: '/shipping', heading: 'Shipping', copy: 'We ship Vitalis pet food to every state' },
    { path: '/terms-and-conditions', heading: 'Terms & Conditions', copy: 'These terms apply to every order placed on the Vitalis shop.' },
    { path: '/autoship', heading: 'Autoship', copy: 'Save an extra 5% with Autoship.' },
  ],
  HPSF: [
    { path: '/faq', heading: 'Frequently Asked Questions', copy: 'Answers for clinic staff feeding their own pets' },
    { path: '/shipping', heading: 'Shipping', copy: 'Staff orders ship from our warehouse in Colorado to your clinic or to your home' },
    { path: '/terms-and-conditions', heading: 'Terms & Conditions', copy: 'by eligible clinic staff' },
    { path: '/autoship', heading: 'Autoship', copy: 'Set your pet’s food to arrive on a schedule, at the clinic or at home.' },
  ],
};

/** The page's own top heading. */
export const pageHeading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name, exact: true });

/** The content page's article. */
export const contentArticle = (page: Page): Locator => page.getByRole('article');

/** Opens a path and waits for its top heading. */
export async function openPage(page: Page, site: Site, path: string, heading: string): Promise<void> {
  await page.goto(siteUrl(site, path));
  await expect(pageHeading(page, heading)).toBeVisible();
}

/** The free-shipping minimum as the content service's globals give it, written as the copy writes prices ('$50'). */
export async function freeShippingMinimum(request: APIRequestContext, site: Site): Promise<string> {
  const response = await request.post(siteUrl(site, '/api/cms/v1.0/get-globals'), { data: { fields: ['free_shipping_minimum'] } });
  expect(response.ok()).toBe(true);
  const dollars = Number((await response.json()).data.free_shipping_minimum);
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** A region of the sitemap ('Pages', 'Categories', 'Products'). */
export const sitemapRegion = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** Waits until the persisted query cache holds `text` (it is written a moment after each answer). */
export async function waitUntilStored(page: Page, text: string): Promise<void> {
  await expect.poll(() => storedQueryCacheText(page), { timeout: 15_000 }).toContain(text);
}
