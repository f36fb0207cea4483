import { type APIRequestContext, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { type Site, siteUrl } from './shop';

/**
 * Assertions with room for a cold server: the first list of a fresh e2e data dir renders its
 * images and facets while two workers share the machine.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const DEFAULT_ZIP = '80011';

// ---------------------------------------------------------------------------------------------
// API fixtures: the tests pick their products from the seeded catalogue instead of hard-coding them.

export interface ApiVariant {
  sku: string;
  variantURL: string;
  title: string;
  inStock: boolean;
  stockLevel?: string;
  badgeTags: string[];
  selectedOptions: { name: string; value: string }[];
  price: { amount: string };
}

export interface ApiProduct {
  handle: string;
  title: string;
  description: string;
  line: string;
  variants: ApiVariant[];
}

/** Every listing product of a storefront (all pages of get-filtered-products). */
export async function listingProducts(request: APIRequestContext, site: Site): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.post(siteUrl(site, '/api/cms/v1.0/get-filtered-products'), {
      data: { limit: 100, page },
    });
    expect(response.ok()).toBe(true);
    const { data } = await response.json();
    products.push(...data.products);
    if (page >= data.totalPages) return products;
  }
}

/** The value of a variant's option ('Size' → '7 lb Bag'). */
export function optionValue(variant: ApiVariant, name: string): string | undefined {
  return variant.selectedOptions.find((o) => o.name === name)?.value;
}

// ---------------------------------------------------------------------------------------------
// Page helpers

/** The filter sidebar (a drawer below lg). */
export const filtersPanel = (page: Page): Locator => page.getByRole('region', { name: 'Filters' });

/** The result list of a listing or search page. */
export const resultsRegion = (page: Page): Locator => page.getByRole('region', { name: 'Products' });

/** Product cards of the result list, named by product title. */
export const productCards = (page: Page): Locator => resultsRegion(page).getByRole('article');

/** One card by its product title. */
export const productCard = (page: Page, title: string): Locator => resultsRegion(page).getByRole('article', { name: title, exact: true });

/** The badge labels of a card (or product page), in display order. */
export async function badgeLabels(scope: Locator): Promise<string[]> {
  const list = scope.getByRole('list', { name: 'Badges' });
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('listitem').allTextContents()).map((t) => t.trim());
}

/** '23 products' under the heading, as a number; waits for the list to settle. */
export async function productCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .getByText(/^\d+ products?$/)
    .textContent();
  return Number.parseInt(text ?? '', 10);
}

/** Waits until the list says `n products`. */
export async function expectProductCount(page: Page, n: number): Promise<void> {
  await expect(page.getByRole('main').getByText(n === 1 ? '1 product' : `${n} products`, { exact: true })).toBeVisible();
}

/**
 * A filter group's options, opening its disclosure if it is folded (groups after the fourth start
 * closed). The group is the fieldset named after the filter group, e.g. 'Food Form'.
 */
export async function filterGroup(page: Page, name: string): Promise<Locator> {
  const panel = filtersPanel(page);
  const summary = panel.getByText(name, { exact: true }).first();
  await expect(summary).toBeVisible();
  const group = panel.getByRole('group', { name, exact: true });
  if (!(await group.isVisible())) await summary.click();
  await expect(group).toBeVisible();
  return group;
}

/** A filter option's checkbox, named '{label} ({count})'. */
export async function filterOption(page: Page, groupName: string, label: string): Promise<Locator> {
  const group = await filterGroup(page, groupName);
  return group.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)} \\(\\d+\\)$`) });
}

/** The count an option shows next to its label. */
export async function optionCount(option: Locator): Promise<number> {
  const name = (await option.getAttribute('aria-label')) ?? (await option.evaluate((el) => el.closest('label')?.textContent ?? ''));
  const match = /\((\d+)\)\s*$/.exec(name);
  expect(match, `option count in "${name}"`).not.toBeNull();
  return Number(match?.[1]);
}

/**
 * Ticks a filter option and waits for the list it leads to: the URL changes and the count shown
 * next to the option becomes the list's count. Returns that count.
 */
export async function chooseFilter(page: Page, groupName: string, label: string): Promise<number> {
  const option = await filterOption(page, groupName, label);
  const expected = await optionCount(option);
  const before = page.url();
  await option.click();
  await expect(page).not.toHaveURL(before);
  await expectProductCount(page, expected);
  await expect(await filterOption(page, groupName, label)).toBeChecked();
  return expected;
}

/** Labels of the selected-filter chips ('Remove filter: Dog' → 'Dog'). */
export async function selectedFilterLabels(page: Page): Promise<string[]> {
  const chips = filtersPanel(page).getByRole('list', { name: 'Selected filters' }).getByRole('link');
  const names = await chips.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.replace(/^Remove filter: /, ''));
}

/** The breadcrumb trail's link labels. */
export async function breadcrumbLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

/** Layout shifts of a page load: all of them, and those of the page content alone. */
export interface LayoutShiftReport {
  /** cumulative layout shift of the whole load (shifts without recent input) */
  cls: number;
  /**
   * the part of it moving the page's own elements (cards, images, filters, the footer below them);
   * a shift that only moves the announcements, the site header or <main> as a whole comes from
   * the shell above the page
   */
  contentCls: number;
  /** each shift: time, score, moved elements, for failure messages */
  shifts: string[];
}

/**
 * Layout shifts of a page load, observed from before the first paint; scrolls to the bottom and
 * back so lazy images below the fold load too.
 */
export async function measureLayoutShift(page: Page, path: string): Promise<LayoutShiftReport> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { __layout: { cls: number; contentCls: number; shifts: string[] } };
    w.__layout = { cls: 0, contentCls: 0, shifts: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const main = document.querySelector('main');
        const header = document.querySelector('header');
        const bar = document.querySelector('[aria-label="Announcements"]');
        const nodes = (entry.sources ?? []).map((s) => s.node).filter((n): n is Node => Boolean(n));
        // The shell: announcements, header (and its nav) and <main> pushed down as a whole by them.
        const inShell = (n: Node) => n === main || Boolean(header?.contains(n)) || Boolean(bar?.contains(n));
        const inContent = nodes.length === 0 || nodes.some((n) => !inShell(n));
        w.__layout.cls += entry.value;
        if (inContent) w.__layout.contentCls += entry.value;
        const names = nodes.map((n) => (n as Element).className || n.nodeName).join(' ');
        w.__layout.shifts.push(`${Math.round(entry.startTime)}ms ${entry.value.toFixed(4)} ${inContent ? 'content' : 'shell'}: ${names}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(productCards(page).first()).toBeVisible();
  // Let the first-screen images arrive, then bring every lazy image into view and let the ones in
  // view arrive there, as a shopper scrolling down would see them. Waiting at the end for every image
  // of the page could wait for ever: a lazy image that was not drawn yet when the scroll passed it
  // (cards or their renditions replaced after the scroll) never loads out of view.
  await page.waitForLoadState('load');
  const inViewArrived = () =>
    page.waitForFunction(() =>
      Array.from(document.images).every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        return img.complete || !inView;
      }),
    );
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await inViewArrived();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await inViewArrived();
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __layout: LayoutShiftReport }).__layout);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
