import type { Filter } from '../entities/catalogue';

/**
 * Filter fields that read variant-level data instead of `product.facets`.
 * - weight_lbs / weight_oz (range): some variant in that unit weighs within [min, max].
 * - weight_unit (value 'lbs' | 'oz'): some variant is sold in that unit.
 * - variant_flavor (value): some variant's flavor label contains the value (slug words, any case).
 * - price (range, dollars): some variant costs within [min, max].
 */
export const VARIANT_FIELDS = {
  weightLbs: 'weight_lbs',
  weightOz: 'weight_oz',
  weightUnit: 'weight_unit',
  flavorLabel: 'variant_flavor',
  price: 'price',
} as const;

/** A filter of the {field, value} form. */
export type ValueFilter = Extract<Filter, { value: string }>;
/** A filter of the {field, min, max} form. */
export type RangeFilter = Extract<Filter, { min: number }>;

/** True for a {field, min, max} filter. */
export function isRangeFilter(filter: Filter): filter is RangeFilter {
  return 'min' in filter;
}

// Fields that describe the same shopper concept are one group: selecting "lbs" and "5.5oz" is an OR.
const GROUP_OF_FIELD = new Map<string, string>([
  ['weight_lbs', 'weight'],
  ['weight_oz', 'weight'],
  ['weight_unit', 'weight'],
  ['variant_flavor', 'flavor'],
]);

/** The selection group of a filter: filters with the same key are OR-ed, different keys AND-ed. */
export function filterGroupKey(filter: Filter): string {
  return GROUP_OF_FIELD.get(filter.field) ?? filter.field;
}

/** Canonical text of a filter, equal for equal filters ('brand=x', 'weight_lbs=1..45'). */
export function filterKey(filter: Filter): string {
  return isRangeFilter(filter) ? `${filter.field}=${filter.min}..${filter.max}` : `${filter.field}=${filter.value}`;
}

/** True when two filters select the same thing. */
export function sameFilter(a: Filter, b: Filter): boolean {
  return filterKey(a) === filterKey(b);
}

/** Filters without repeats, first occurrence kept. */
export function uniqueFilters(filters: readonly Filter[]): Filter[] {
  const seen = new Set<string>();
  return filters.filter((f) => {
    const key = filterKey(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
