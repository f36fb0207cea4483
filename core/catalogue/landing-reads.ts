/**
 * The reads the first screen of a catalogue URL makes, known from the URL alone. The browser's
 * entry starts them before the page's code has arrived (web/features/catalogue/early-reads.ts),
 * and the server names them in that URL's HTML (api/http/landing-hints.ts), so a first visit asks
 * for them while it is still downloading the code. Each must be the very URL the page then asks
 * for, or the early answer is wasted and the read made twice (tests check that they match).
 */
import { SPECIES } from '../constants';
import type { ProductQuery } from '../contract/catalogue';
import { toQueryString } from '../contract/query-string';
import { getFilteredProducts, getFiltersByHandle, getProductByHandle } from '../contract/refs';
import type { Filter, Species } from '../entities/catalogue';
import type { SortKey } from './sort';

/** Products per list page. */
export const LISTING_PAGE_SIZE = 24;

/** What a product list asks the catalogue for (the contract's input, defaults optional). */
export type ProductPageQuery = Partial<ProductQuery>;

/** The product-page query of a list (the list page asks exactly this). */
export function listingPageQuery(filters: Filter[], sort: SortKey, page: number, species?: Species): ProductPageQuery {
  return { filters, sort, page, limit: LISTING_PAGE_SIZE, species };
}

/** URL of a list page's read (no filters are sent as none). */
export function productPageReadUrl(query: ProductPageQuery): string {
  return `${getFilteredProducts.path}${toQueryString({ ...query, filters: query.filters?.length ? query.filters : undefined })}`;
}

/** URL of the storefront's filter groups read (every list needs them to read its URL). */
export const ALL_FILTERS_READ_URL = `${getFiltersByHandle.path}${toQueryString({ handle: 'all', limit: 100 })}`;

/** URL of a product page's read. */
export const productReadUrl = (handle: string) => `${getProductByHandle.path}${toQueryString({ handle })}`;

/** The catalogue pages of the route table (web/app/route-table.ts) a landing can be. */
export type CatalogueLandingPage = 'productList' | 'categoryList' | 'product' | 'productDetail' | 'dropshippingProduct';

export interface LandingReads {
  /** the route table's page for the URL: its code is fetched along with the reads */
  page: CatalogueLandingPage;
  /** GET URLs, data first (on HTTP/1.1 the code must not keep the reads waiting for a connection) */
  reads: string[];
}

/** Second segments of /products/… that are not product handles. */
const NOT_HANDLES = new Set<string>([...SPECIES, 'cart', 'logout', 'products', 'dropshipping']);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed path: the page answers it, nothing is read ahead
  }
}

/** The page and first reads of the catalogue URL `pathname` + `search`; undefined off the catalogue. */
export function catalogueLandingReads(pathname: string, search: string): LandingReads | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'products') return undefined;
  const [, first, second] = segments;
  if (first === 'products') return undefined; // a doubled path, redirected first
  if (first === undefined || ((SPECIES as readonly string[]).includes(first) && segments.length <= 4)) {
    // The unfiltered first page is known without the filter groups; any other list needs them first.
    const unfiltered = first === undefined && (search === '' || search === '?');
    return {
      page: first === undefined ? 'productList' : 'categoryList',
      reads: [...(unfiltered ? [productPageReadUrl(listingPageQuery([], 'featured', 1))] : []), ALL_FILTERS_READ_URL],
    };
  }
  const product =
    segments.length === 2 && !NOT_HANDLES.has(first)
      ? { handle: first, page: 'product' as const }
      : segments.length === 3 && first === 'dropshipping'
        ? { handle: second, page: 'dropshippingProduct' as const }
        : segments.length === 5
          ? { handle: second, page: 'productDetail' as const }
          : undefined;
  const handle = product && decodeSegment(product.handle);
  if (!product || !handle) return undefined;
  return { page: product.page, reads: [productReadUrl(handle)] };
}
