import type { SiteCode } from '../constants';
import type { Filter, FilterGroup, Species } from '../entities/catalogue';
import { isRangeFilter, sameFilter, uniqueFilters, VARIANT_FIELDS } from './filter-fields';
import { encodeFilterQuery } from './filter-query';
import { isSpeciesSlug, resolveCategory } from './listing-path';
import { isSlug } from './slug';
import { visibleGroups } from './visibility';
import { formatWeightSegment, weightOfFilter } from './weight-segment';

// The path tail for one filter: an option slug that parses back to it, or a three-segment detail.
function pathTailFor(filter: Filter, groups: readonly FilterGroup[]): string[] | null {
  for (const group of groups) {
    const option = group.options.find((o) => sameFilter(o.filter, filter));
    const back = option && resolveCategory(option.slug, groups);
    if (option && back?.filter && sameFilter(back.filter, filter)) return [option.slug];
  }
  if (isRangeFilter(filter)) {
    const weight = weightOfFilter(filter);
    return weight ? ['weight', formatWeightSegment(weight)] : null;
  }
  return filter.field === VARIANT_FIELDS.flavorLabel && isSlug(filter.value) ? ['flavor', filter.value] : null;
}

// Options first, in group order, so a selection gets one canonical path whatever its order.
function pickPathTail(filters: readonly Filter[], groups: readonly FilterGroup[]) {
  for (const group of groups) {
    for (const option of group.options) {
      const filter = filters.find((f) => sameFilter(f, option.filter));
      const tail = filter && pathTailFor(filter, groups);
      if (filter && tail) return { filter, tail };
    }
  }
  for (const filter of filters) {
    const tail = pathTailFor(filter, groups);
    if (tail) return { filter, tail };
  }
  return null;
}

function singleSpecies(filters: readonly Filter[]): Species | null {
  const species = filters.filter((f) => f.field === 'species' && !isRangeFilter(f));
  const value = species.length === 1 && 'value' in species[0] ? species[0].value : '';
  return isSpeciesSlug(value) ? value : null;
}

/**
 * Shareable URL of a selection on `site`: /products/{species}/{option or detail} for what the path
 * can say (parseListingPath reads it back), the rest in ?filter=group-slug:option-slug,...
 */
export function listingPathFor(filters: readonly Filter[], groups: readonly FilterGroup[], site: SiteCode): string {
  let rest = uniqueFilters(filters);
  const segments: string[] = [];
  const species = singleSpecies(rest);
  if (species) {
    segments.push(species);
    rest = rest.filter((f) => !(f.field === 'species' && !isRangeFilter(f)));
    const shown = visibleGroups(groups, site, species);
    const picked = pickPathTail(rest, shown);
    if (picked) {
      segments.push(...picked.tail);
      rest = rest.filter((f) => f !== picked.filter);
    }
  }
  const query = encodeFilterQuery(rest, visibleGroups(groups, site, species ?? undefined));
  return `/products${segments.map((s) => `/${s}`).join('')}${query ? `?filter=${query}` : ''}`;
}
