/**
 * The seeded merchandising content of a storefront (api/db/seed/merchandising-data.ts), as the
 * content calls answer it, with products for its carousel handles: page tests draw the shop's own copy.
 */
import { buildCatalogue } from '../../../api/db/seed/build-catalogue';
import { buildMerchandisingEntries } from '../../../api/db/seed/merchandising-data';
import type { SiteCode } from '../../../core/constants';
import type { Product } from '../../../core/entities/catalogue';
import type { ProductCarouselContent } from '../../../core/entities/merchandising';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';

const entries = buildMerchandisingEntries(buildCatalogue());

/** The seeded value of a merchandising entry of `site`. */
export function seededEntry<T>(site: SiteCode, key: string): T {
  const entry = entries.find((candidate) => candidate.site === site && candidate.key === key);
  if (!entry) throw new Error(`No seeded ${key} for ${site}`);
  return entry.value as T;
}

/** The answers of the content calls by name, as the fake catalogue server takes them (catalogue-api.ts). */
export function seededContentCalls(site: SiteCode): Record<string, unknown> {
  return {
    'get-account-pages-settings': seededEntry(site, 'account_pages_settings'),
    'get-sitewide-banners': seededEntry(site, 'sitewide_banners'),
    'get-highlight-content-block': seededEntry(site, 'highlight_content_block'),
    'get-two-column-section': seededEntry(site, 'two_column_section'),
    'get-goodness-box-badge': seededEntry(site, 'goodness_box_badge'),
  };
}

export const seededCarousels = (site: SiteCode) => seededEntry<ProductCarouselContent[]>(site, 'product_carousels');

/** A product for each handle of the site's carousels, titled after its handle. */
export function carouselProducts(site: SiteCode): Product[] {
  const handles = [...new Set(seededCarousels(site).flatMap((carousel) => carousel.handles.map((item) => item.handle)))];
  return handles.map((handle) =>
    makeProduct({ handle, title: titleOf(handle), sites: [site], variants: [makeVariant({ sku: `SKU-${handle}` })] }),
  );
}

/** 'puppy-lamb-recipe-dry-dog-food' → 'Puppy Lamb Recipe Dry Dog Food'. */
export const titleOf = (handle: string) =>
  handle
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
