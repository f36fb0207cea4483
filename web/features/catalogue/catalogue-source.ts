/**
 * The one place the web app reads the catalogue, stock and delivery data from. Every page goes
 * through these functions (via the TanStack hooks in queries.ts). Each asks the server first and,
 * when the browser is offline or the network fails, answers from the stored catalogue snapshot
 * with the same core rules the server uses (offline/offline-answers.ts), so no page changes.
 */
import type { ProductPageQuery } from '../../../core/catalogue/landing-reads';
import type { Endpoint, EndpointInput, EndpointOutput, EndpointRef, RefOutput } from '../../../core/contract/define';
// Zod-free references (paths typed from the contract): the pages load no zod (first-visit JS budget).
import {
  getEstimatedDeliveryDate,
  getFilteredProducts,
  getFiltersByHandle,
  getListingProductsByHandles,
  getNoResultsSuggestions,
  getProductByHandle,
  getProductsStock,
  getStockObject,
} from '../../../core/contract/refs';
import type { FilterGroup, Product, Species, StockDestination } from '../../../core/entities/catalogue';
import { ApiError, callEndpoint, toQueryString } from '../../lib/api';
import type * as OfflineAnswers from './offline/offline-answers';
import type { CatalogueSnapshotRecord } from './offline/snapshot-record';

// The query string of a GET read: one encoding (core/contract/query-string.ts) for the reads and for
// the early reads and server hints that must name the very same URLs.
export { toQueryString };

/**
 * Calls a read endpoint of the contract (its references read by GET: cacheable by the service worker
 * and a CDN). The answer is typed from the contract and not parsed again here: the server validated it.
 */
function read<E extends Endpoint>(endpoint: EndpointRef<E>, input: EndpointInput<E>, signal?: AbortSignal): Promise<EndpointOutput<E>> {
  return callEndpoint(endpoint, input, { signal });
}

/** True when an error means the server was not reached (no network, or a gateway without it behind). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

type OfflineAnswer<T> = (answers: typeof OfflineAnswers, snapshot: CatalogueSnapshotRecord) => T | undefined;

/**
 * The server's answer, or the snapshot's when the browser is offline (no request is tried) or the
 * request fails for want of a network. `offline` may return undefined when the snapshot cannot
 * answer (e.g. no zip ranges stored): the network's error then stands. The offline code (the
 * catalogue rules, the snapshot's schema) is loaded only when needed: online pages never pay for it.
 */
async function withOfflineAnswer<T>(online: () => Promise<T>, offline: OfflineAnswer<T>): Promise<T> {
  const fromSnapshot = async () => {
    const answers = await import('./offline/offline-answers');
    const snapshot = await answers.loadCatalogueSnapshot();
    return snapshot ? offline(answers, snapshot) : undefined;
  };
  if (browserOffline()) {
    const answer = await fromSnapshot();
    if (answer !== undefined) return answer;
  }
  try {
    return await online();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const answer = await fromSnapshot();
    if (answer === undefined) throw error;
    return answer;
  }
}

export type { ProductPageQuery };
export type ProductPage = RefOutput<typeof getFilteredProducts>['data'];
/** A filter group with a count per option for the current selection. */
export type FacetGroup = ProductPage['facets'][number];

/** One page of a product list with its counted filter groups. */
export async function fetchProductPage(query: ProductPageQuery, signal?: AbortSignal): Promise<ProductPage> {
  const input = { ...query, filters: query.filters?.length ? query.filters : undefined };
  return withOfflineAnswer(
    async () => (await read(getFilteredProducts, input, signal)).data,
    (answers, snapshot) => answers.offlineProductPage(snapshot, input),
  );
}

/** A product with all its variants and selling plans. */
export async function fetchProduct(handle: string, signal?: AbortSignal): Promise<Product> {
  return withOfflineAnswer(
    async () => (await read(getProductByHandle, { handle }, signal)).data,
    (answers, snapshot) => answers.offlineProduct(snapshot, handle),
  );
}

/** Filter groups of a listing: every group of the storefront, or those of one species. */
export async function fetchFilters(species?: Species, signal?: AbortSignal): Promise<FilterGroup[]> {
  const input = { handle: species ?? 'all', limit: 100 };
  return withOfflineAnswer(
    async () => (await read(getFiltersByHandle, input, signal)).data,
    (answers, snapshot) => answers.offlineFilters(snapshot, input.handle, input.limit),
  );
}

/** Suggestions for a search that found nothing: close words and popular products. */
export async function fetchSuggestions(search: string, signal?: AbortSignal) {
  return withOfflineAnswer(
    async () => (await read(getNoResultsSuggestions, { search }, signal)).data,
    (answers, snapshot) => answers.offlineSuggestions(snapshot, search),
  );
}

/** Listing products in the order of `handles` (unknown or unlisted handles are left out). */
export async function fetchProductsByHandles(handles: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const products = await withOfflineAnswer(
    async () => (await read(getListingProductsByHandles, { handles: [...handles] }, signal)).data,
    (answers, snapshot) => answers.offlineProductsByHandles(snapshot, handles),
  );
  const position = new Map(handles.map((handle, index) => [handle, index]));
  return [...products].sort((a, b) => (position.get(a.handle) ?? 0) - (position.get(b.handle) ?? 0));
}

/** Availability of each sku for a zip and destination: sku → in stock. */
export async function fetchStock(
  skus: readonly string[],
  zipCode: string,
  destination: StockDestination,
  signal?: AbortSignal,
): Promise<Record<string, boolean>> {
  return withOfflineAnswer(
    async () => {
      const answer = await read(getProductsStock, { skus: [...skus], zipCode, destination }, signal);
      return Object.fromEntries(answer.skus.map((entry) => [entry.sku, entry.in_stock]));
    },
    (answers, snapshot) => answers.offlineStock(snapshot, skus, zipCode, destination),
  );
}

/** The serviceable zip ranges ('low-high') of a destination. */
export async function fetchServiceableZipRanges(destination: StockDestination, signal?: AbortSignal): Promise<string[]> {
  return withOfflineAnswer(
    async () => (await read(getStockObject, { destination }, signal)).data.all_zips,
    (answers, snapshot) => answers.offlineZipRanges(snapshot, destination),
  );
}

export type DeliveryEstimate = RefOutput<typeof getEstimatedDeliveryDate>;

/** Estimated delivery date ('YYYY-MM-DD') and state for a zip. */
export function fetchDeliveryEstimate(zipCode: string, signal?: AbortSignal): Promise<DeliveryEstimate> {
  return withOfflineAnswer(
    () => read(getEstimatedDeliveryDate, { zipCode }, signal),
    (answers) => answers.offlineDeliveryEstimate(zipCode),
  );
}
