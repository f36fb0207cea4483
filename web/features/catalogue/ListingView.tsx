import { KEEP_SCROLL } from '../../app/scroll-restoration';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SortKey, VariantHint } from '../../../core/catalogue';
import type { Filter } from '../../../core/entities/catalogue';
import type { ItemList } from '../../lib/analytics/ecommerce';
import { LoadError } from '../../ui/LoadError';
import { PageLoading } from '../../ui/PageLoading';
import type { ProductPage } from './catalogue-source';
import { FiltersPanel } from './FiltersPanel';
import { HomeZipControl } from './HomeZipControl';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { Button } from '../../ui/Button';
import './ListingView.css';

const FILTERS_ID = 'listing-filters';

export interface ListingViewProps {
  heading: string;
  breadcrumbs?: ReactNode;
  result: ProductPage | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: Filter[];
  hrefForFilters: (filters: Filter[]) => string;
  clearHref: string;
  sort: SortKey;
  sortOptions: readonly SortKey[];
  hrefForSort: (sort: SortKey) => string;
  hrefForPage: (page: number) => string;
  variantHint?: VariantHint;
  /** the list as analytics names it (view_item_list, select_item) */
  list?: ItemList;
  /** drawn instead of the grid when the list is empty */
  empty?: ReactNode;
  /** drawn under the list (the content service's promotion banners) */
  promotions?: ReactNode;
}

/** A product list page: heading, filters (sidebar or drawer), sort, cards and pages. */
export function ListingView(props: ListingViewProps) {
  const { heading, breadcrumbs, result, loading, failed, onRetry, selected, sort } = props;
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  // The shopper stays where they were: the same list, filtered, sorted or paged.
  const go = (href: string) => navigate(href, { state: KEEP_SCROLL });

  return (
    <div className="listing">
      {breadcrumbs}
      <div className="listing__head">
        <h1 className="listing__heading">{heading}</h1>
        {result && (
          <p className="listing__count" aria-live="polite">
            {result.total === 1 ? '1 product' : `${result.total} products`}
          </p>
        )}
      </div>
      <div className="listing__toolbar">
        <Button
          variant="secondary"
          className="listing__filters-button"
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_ID}
          onClick={() => setFiltersOpen(true)}
        >
          Filters{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
        <SortSelect value={sort} options={props.sortOptions} onChange={(next) => go(props.hrefForSort(next))} />
        <HomeZipControl compact />
      </div>
      <div className="listing__body">
        <FiltersPanel
          id={FILTERS_ID}
          facets={result?.facets ?? []}
          selected={selected}
          hrefFor={props.hrefForFilters}
          clearHref={props.clearHref}
          onSelect={(filters) => go(props.hrefForFilters(filters))}
          open={filtersOpen}
          onClose={closeFilters}
        />
        <section className="listing__results" aria-label="Products" aria-busy={loading}>
          {failed && !result ? (
            <LoadError className="listing__error" what="products" onRetry={onRetry} />
          ) : !result ? (
            // A screen's height while the first page loads, so the footer does not jump when it arrives.
            <div className="listing__placeholder">
              <PageLoading />
            </div>
          ) : result.products.length === 0 ? (
            (props.empty ?? <p className="listing__empty">No products match these filters.</p>)
          ) : (
            <>
              <ProductGrid products={result.products} variantHint={props.variantHint} list={props.list} />
              <Pagination page={result.page} totalPages={result.totalPages} hrefFor={props.hrefForPage} />
            </>
          )}
        </section>
      </div>
      {/* after the first products: a slot that loads when near the viewport must not start out near it */}
      {result && result.products.length > 0 && props.promotions}
    </div>
  );
}
