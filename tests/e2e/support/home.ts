/**
 * Page helpers for the merchandising content (home-content.spec.ts): what the content service
 * answers for a storefront, read through its API, and the page pieces that draw it.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Site, siteUrl } from './shop';
import { keepScreenshot } from './screenshots';

export interface CarouselConfig {
  page: 'home' | 'cart' | '404';
  headline?: string;
  paragraph?: string;
  handles: { handle: string }[];
}

export interface Merchandising {
  highlight: { eyebrow: string; heading: string; text: string };
  twoColumn: { heading: string; paragraphs: string[]; image: { alt: string } };
  goodness: { badge: string; heading: string; points: string[] };
  carousels: CarouselConfig[];
  dealSkus: string[];
}

async function contentCall<T>(request: APIRequestContext, site: Site, name: string): Promise<T> {
  const response = await request.get(siteUrl(site, `/api/cms/v1.0/${name}`));
  expect(response.ok(), `${site} ${name}: ${response.status()}`).toBe(true);
  return (await response.json()).data as T;
}

/** The storefront's merchandising as the content service answers it. */
export async function merchandisingOf(request: APIRequestContext, site: Site): Promise<Merchandising> {
  const [highlight, twoColumn, goodness, carousels, dealSkus] = await Promise.all([
    contentCall<Merchandising['highlight']>(request, site, 'get-highlight-content-block'),
    contentCall<Merchandising['twoColumn']>(request, site, 'get-two-column-section'),
    contentCall<Merchandising['goodness']>(request, site, 'get-goodness-box-badge'),
    contentCall<CarouselConfig[]>(request, site, 'get-product-carousel'),
    contentCall<string[]>(request, site, 'get-skus-with-deal'),
  ]);
  return { highlight, twoColumn, goodness, carousels, dealSkus };
}

/** The storefront's promotion banners (get-promotion-banners). */
export const promotionBannersOf = (request: APIRequestContext, site: Site) =>
  contentCall<{ id: string; heading: string; species?: string }[]>(request, site, 'get-promotion-banners');

/** What get-no-results-suggestions answers for a search. */
export async function noResultsOf(request: APIRequestContext, site: Site, search: string) {
  const data = await contentCall<{ suggestions: string[]; popularSearches: string[]; products: { title: string }[] }>(
    request,
    site,
    `get-no-results-suggestions?search=${encodeURIComponent(search)}`,
  );
  return data;
}

/** Titles of the products a carousel configuration names, as the storefront lists them. */
export async function carouselTitles(request: APIRequestContext, site: Site, config: CarouselConfig): Promise<string[]> {
  const handles = JSON.stringify(config.handles.map((item) => item.handle));
  const response = await request.get(
    siteUrl(site, `/api/ecom/v1.0/get-listing-products-by-handles?handles=${encodeURIComponent(handles)}`),
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()).data as { title: string }[]).map((product) => product.title);
}

export const HOME_CAROUSEL = 'HomePage Carousel: Recommended Products';
export const CART_CAROUSEL = 'Cart Carousel: Recommended Products';
export const NOT_FOUND_CAROUSEL = '404 Page Carousel: Recommended Products';

/** A carousel region by its §2 name. */
export const carousel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The titles of the cards a carousel shows (once it shows any). */
export async function cardTitlesIn(region: Locator): Promise<string[]> {
  await expect(region.getByRole('article').first()).toBeVisible();
  const titles = await region.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  return [...new Set(titles)];
}

/** Expects the carousel to show its configuration's headline and only products it names. */
export async function expectCarouselOf(region: Locator, config: CarouselConfig, titles: readonly string[]): Promise<void> {
  await expect(region).toBeVisible();
  if (config.headline) await expect(region.getByRole('heading', { name: config.headline })).toBeVisible();
  const shown = await cardTitlesIn(region);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((title) => !titles.includes(title))).toEqual([]);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Scrolls the page through once (lazy pictures, carousels and banners load), then back to the top or left at the bottom. */
export async function scrollPage(page: Page, end: 'top' | 'bottom' = 'top'): Promise<void> {
  await page.evaluate(async (stay) => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, stay === 'bottom' ? document.body.scrollHeight : 0);
  }, end);
}

/**
 * A screenshot in the test's output folder: '{site}-{size}-{name}.png'; the full page, or the
 * viewport around `part` (a long list's full page is too tall to look at).
 */
export async function shoot(page: Page, site: Site, size: 'phone' | 'desktop', name: string, part?: Locator): Promise<void> {
  await scrollPage(page, part ? 'bottom' : 'top');
  if (part) await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await keepScreenshot(page, `${site}-${size}-${name}`, { fullPage: !part });
}
