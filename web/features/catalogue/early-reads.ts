/**
 * The catalogue reads a first screen needs, started by the entry (main.tsx) before anything else
 * waits (local state, the page's code): on a phone the list's answer then arrives while its code
 * is still downloading. Each URL must be the one the page asks for (web/lib/api.ts hands the
 * early answer to that ask); tests/web/catalogue/early-reads.test.ts checks that they match.
 */
import { SPECIES } from '../../../core/constants';
import type { Filter, Species } from '../../../core/entities/catalogue';
import type { SortKey } from '../../../core/catalogue';
import { getFilteredProducts, getFiltersByHandle, getProductByHandle } from '../../../core/contract/refs';
import { PAGES } from '../../app/pages';
import { startEarlyRead, toQueryString } from '../../lib/api';
import type { ProductPageQuery } from './catalogue-source';
import { LISTING_PAGE_SIZE } from './catalogue-config';

/** The product-page query of a list (ListingPage asks exactly this). */
export function listingPageQuery(filters: Filter[], sort: SortKey, page: number, species?: Species): ProductPageQuery {
  return { filters, sort, page, limit: LISTING_PAGE_SIZE, species };
}

/** URL of a list page's read, as fetchProductPage builds it. */
export function productPageReadUrl(query: ProductPageQuery): string {
  return `${getFilteredProducts.path}${toQueryString({ ...query, filters: query.filters?.length ? query.filters : undefined })}`;
}

/** URL of the storefront's filter groups read (every listing needs them to read its URL). */
export const ALL_FILTERS_READ_URL = `${getFiltersByHandle.path}${toQueryString({ handle: 'all', limit: 100 })}`;

/** URL of a product page's read. */
export const productReadUrl = (handle: string) => `${getProductByHandle.path}${toQueryString({ handle })}`;

/** Second segments of /products/… that are not product handles. */
const NOT_HANDLES = new Set<string>([...SPECIES, 'cart', 'logout', 'products', 'dropshipping']);

/** Starts the reads and the page code of the catalogue page at `location`, if it is one. */
export function startCatalogueEarlyReads(location: Pick<Location, 'pathname' | 'search'>): void {
  const segments = location.pathname.split('/').filter(Boolean);
  if (segments[0] !== 'products') return;
  const [, first, second] = segments;
  if (first === 'products') return; // a doubled path, redirected first
  // Data first, then code: on HTTP/1.1 the browser opens six connections per host, and the page's
  // code chunks must not keep the reads waiting for one.
  if (first === undefined || (SPECIES as readonly string[]).includes(first)) {
    // The unfiltered first page is known without the filter groups; any other list needs them first.
    if (first === undefined && location.search === '') {
      startEarlyRead(productPageReadUrl(listingPageQuery([], 'featured', 1)));
    }
    startEarlyRead(ALL_FILTERS_READ_URL);
    void PAGES.productList().catch(() => undefined);
    return;
  }
  const handle =
    segments.length === 2 && !NOT_HANDLES.has(first)
      ? first
      : segments.length === 3 && first === 'dropshipping'
        ? second
        : segments.length === 5
          ? second
          : undefined;
  if (!handle) return;
  startEarlyRead(productReadUrl(decodeURIComponent(handle)));
  void PAGES.product().catch(() => undefined);
}
