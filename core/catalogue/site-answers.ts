/**
 * The answers of the §7 catalogue reads over one storefront's catalogue (its listable products and
 * visible filter groups). The server and the offline app both call these, so a list, a product,
 * the filters of a listing and the no-results suggestions are the same wherever they are computed.
 */
import type { SiteCode } from '../constants';
import type { FilterGroup, Product, Species } from '../entities/catalogue';
import type { NoResultsContent } from '../entities/merchandising';
import { type CatalogueQuery, type CatalogueResult, queryCatalogue } from './query-catalogue';
import { noResultsSuggestions } from './search/suggestions';
import { visibleGroups } from './visibility';

/** One storefront's catalogue as both the server and the offline snapshot hold it. */
export interface SiteCatalogueData {
  site: SiteCode;
  /** listable products of the site (published, sold there) */
  products: readonly Product[];
  /** filter groups visible on the site */
  filterGroups: readonly FilterGroup[];
  /** the content service's no-results content of the site, when it has one */
  noResults?: NoResultsContent;
}

/** Listing handles of get-filters-by-handle and the species each one shows. */
export const LISTING_HANDLES: Readonly<Record<string, Species | undefined>> = { all: undefined, dog: 'dog', cat: 'cat' };

/** True when `handle` names a listing get-filters-by-handle knows ('all', 'dog', 'cat'). */
export function isListingHandle(handle: string): boolean {
  return Object.hasOwn(LISTING_HANDLES, handle);
}

/** A product list page with its facet counts (get-products, get-filtered-products). */
export function answerProductQuery(catalogue: SiteCatalogueData, query: Omit<CatalogueQuery, 'site'>): CatalogueResult {
  return queryCatalogue(catalogue.products, catalogue.filterGroups, { ...query, site: catalogue.site });
}

/** Products of `handles` in the order asked; unknown or unlisted handles are left out. */
export function productsInHandleOrder(products: readonly Product[], handles: readonly string[]): Product[] {
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  return handles.flatMap((handle) => {
    const product = byHandle.get(handle);
    return product ? [product] : [];
  });
}

/** The product of `handle`, or undefined when the site does not list it. */
export function productOfHandle(products: readonly Product[], handle: string): Product | undefined {
  return products.find((product) => product.handle === handle);
}

/** Filter groups of a listing ('all', 'dog', 'cat'), each cut to `limit` options; undefined for an unknown listing. */
export function listingFilterGroups(catalogue: SiteCatalogueData, handle: string, limit: number): FilterGroup[] | undefined {
  if (!isListingHandle(handle)) return undefined;
  return visibleGroups(catalogue.filterGroups, catalogue.site, LISTING_HANDLES[handle]).map((group) => ({
    ...group,
    options: group.options.slice(0, limit),
  }));
}

/** What get-no-results-suggestions answers. */
export interface NoResultsAnswer {
  suggestions: string[];
  popularSearches: string[];
  products: Product[];
}

/**
 * What a search without results offers (get-no-results-suggestions): close catalogue words, the
 * content's popular searches, and the content's products in its order (those the site lists); the
 * best-ranked products when the content names none the site lists.
 */
export function noResultsAnswer(products: readonly Product[], search: string, content?: NoResultsContent): NoResultsAnswer {
  const { terms, popular } = noResultsSuggestions(products, search);
  const chosen = productsInHandleOrder(products, content?.handles ?? []);
  const picked = chosen.length > 0 ? chosen : popular.flatMap((title) => products.filter((p) => p.title === title).slice(0, 1));
  return { suggestions: terms, popularSearches: content?.popularSearches ?? [], products: picked };
}
