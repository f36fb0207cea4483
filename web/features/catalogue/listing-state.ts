/**
 * A product list's state lives in its URL (§2: every filter state is a shareable URL, Back restores
 * it). These functions read it from the URL and write it back, using the core listing rules.
 */
import {
  decodeFilterQuery,
  encodeFilterQuery,
  type ListingCategory,
  listingPathFor,
  parseListingPath,
  SORT_KEYS,
  type SortKey,
  uniqueFilters,
  visibleGroups,
} from '../../../core/catalogue';
import { labelOfSlug, speciesLabel } from '../../../core/breadcrumbs';
import type { SiteCode } from '../../../core/constants';
import type { Filter, FilterGroup, Species } from '../../../core/entities/catalogue';

/** Where a list page is: its filters, sort and page, or not found (→ 'Page Not Found: {path}'). */
export type ListingState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | {
      status: 'ok';
      species?: Species;
      filters: Filter[];
      category?: ListingCategory;
      detail?: { kind: string; value: string };
      sort?: SortKey;
      page: number;
    };

/** The segments after /products: '/products/dog/dry-food' → ['dog', 'dry-food']. */
export function listingSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).slice(1).map(safeDecode);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** ?sort= when it names a sort order. */
export function sortOf(params: URLSearchParams): SortKey | undefined {
  // A list lookup rather than sortKeySchema: the list pages then need no zod (the first-visit JavaScript budget).
  const sort = params.get('sort');
  return (SORT_KEYS as readonly (string | null)[]).includes(sort) ? (sort as SortKey) : undefined;
}

/** ?page= as a whole number ≥ 1, else 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads a list URL. Filter groups are needed only for category segments and ?filter=; a plain
 * /products or /products/{species} resolves without them, so its products load straight away.
 */
export function resolveListing(
  segments: readonly string[],
  params: URLSearchParams,
  groups: readonly FilterGroup[] | undefined,
  site: SiteCode,
): ListingState {
  const filterParam = params.get('filter');
  if (!groups && (segments.length > 1 || filterParam)) return { status: 'pending' };
  const parsed = parseListingPath(segments, groups ?? [], site);
  if (!parsed.ok) return { status: 'not-found' };
  const extra = decodeFilterQuery(filterParam, visibleGroups(groups ?? [], site, parsed.species));
  return {
    status: 'ok',
    species: parsed.species,
    filters: uniqueFilters([...parsed.filters, ...extra]),
    category: parsed.category,
    detail: parsed.detail,
    sort: sortOf(params),
    page: pageOf(params),
  };
}

/** Adds (or replaces) query parameters on a path that may already have a query. */
export function withParams(path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, 'http://x');
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  // Keep the ':' and ',' of filter tokens readable in shared links.
  const query = url.searchParams.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** URL of a product list for a selection (page 1), keeping the sort. */
export function listingHref(filters: readonly Filter[], groups: readonly FilterGroup[], site: SiteCode, sort?: SortKey): string {
  return withParams(listingPathFor(filters, groups, site), { sort });
}

/** URL of the search page for a term and selection (page 1), keeping the sort. */
export function searchHref(
  search: string,
  filters: readonly Filter[],
  groups: readonly FilterGroup[],
  site: SiteCode,
  sort?: SortKey,
): string {
  const filter = encodeFilterQuery(filters, visibleGroups(groups, site));
  return withParams('/search', { search, filter, sort });
}

/** The same list on another page. */
export function pageHref(pathname: string, search: string, page: number): string {
  return withParams(`${pathname}${search}`, { page: page > 1 ? String(page) : undefined });
}

function categoryTitle(label: string, species: Species): string {
  const animal = speciesLabel(species);
  if (/^treats?$/i.test(label.trim())) return `${animal} Treats`;
  const stem = label.replace(/\s+food$/i, '').trim();
  return `${stem} ${animal} Food`;
}

/** Page title of a list: 'Shop All Pet Food', 'Dog Food', 'Dry Dog Food', 'Chicken Recipe Dog Food'… */
export function listingTitle(state: Extract<ListingState, { status: 'ok' }>): string {
  const { species, category, detail } = state;
  if (!species) return 'Shop All Pet Food';
  if (category?.filter) return categoryTitle(category.label, species);
  if (category) return `${speciesLabel(species)} Food by ${category.label}`;
  if (detail) return categoryTitle(labelOfSlug(detail.value), species);
  return `${speciesLabel(species)} Food`;
}
