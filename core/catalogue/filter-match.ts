import type { Filter, Product, ProductFacets } from '../entities/catalogue';
import { filterGroupKey, isRangeFilter, type RangeFilter, VARIANT_FIELDS, type ValueFilter } from './filter-fields';
import { flavorLabelContains } from './flavor-label';
import { amountToCents } from './price';

function matchesRange(product: Product, filter: RangeFilter): boolean {
  const within = (n: number) => n >= filter.min && n <= filter.max;
  switch (filter.field) {
    case VARIANT_FIELDS.weightLbs:
      return product.variants.some((v) => v.weightUnit === 'lbs' && within(v.weight));
    case VARIANT_FIELDS.weightOz:
      return product.variants.some((v) => v.weightUnit === 'oz' && within(v.weight));
    case VARIANT_FIELDS.price:
      return product.variants.some((v) => within(amountToCents(v.price.amount) / 100));
    default:
      return false;
  }
}

function matchesValue(product: Product, filter: ValueFilter): boolean {
  switch (filter.field) {
    case VARIANT_FIELDS.weightUnit:
      return product.variants.some((v) => v.weightUnit === filter.value);
    case VARIANT_FIELDS.flavorLabel:
      return product.variants.some((v) => flavorLabelContains(v, filter.value));
  }
  if (!Object.hasOwn(product.facets, filter.field)) return false;
  const values: readonly string[] = product.facets[filter.field as keyof ProductFacets];
  return values.includes(filter.value);
}

/** True when a product satisfies one filter (facet value, variant-level value or range); unknown fields match nothing. */
export function matchesFilter(product: Product, filter: Filter): boolean {
  return isRangeFilter(filter) ? matchesRange(product, filter) : matchesValue(product, filter);
}

/** Filters bucketed by selection group (see filterGroupKey), in first-seen order. */
export function groupFilters(filters: readonly Filter[]): Map<string, Filter[]> {
  const groups = new Map<string, Filter[]>();
  for (const filter of filters) {
    const key = filterGroupKey(filter);
    groups.set(key, [...(groups.get(key) ?? []), filter]);
  }
  return groups;
}

/** True when a product matches the selection: some filter of every group (OR within, AND across). */
export function matchesSelection(product: Product, grouped: ReadonlyMap<string, readonly Filter[]>): boolean {
  for (const group of grouped.values()) {
    if (!group.some((f) => matchesFilter(product, f))) return false;
  }
  return true;
}

/** Products matching the selected filters (OR within a group, AND across groups), order kept. */
export function applyFilters(products: readonly Product[], filters: readonly Filter[]): Product[] {
  const grouped = groupFilters(filters);
  return products.filter((p) => matchesSelection(p, grouped));
}
