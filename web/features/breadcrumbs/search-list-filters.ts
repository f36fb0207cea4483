import { decodeFilterQuery, visibleGroups } from '../../../core/catalogue';
import type { SiteCode } from '../../../core/constants';
import type { Filter, FilterGroup } from '../../../core/entities/catalogue';

/**
 * Filters of a search results list, read from its ?filter= the way the search page reads them, so
 * the breadcrumb state remembers the search's own filters rather than an older list's (§4).
 */
export function searchListFilters(search: string, groups: readonly FilterGroup[], site: SiteCode): Filter[] {
  return decodeFilterQuery(new URLSearchParams(search).get('filter'), visibleGroups(groups, site));
}
