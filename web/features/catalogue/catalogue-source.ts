/**
 * The one place the web app reads the catalogue, stock and delivery data from. Every page goes
 * through these functions (via the TanStack hooks in queries.ts), so the offline issue can answer
 * them from the local snapshot with the same core rules without touching any page.
 */
import type { z } from 'zod';
import type { Endpoint } from '../../../core/contract';
import {
  getFilteredProducts,
  getFiltersByHandle,
  getListingProductsByHandles,
  getNoResultsSuggestions,
  getProductByHandle,
  type ProductQuery,
} from '../../../core/contract/catalogue';
import { getEstimatedDeliveryDate, getProductsStock, getStockObject } from '../../../core/contract/stock';
import type { FilterGroup, Product, Species, StockDestination } from '../../../core/entities/catalogue';
import { apiFetch } from '../../lib/api';

/**
 * Query string of a GET read: text as is, everything else (numbers, arrays, objects) as JSON —
 * the form the server reads back with the same input schema as the POST body.
 */
export function toQueryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls a read endpoint of the contract with GET (cacheable by the service worker and a CDN). */
function read<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  input: z.input<I>,
  signal?: AbortSignal,
): Promise<z.output<O>> {
  return apiFetch(`${endpoint.path}${toQueryString(input as Record<string, unknown>)}`, { schema: endpoint.output, signal });
}

/** What a product list asks the catalogue for (the contract's input, defaults optional). */
export type ProductPageQuery = Partial<ProductQuery>;
export type ProductPage = z.output<typeof getFilteredProducts.output>['data'];
/** A filter group with a count per option for the current selection. */
export type FacetGroup = ProductPage['facets'][number];

/** One page of a product list with its counted filter groups. */
export async function fetchProductPage(query: ProductPageQuery, signal?: AbortSignal): Promise<ProductPage> {
  const input = { ...query, filters: query.filters?.length ? query.filters : undefined };
  return (await read(getFilteredProducts, input, signal)).data;
}

/** A product with all its variants and selling plans. */
export async function fetchProduct(handle: string, signal?: AbortSignal): Promise<Product> {
  return (await read(getProductByHandle, { handle }, signal)).data;
}

/** Filter groups of a listing: every group of the storefront, or those of one species. */
export async function fetchFilters(species?: Species, signal?: AbortSignal): Promise<FilterGroup[]> {
  return (await read(getFiltersByHandle, { handle: species ?? 'all', limit: 100 }, signal)).data;
}

/** Suggestions for a search that found nothing: close words and popular products. */
export async function fetchSuggestions(search: string, signal?: AbortSignal) {
  return (await read(getNoResultsSuggestions, { search }, signal)).data;
}

/** Listing products in the order of `handles` (unknown or unlisted handles are left out). */
export async function fetchProductsByHandles(handles: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const products = (await read(getListingProductsByHandles, { handles: [...handles] }, signal)).data;
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
  const answer = await read(getProductsStock, { skus: [...skus], zipCode, destination }, signal);
  return Object.fromEntries(answer.skus.map((entry) => [entry.sku, entry.in_stock]));
}

/** The serviceable zip ranges ('low-high') of a destination. */
export async function fetchServiceableZipRanges(destination: StockDestination, signal?: AbortSignal): Promise<string[]> {
  return (await read(getStockObject, { destination }, signal)).data.all_zips;
}

export type DeliveryEstimate = z.output<typeof getEstimatedDeliveryDate.output>;

/** Estimated delivery date ('YYYY-MM-DD') and state for a zip. */
export function fetchDeliveryEstimate(zipCode: string, signal?: AbortSignal): Promise<DeliveryEstimate> {
  return read(getEstimatedDeliveryDate, { zipCode }, signal);
}
