import type { Filter, FilterGroup } from '../entities/catalogue';
import { isRangeFilter, sameFilter, uniqueFilters, VARIANT_FIELDS } from './filter-fields';
import { isSlug } from './slug';

// Filters that are no option of any group still travel in the query under these reserved keys.
// (Maps, not object literals, so a token such as 'constructor:1-2' finds nothing.)
const RANGE_KEYS = new Map<string, string>([
  [VARIANT_FIELDS.weightLbs, 'weight-lbs'],
  [VARIANT_FIELDS.weightOz, 'weight-oz'],
  [VARIANT_FIELDS.price, 'price'],
]);
const VALUE_KEYS = new Map<string, string>([
  ['species', 'species'],
  [VARIANT_FIELDS.flavorLabel, 'variant-flavor'],
]);

function invert(map: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...map].map(([field, key]) => [key, field]));
}
const RANGE_FIELDS = invert(RANGE_KEYS);
const VALUE_FIELDS = invert(VALUE_KEYS);

/** The `group-slug:option-slug` (or reserved `key:value`) token of one filter; null if it has none. */
export function filterToken(filter: Filter, groups: readonly FilterGroup[]): string | null {
  for (const group of groups) {
    const option = group.options.find((o) => sameFilter(o.filter, filter));
    if (option) return `${group.slug}:${option.slug}`;
  }
  if (isRangeFilter(filter)) {
    const key = RANGE_KEYS.get(filter.field);
    return key && filter.min <= filter.max ? `${key}:${filter.min}-${filter.max}` : null;
  }
  const key = VALUE_KEYS.get(filter.field);
  return key && isSlug(filter.value) ? `${key}:${filter.value}` : null;
}

/**
 * The `filter` query value of a selection: 'group-slug:option-slug,...', sorted so equal selections
 * give equal URLs. Filters with no token (unknown fields) are left out.
 */
export function encodeFilterQuery(filters: readonly Filter[], groups: readonly FilterGroup[]): string {
  const tokens = filters.map((f) => filterToken(f, groups)).filter((t): t is string => t !== null);
  return [...new Set(tokens)].sort().join(',');
}

function decodeToken(token: string, groups: readonly FilterGroup[]): Filter | null {
  const colon = token.indexOf(':');
  if (colon <= 0) return null;
  const key = token.slice(0, colon);
  const value = token.slice(colon + 1);
  const option = groups.find((g) => g.slug === key)?.options.find((o) => o.slug === value);
  if (option) return option.filter;
  const range = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value);
  const rangeField = RANGE_FIELDS.get(key);
  if (rangeField && range && Number(range[1]) <= Number(range[2])) {
    return { field: rangeField, min: Number(range[1]), max: Number(range[2]) };
  }
  const valueField = VALUE_FIELDS.get(key);
  if (valueField && isSlug(value)) {
    if (key === 'species' && value !== 'dog' && value !== 'cat') return null;
    return { field: valueField, value };
  }
  return null;
}

/** Filters of a `filter` query value; unknown or malformed tokens are skipped, repeats removed. */
export function decodeFilterQuery(value: string | null | undefined, groups: readonly FilterGroup[]): Filter[] {
  if (!value) return [];
  const filters = value
    .split(',')
    .map((token) => decodeToken(token.trim(), groups))
    .filter((f): f is Filter => f !== null);
  return uniqueFilters(filters);
}
