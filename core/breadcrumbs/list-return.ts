import { filterGroupKey, sameFilter } from '../catalogue/filter-fields';
import type { Filter } from '../entities/catalogue';
import type { PageKind } from './page-kind';
import type { BreadcrumbState } from './state';

// §4 keeps a list's filters when the shopper goes from a product page back to a list by a breadcrumb
// click (clearsListFilters is false for PDP → list when clicked). Lists here keep their filters in the
// URL, so "kept" means: a product page's list crumbs link to the remembered list. Any other way to a
// list (header nav, a typed URL, Back) shows that list's own URL filters, which the reducer then
// records in place of the old ones: the remembered filters are cleared as §4 asks.

/**
 * Filters of the list a page's crumbs lead back to, or undefined when its crumbs keep their own links.
 * Only a product page's crumbs are a way back (§4); on a list the crumbs widen its own selection, and
 * category list ↔ product list drops the filters anyway.
 */
export function returnFiltersFor(kind: PageKind, state: Pick<BreadcrumbState, 'listFilters'>): Filter[] | undefined {
  return kind === 'PDP' && state.listFilters.length > 0 ? state.listFilters : undefined;
}

/**
 * True when every product of the list `list` is also in the list `scope`: for each filter group the
 * scope sets (values of one group are OR-ed, groups AND-ed), the list sets that group too, with
 * values the scope has. A narrower range is not recognised (the answer is then false).
 */
export function listWithin(list: readonly Filter[], scope: readonly Filter[]): boolean {
  const scopeGroups = new Set(scope.map(filterGroupKey));
  for (const group of scopeGroups) {
    const listed = list.filter((f) => filterGroupKey(f) === group);
    if (listed.length === 0) return false;
    if (!listed.every((f) => scope.some((s) => sameFilter(s, f)))) return false;
  }
  return true;
}

/**
 * Filters a crumb's link selects: the remembered list when it lies within the crumb (All Products
 * always; 'Dog' after a dog list), so the click brings that list back with its filters; otherwise
 * (a narrower crumb, another species) the crumb's own filters.
 */
export function crumbFilters(own: readonly Filter[], returnTo: readonly Filter[] | undefined): readonly Filter[] {
  return returnTo && listWithin(returnTo, own) ? returnTo : own;
}
