import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeFilterQuery, type SortKey, visibleGroups } from '../../../core/catalogue';
import { useSiteCode } from '../../app/site';
import { pushEvent } from '../../lib/data-layer';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { LISTING_PAGE_SIZE } from '../catalogue/catalogue-config';
import { ListingHead } from '../catalogue/ListingHead';
import { pageHref, pageOf, searchHref, sortOf, withParams } from '../catalogue/listing-state';
import { ListingView } from '../catalogue/ListingView';
import { useFilterGroups, useProductPage } from '../catalogue/queries';
import { SEARCH_SORTS } from '../catalogue/SortSelect';
import { NoResults } from './NoResults';

/** Search results as analytics names the list. */
const SEARCH_RESULTS_LIST = { id: 'search_results', name: 'Search Results' };

/** Search results: the term in ?search= (§2), filterable and sortable like any list, suggestions when empty. */
export function SearchPage() {
  const site = useSiteCode();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const term = (params.get('search') ?? '').trim();
  const filterParam = params.get('filter');
  const groupsQuery = useFilterGroups();
  const groups = groupsQuery.data;
  const filters = decodeFilterQuery(filterParam, visibleGroups(groups ?? [], site));
  const waitingForGroups = Boolean(filterParam) && !groups && !groupsQuery.isError;
  const sort: SortKey = sortOf(params) ?? 'relevance';
  const page = pageOf(params);
  const productsQuery = useProductPage(term && !waitingForGroups ? { search: term, filters, sort, page, limit: LISTING_PAGE_SIZE } : null);
  // The page title is the route table's 'Search Results'; the heading names the term.

  // The 'search' analytics event, once per term searched (§7).
  useEffect(() => {
    if (term) pushEvent('search', { search_term: term });
  }, [term]);

  const allGroups = groups ?? productsQuery.data?.facets ?? [];
  const hrefFor = (next: typeof filters, nextSort: SortKey = sort) =>
    searchHref(term, next, allGroups, site, nextSort === 'relevance' ? undefined : nextSort);
  const heading = term ? `Search results for "${term}"` : 'Search Results';
  const result = term ? productsQuery.data : emptyResult();

  return (
    <>
      <ListingHead subject={heading} result={term ? result : undefined} groups={allGroups} />
      <ListingView
        heading={heading}
        breadcrumbs={<Breadcrumbs groups={allGroups} />}
        result={result}
        loading={productsQuery.isFetching}
        failed={productsQuery.isError}
        onRetry={() => void productsQuery.refetch()}
        selected={filters}
        hrefForFilters={(next) => hrefFor(next)}
        clearHref={withParams('/search', { search: term })}
        sort={sort}
        sortOptions={SEARCH_SORTS}
        hrefForSort={(next) => hrefFor(filters, next)}
        hrefForPage={(n) => pageHref(location.pathname, location.search, n)}
        variantHint={{ sku: term }}
        list={SEARCH_RESULTS_LIST}
        empty={<NoResults term={term} filtered={filters.length > 0} />}
      />
    </>
  );
}

function emptyResult() {
  return { products: [], total: 0, page: 1, limit: LISTING_PAGE_SIZE, totalPages: 1, facets: [] };
}
