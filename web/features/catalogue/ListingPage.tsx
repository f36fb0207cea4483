import { useDeferredValue, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { listingVariantHint, type SortKey } from '../../../core/catalogue';
import type { Filter } from '../../../core/entities/catalogue';
import { PageTitle } from '../../app/page-head/PageHead';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { useSiteCode } from '../../app/site';
import { LoadError } from '../../ui/LoadError';
import { PageLoading } from '../../ui/PageLoading';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import type { BreadcrumbPlace } from '../breadcrumbs/page-trail';
import { listingPageQuery } from '../../../core/catalogue/landing-reads';
import { LIST_SORTS } from './SortSelect';
import { ListingHead } from './ListingHead';
import { listingHref, listingSegments, listingTitle, pageHref, resolveListing, withParams } from './listing-state';
import { ListingView } from './ListingView';
import { PromotionSlot } from './PromotionSlot';
import { useFilterGroups, useProductPage } from './queries';

/** Facts of the selection a breadcrumb can name (§2): brand, pet age and food form. */
function placeOf(filters: readonly Filter[]): Pick<BreadcrumbPlace, 'brand' | 'lifestage' | 'foodForm'> {
  const singleValue = (field: string) => {
    const values = filters.flatMap((f) => (f.field === field && 'value' in f ? [f.value] : []));
    return values.length === 1 ? values[0] : undefined;
  };
  return { brand: singleValue('brand'), lifestage: singleValue('lifestage'), foodForm: singleValue('food_form') };
}

/**
 * /products and /products/{species?}/{category?}/{detail?} (§2): the selection comes from the URL,
 * every change of filters, sort or page is a new URL, and a path naming no filter is a 404. A weight,
 * flavor or food-form segment, or ?sku=, picks the variant each card shows first (§2).
 */
export function ListingPage() {
  const site = useSiteCode();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const segments = listingSegments(location.pathname);
  const groupsQuery = useFilterGroups();
  // Answers arrive as urgent updates (query stores): the list is drawn from them in the background,
  // in slices, so an arrival is no long task on a phone (a long task on a phone).
  const groups = useDeferredValue(groupsQuery.data);
  const state = resolveListing(segments, params, groups, site);
  const ready = state.status === 'ok';
  const sort: SortKey = (ready && state.sort) || 'featured';
  const productsQuery = useProductPage(ready ? listingPageQuery(state.filters, sort, state.page, state.species) : null);
  const products = useDeferredValue(productsQuery.data);
  const title = ready ? listingTitle(state) : undefined;
  // the list as analytics names it: the category's path and its title
  const list = useMemo(() => ({ id: location.pathname, name: title ?? '' }), [location.pathname, title]);
  const detailKind = ready ? state.detail?.kind : undefined;
  const detailValue = ready ? state.detail?.value : undefined;
  const sku = params.get('sku');
  // Stable while the URL names the same variant, so the memoised cards are not redrawn for nothing.
  const variantHint = useMemo(
    () => listingVariantHint(detailKind && detailValue ? { kind: detailKind, value: detailValue } : undefined, sku),
    [detailKind, detailValue, sku],
  );

  if (state.status === 'not-found') return <NotFoundPage invalidPath={location.pathname} />;
  if (state.status === 'pending') {
    // the list's title is known once its filter groups are: until then, the route table's or none
    return (
      <>
        <PageTitle />
        {groupsQuery.isError ? (
          <LoadError className="listing__error" what="this category" onRetry={() => void groupsQuery.refetch()} />
        ) : (
          <PageLoading />
        )}
      </>
    );
  }

  const allGroups = groups ?? products?.facets ?? [];
  const hrefFor = (filters: Filter[], nextSort: SortKey | undefined = state.sort) => listingHref(filters, allGroups, site, nextSort);
  const heading = listingTitle(state);
  const place: BreadcrumbPlace = { species: state.species, category: state.category, ...placeOf(state.filters) };

  return (
    <>
      <ListingHead title={heading} subject={heading} result={products} place={place} groups={allGroups} />
      <ListingView
        heading={heading}
        breadcrumbs={<Breadcrumbs place={place} groups={allGroups} filters={state.filters} />}
        result={products}
        loading={productsQuery.isFetching}
        failed={productsQuery.isError}
        onRetry={() => void productsQuery.refetch()}
        selected={state.filters}
        hrefForFilters={(filters) => hrefFor(filters)}
        clearHref="/products"
        sort={sort}
        sortOptions={LIST_SORTS}
        hrefForSort={(next) => withParams(hrefFor(state.filters), { sort: next === 'featured' ? undefined : next })}
        hrefForPage={(page) => pageHref(location.pathname, location.search, page)}
        variantHint={variantHint}
        list={list}
        promotions={<PromotionSlot species={state.species} />}
      />
    </>
  );
}
