/**
 * The catalogue, stock and delivery reads answered from the stored snapshot, with the same core
 * functions the server answers them with (core/catalogue/site-answers, core/stock), so an offline
 * list, filter, search or product page is the one the server would have shown for that data.
 */
import { ZodError } from 'zod';
import {
  answerProductQuery,
  listingFilterGroups,
  noResultsAnswer,
  productOfHandle,
  productsInHandleOrder,
  type SiteCatalogueData,
} from '../../../../core/catalogue/site-answers';
import { productQuerySchema } from '../../../../core/contract/catalogue';
import type { FilterGroup, Product, StockDestination } from '../../../../core/entities/catalogue';
import { type DeliveryEstimate, estimatedDeliveryDate } from '../../../../core/stock/delivery-estimate';
import { zipInRanges } from '../../../../core/stock/home-zip';
import { ApiError } from '../../../lib/api';
import type { CatalogueSnapshotRecord } from './snapshot-record';

export { loadCatalogueSnapshot } from './snapshot-record';

const siteCatalogue = (snapshot: CatalogueSnapshotRecord): SiteCatalogueData => ({
  site: snapshot.site,
  products: snapshot.products,
  filterGroups: snapshot.filterGroups,
});

/** A list page as get-filtered-products answers it: the input gets the contract's defaults first, as on the server. */
export function offlineProductPage(snapshot: CatalogueSnapshotRecord, input: unknown) {
  let query: ReturnType<typeof productQuerySchema.parse>;
  try {
    query = productQuerySchema.parse(input);
  } catch (error) {
    if (error instanceof ZodError) throw new ApiError(400, 'BAD_REQUEST', error.issues[0]?.message ?? 'Invalid query');
    throw error;
  }
  return answerProductQuery(siteCatalogue(snapshot), query);
}

/** get-product-by-handle: the listed product, or the server's 404. */
export function offlineProduct(snapshot: CatalogueSnapshotRecord, handle: string): Product {
  const product = productOfHandle(snapshot.products, handle);
  if (!product) throw new ApiError(404, 'NOT_FOUND', `No product '${handle}'`);
  return product;
}

/** get-filters-by-handle for a listing ('all', 'dog', 'cat'). */
export function offlineFilters(snapshot: CatalogueSnapshotRecord, handle: string, limit: number): FilterGroup[] {
  const groups = listingFilterGroups(siteCatalogue(snapshot), handle, limit);
  if (!groups) throw new ApiError(404, 'NOT_FOUND', `No listing '${handle}'`);
  return groups;
}

/** get-listing-products-by-handles: listed products in the order asked. */
export function offlineProductsByHandles(snapshot: CatalogueSnapshotRecord, handles: readonly string[]): Product[] {
  return productsInHandleOrder(snapshot.products, handles);
}

/** get-no-results-suggestions. */
export function offlineSuggestions(snapshot: CatalogueSnapshotRecord, search: string) {
  return noResultsAnswer(snapshot.products, search, snapshot.noResults);
}

/** The zip ranges of a destination, or undefined when the snapshot has none for it. */
export function offlineZipRanges(snapshot: CatalogueSnapshotRecord, destination: StockDestination): string[] | undefined {
  return snapshot.zipRanges[destination];
}

/**
 * get-products-stock from the snapshot: a sku is in stock when its variant was in stock when the
 * snapshot was taken and the destination serves the zip (the server's rule). Undefined when the
 * snapshot lacks the destination's zip ranges.
 */
export function offlineStock(
  snapshot: CatalogueSnapshotRecord,
  skus: readonly string[],
  zipCode: string,
  destination: StockDestination,
): Record<string, boolean> | undefined {
  const ranges = offlineZipRanges(snapshot, destination);
  if (!ranges) return undefined;
  const serviceable = zipInRanges(zipCode, ranges);
  const inStock = new Map(snapshot.products.flatMap((p) => p.variants.map((v) => [v.sku, v.inStock] as const)));
  return Object.fromEntries(skus.map((sku) => [sku, serviceable && (inStock.get(sku) ?? false)]));
}

/** get-estimated-delivery-date: business days from today (UTC, as the server counts) to the zip's state. */
export function offlineDeliveryEstimate(zipCode: string, now: Date = new Date()): DeliveryEstimate {
  const estimate = estimatedDeliveryDate(now.toISOString().slice(0, 10), zipCode);
  if (!estimate) throw new ApiError(404, 'NOT_FOUND', `No delivery estimate for zip ${zipCode}`);
  return estimate;
}
