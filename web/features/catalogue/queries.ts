/** TanStack Query hooks over catalogue-source.ts: every catalogue read of every page goes through here. */
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { Species, StockDestination } from '../../../core/entities/catalogue';
import {
  fetchDeliveryEstimate,
  fetchFilters,
  fetchProduct,
  fetchProductPage,
  fetchProductsByHandles,
  fetchServiceableZipRanges,
  fetchStock,
  fetchSuggestions,
  type ProductPageQuery,
} from './catalogue-source';

/** The catalogue changes a few times a day at most; lists may be a minute old. */
const CATALOGUE_STALE_MS = 60_000;
/** Filter groups and zip ranges change with a deploy, not while a shopper browses. */
const STRUCTURE_STALE_MS = 30 * 60_000;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (query: ProductPageQuery) => ['catalogue', 'page', query] as const,
  product: (handle: string) => ['catalogue', 'product', handle] as const,
  filters: (species?: Species) => ['catalogue', 'filters', species ?? 'all'] as const,
  suggestions: (search: string) => ['catalogue', 'suggestions', search] as const,
  byHandles: (handles: readonly string[]) => ['catalogue', 'by-handles', handles] as const,
  stock: (skus: readonly string[], zip: string, destination: StockDestination) => ['stock', 'skus', destination, zip, skus] as const,
  zipRanges: (destination: StockDestination) => ['stock', 'zip-ranges', destination] as const,
  delivery: (zip: string) => ['stock', 'delivery', zip] as const,
};

/** One page of a product list; the previous page stays on screen while the next one loads. */
export function useProductPage(query: ProductPageQuery | null) {
  return useQuery({
    queryKey: catalogueKeys.page(query ?? {}),
    queryFn: ({ signal }) => fetchProductPage(query ?? {}, signal),
    enabled: query !== null,
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useProduct(handle: string) {
  return useQuery({
    queryKey: catalogueKeys.product(handle),
    queryFn: ({ signal }) => fetchProduct(handle, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Every filter group of the storefront (parsing listing URLs needs all of them). */
export function useFilterGroups(enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.filters(),
    queryFn: ({ signal }) => fetchFilters(undefined, signal),
    staleTime: STRUCTURE_STALE_MS,
    enabled,
  });
}

export function useNoResultsSuggestions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.suggestions(search),
    queryFn: ({ signal }) => fetchSuggestions(search, signal),
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}

export function useProductsByHandles(handles: readonly string[]) {
  return useQuery({
    queryKey: catalogueKeys.byHandles(handles),
    queryFn: ({ signal }) => fetchProductsByHandles(handles, signal),
    staleTime: CATALOGUE_STALE_MS,
    enabled: handles.length > 0,
  });
}

/** In-stock answer per sku for the shopper's zip; off until there are skus. */
export function useStock(skus: readonly string[], zip: string, destination: StockDestination) {
  const sorted = [...new Set(skus)].sort();
  return useQuery({
    queryKey: catalogueKeys.stock(sorted, zip, destination),
    queryFn: ({ signal }) => fetchStock(sorted, zip, destination, signal),
    staleTime: CATALOGUE_STALE_MS,
    enabled: sorted.length > 0,
  });
}

export function useServiceableZipRanges(destination: StockDestination, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.zipRanges(destination),
    queryFn: ({ signal }) => fetchServiceableZipRanges(destination, signal),
    staleTime: STRUCTURE_STALE_MS,
    enabled,
  });
}

export function useDeliveryEstimate(zip: string, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.delivery(zip),
    queryFn: ({ signal }) => fetchDeliveryEstimate(zip, signal),
    staleTime: STRUCTURE_STALE_MS,
    enabled,
  });
}

/** The zip ranges from the cache, or fetched now (a zip form needs them at submit). */
export function ensureZipRanges(queryClient: QueryClient, destination: StockDestination): Promise<string[]> {
  return queryClient.ensureQueryData({
    queryKey: catalogueKeys.zipRanges(destination),
    queryFn: ({ signal }) => fetchServiceableZipRanges(destination, signal),
    staleTime: STRUCTURE_STALE_MS,
  });
}
