import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { type Crumb, pageKindFor, returnFiltersFor } from '../../../core/breadcrumbs';
import type { Filter, FilterGroup } from '../../../core/entities/catalogue';
import { useSiteCode } from '../../app/site';
import { useBreadcrumbStore } from './breadcrumb-store';
import { type BreadcrumbPlace, usePageTrail } from './page-trail';
import { searchListFilters } from './search-list-filters';
import './Breadcrumbs.css';

interface BreadcrumbsProps {
  place?: BreadcrumbPlace;
  /** the site's filter groups (crumb links name filters by their option slugs); none while they load */
  groups: readonly FilterGroup[];
  /** a list page's filters, remembered for the way back (§4) */
  filters?: Filter[];
  /** a product page's id (§4 last product page) */
  productId?: string;
}

/**
 * The breadcrumb trail of §2 (DTC: Home, All Products, species, category, brand, pet age, food form;
 * staff feeding: 'Catalog' only), recording each page in the breadcrumb state of §4. On a product
 * page the list crumbs lead back to the remembered list with its filters (§4, returnFiltersFor).
 */
export function Breadcrumbs({ place = {}, groups, filters: givenFilters, productId }: BreadcrumbsProps) {
  const site = useSiteCode();
  const location = useLocation();
  const dispatch = useBreadcrumbStore((store) => store.dispatch);
  const listFilters = useBreadcrumbStore((store) => store.state.listFilters);
  const kind = pageKindFor(location.pathname, location.search);
  // A search is a list too (§4): its filters are remembered like any list's.
  const filters = givenFilters ?? (kind === 'SRP' ? searchListFilters(location.search, groups, site) : undefined);
  const returnTo = returnFiltersFor(kind, { listFilters });
  const trail = usePageTrail(place, groups, returnTo);
  const trailKey = JSON.stringify(trail);
  const filtersKey = JSON.stringify(filters ?? null);
  const searchQuery = kind === 'SRP' ? (new URLSearchParams(location.search).get('search') ?? '') : undefined;

  // One 'navigated' per page reached; what the page learns later (its groups, its product) only
  // updates the trail and filters, so the previous page kind stays the page before this one.
  const reachedKey = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, not by array identity
  useEffect(() => {
    if (reachedKey.current !== location.key) {
      reachedKey.current = location.key;
      dispatch({ type: 'navigated', kind, searchQuery, filters, productId, trail });
      return;
    }
    dispatch({ type: 'trailChanged', trail });
    if (filters) dispatch({ type: 'filtersChanged', filters });
  }, [dispatch, location.key, kind, searchQuery, filtersKey, productId, trailKey]);

  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {trail.map((crumb: Crumb) => (
          <li key={`${crumb.label}:${crumb.href}`} className="breadcrumbs__item">
            <Link to={crumb.href} onClick={() => dispatch({ type: 'breadcrumbClicked' })}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
