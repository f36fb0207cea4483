import { filterKey, sameFilter } from '../../../core/catalogue';
import { labelOfSlug, speciesLabel } from '../../../core/breadcrumbs';
import type { Filter, FilterGroup } from '../../../core/entities/catalogue';

/** What a selected-filter chip says: the option's label, else a readable form of the filter. */
export function filterLabel(filter: Filter, groups: readonly Pick<FilterGroup, 'options'>[]): string {
  for (const group of groups) {
    const option = group.options.find((o) => sameFilter(o.filter, filter));
    if (option) return option.label;
  }
  if ('value' in filter) {
    if (filter.field === 'species' && (filter.value === 'dog' || filter.value === 'cat')) return speciesLabel(filter.value);
    return labelOfSlug(filter.value);
  }
  const unit = filter.field === 'weight_oz' ? 'oz' : filter.field === 'weight_lbs' ? 'lb' : '';
  if (unit) return filter.min === filter.max ? `${filter.min} ${unit}` : `${filter.min}–${filter.max} ${unit}`;
  return filterKey(filter);
}

/** The selection with one filter added or, if present, removed. */
export function toggleFilter(selected: readonly Filter[], filter: Filter): Filter[] {
  return selected.some((f) => sameFilter(f, filter)) ? selected.filter((f) => !sameFilter(f, filter)) : [...selected, filter];
}
