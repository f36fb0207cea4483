import { useLocation } from 'react-router-dom';
import { breadcrumbTrail, type Crumb, pageKindFor, type TrailContext } from '../../../core/breadcrumbs';
import type { Filter, FilterGroup } from '../../../core/entities/catalogue';
import { useSiteCode } from '../../app/site';
import { BRAND_LINES } from './brand-lines';

/** What a catalogue page knows about its place: species, category, brand, pet age, food form. */
export type BreadcrumbPlace = Pick<TrailContext, 'species' | 'category' | 'brand' | 'lifestage' | 'foodForm'>;

/**
 * The breadcrumb trail of §2 for the page at the current location. Without `returnTo` each crumb
 * links its own list: the trail as a search engine sees it (its structured data), the same on the
 * server and in the browser, whatever list this shopper came from.
 */
export function usePageTrail(place: BreadcrumbPlace, groups: readonly FilterGroup[], returnTo?: readonly Filter[]): Crumb[] {
  const site = useSiteCode();
  const { pathname, search } = useLocation();
  const kind = pageKindFor(pathname, search);
  return breadcrumbTrail({ site, kind, lines: BRAND_LINES, groups, pathname, returnTo, ...place });
}
