import type { SiteCode } from '../constants';
import type { FilterGroup, FilterOption, Product, Species } from '../entities/catalogue';

/** True when a product may be listed on `site`: published and sold there (draft/archived never). */
export function isListable(product: Product, site: SiteCode): boolean {
  return product.status === 'published' && product.sites.includes(site);
}

// An empty species list means "not species-specific"; an empty sites list means "nowhere".
function appliesTo(item: { sites: readonly SiteCode[]; species: readonly Species[] }, site: SiteCode, species?: Species) {
  if (!item.sites.includes(site)) return false;
  return species === undefined || item.species.length === 0 || item.species.includes(species);
}

/** True when a filter option is offered on `site` (and for `species` when given). */
export function isOptionVisible(option: FilterOption, site: SiteCode, species?: Species): boolean {
  return appliesTo(option, site, species);
}

/**
 * Filter groups shown on `site` (and for `species`), each with only its visible options,
 * groups left without options dropped, ordered by `sort[site]` (then slug, so the order is total).
 */
export function visibleGroups(groups: readonly FilterGroup[], site: SiteCode, species?: Species): FilterGroup[] {
  return groups
    .filter((group) => appliesTo(group, site, species))
    .map((group) => ({ ...group, options: group.options.filter((o) => isOptionVisible(o, site, species)) }))
    .filter((group) => group.options.length > 0)
    .sort((a, b) => a.sort[site] - b.sort[site] || compareText(a.slug, b.slug));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
