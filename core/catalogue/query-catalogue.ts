import type { SiteCode } from '../constants';
import type { Filter, FilterGroup, Product, Species } from '../entities/catalogue';
import { type CountedGroup, facetCounts, withCounts } from './facet-counts';
import { applyFilters } from './filter-match';
import { DEFAULT_PAGE_LIMIT, paginate } from './paginate';
import { searchProducts } from './search/search-products';
import { type SortKey, sortProducts } from './sort';
import { isListable, visibleGroups } from './visibility';

/** What a product list asks for: the same input on the server and offline. */
export interface CatalogueQuery {
  site: SiteCode;
  filters: readonly Filter[];
  /** defaults to 'relevance' with a search, else 'featured' */
  sort?: SortKey;
  page?: number;
  limit?: number;
  search?: string;
  /** species whose filter groups are shown; defaults to the single species filter, if any */
  species?: Species;
}

/** One page of a product list with its total and the counted filter groups. */
export interface CatalogueResult {
  products: Product[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  facets: CountedGroup[];
}

/** The species of a selection when it names exactly one. */
export function speciesOfFilters(filters: readonly Filter[]): Species | undefined {
  const values = new Set(filters.flatMap((f) => (f.field === 'species' && 'value' in f ? [f.value] : [])));
  const [only] = values;
  return values.size === 1 && (only === 'dog' || only === 'cat') ? only : undefined;
}

/**
 * Answers a product list query deterministically: listable products of the site, narrowed by the
 * search (relevance order) and the filters, sorted, paginated, with facet counts over the
 * searched set. Pure, so the server and the offline app give the same answer for the same data.
 */
export function queryCatalogue(products: readonly Product[], groups: readonly FilterGroup[], query: CatalogueQuery): CatalogueResult {
  const listable = products.filter((p) => isListable(p, query.site));
  const search = query.search?.trim() ?? '';
  const candidates = search ? searchProducts(listable, search) : listable;
  const shownGroups = visibleGroups(groups, query.site, query.species ?? speciesOfFilters(query.filters));
  const matched = applyFilters(candidates, query.filters);
  const sort = query.sort ?? (search ? 'relevance' : 'featured');
  const ordered = sortProducts(matched, sort === 'relevance' && !search ? 'featured' : sort);
  const page = paginate(ordered, query.page ?? 1, query.limit ?? DEFAULT_PAGE_LIMIT);
  const counts = facetCounts(candidates, shownGroups, query.filters);
  return {
    products: page.items,
    total: page.total,
    page: page.page,
    limit: page.limit,
    totalPages: page.totalPages,
    facets: withCounts(shownGroups, counts, query.filters),
  };
}
