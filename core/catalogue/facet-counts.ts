import type { Filter, FilterGroup, FilterOption, Product } from '../entities/catalogue';
import { filterGroupKey, sameFilter } from './filter-fields';
import { groupFilters, matchesFilter, matchesSelection } from './filter-match';

/** Count per option slug, per group slug: how many products match if that option is added. */
export type FacetCounts = Record<string, Record<string, number>>;

/** A filter option with the number of products it would show. */
export type CountedOption = FilterOption & { count: number };
/** A filter group whose options carry counts. */
export type CountedGroup = Omit<FilterGroup, 'options'> & { options: CountedOption[] };

/**
 * Disjunctive facet counts: an option of a group is counted against the selection minus that
 * group's own filters, plus the option itself (so options of one group never zero each other out).
 */
export function facetCounts(products: readonly Product[], groups: readonly FilterGroup[], selected: readonly Filter[]): FacetCounts {
  const grouped = groupFilters(selected);
  const baseByKey = new Map<string, Product[]>();
  const baseFor = (key: string) => {
    let base = baseByKey.get(key);
    if (!base) {
      const others = new Map([...grouped].filter(([k]) => k !== key));
      base = products.filter((p) => matchesSelection(p, others));
      baseByKey.set(key, base);
    }
    return base;
  };
  const counts: FacetCounts = {};
  for (const group of groups) {
    const perOption: Record<string, number> = {};
    for (const option of group.options) {
      const base = baseFor(filterGroupKey(option.filter));
      perOption[option.slug] = base.filter((p) => matchesFilter(p, option.filter)).length;
    }
    counts[group.slug] = perOption;
  }
  return counts;
}

/**
 * Groups with counted options; options with a zero count are hidden, except selected ones
 * (so a shopper can always remove a filter), and groups left empty are dropped.
 */
export function withCounts(groups: readonly FilterGroup[], counts: FacetCounts, selected: readonly Filter[] = []): CountedGroup[] {
  return groups
    .map((group) => ({
      ...group,
      options: group.options
        .map((option) => ({ ...option, count: counts[group.slug]?.[option.slug] ?? 0 }))
        .filter((o) => o.count > 0 || selected.some((f) => sameFilter(f, o.filter))),
    }))
    .filter((group) => group.options.length > 0);
}
