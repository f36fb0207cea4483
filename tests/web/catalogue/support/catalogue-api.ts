import { vi } from 'vitest';
import { queryToInput } from '../../../../api/http/validate';
import { queryCatalogue } from '../../../../core/catalogue';
import type { SiteCode } from '../../../../core/constants';
import type { Endpoint } from '../../../../core/contract';
import * as catalogue from '../../../../core/contract/catalogue';
import * as merchandising from '../../../../core/contract/merchandising';
import * as stock from '../../../../core/contract/stock';
import type { FilterGroup, Product } from '../../../../core/entities/catalogue';
import type { ProductCarouselContent, PromotionBanner } from '../../../../core/entities/merchandising';
import { catalogueGroups, sampleCatalogue } from '../../../core/catalogue/fixtures';

/** What the fake catalogue server knows. */
export interface CatalogueFixture {
  site?: SiteCode;
  products?: Product[];
  groups?: FilterGroup[];
  suggestions?: { suggestions: string[]; popularSearches?: string[]; products: Product[] };
  /** sku → in stock for the shopper's zip (skus left out are in stock) */
  stock?: Record<string, boolean>;
  zipRanges?: string[];
  delivery?: { date: string; state: string; city?: string | null; businessDays: number };
  /** endpoint paths that answer 500 */
  failing?: string[];
  globals?: Record<string, unknown>;
  /** get-product-carousel's configurations (none: an empty list) */
  carousels?: ProductCarouselContent[];
  /** get-skus-with-deal */
  dealSkus?: string[];
  /** get-promotion-banners */
  promotionBanners?: PromotionBanner[];
  /** answers of the other content calls by name ('get-highlight-content-block' → its data); the rest answer 404 */
  content?: Record<string, unknown>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json(404, { error: { code: 'not_found', message: 'Not found' } });

/** Reads a GET the way the server does: query → input schema (so the client's encoding is checked too). */
function inputOf<I extends import('zod').ZodType>(endpoint: Endpoint<I>, url: URL) {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const parsed = endpoint.input.safeParse(queryToInput(query, endpoint.input));
  if (!parsed.success) throw new Error(`Bad input for ${endpoint.path}: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Replaces fetch with a catalogue, stock and content server over fixture data. Product lists are
 * answered by core queryCatalogue, as the real server does. Returns the mock to inspect calls.
 */
export function mockCatalogueApi(fixture: CatalogueFixture = {}) {
  const site = fixture.site ?? 'DTC';
  const products = fixture.products ?? sampleCatalogue();
  const groups = fixture.groups ?? catalogueGroups();
  const listable = (p: Product) => p.status === 'published' && p.sites.includes(site);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (fixture.failing?.includes(url.pathname)) return json(500, { error: { code: 'internal', message: 'Boom' } });
    if (init?.method && init.method !== 'GET' && url.pathname !== '/api/cms/v1.0/get-globals') {
      throw new Error(`Unexpected ${init.method} ${url.pathname}`);
    }
    switch (url.pathname) {
      case catalogue.getFilteredProducts.path:
      case catalogue.getProducts.path: {
        const query = inputOf(catalogue.getFilteredProducts, url);
        return json(200, { data: queryCatalogue(products, groups, { ...query, site }) });
      }
      case catalogue.getFiltersByHandle.path:
        return json(200, { data: groups });
      case catalogue.getProductByHandle.path: {
        const { handle } = inputOf(catalogue.getProductByHandle, url);
        const product = products.find((p) => p.handle === handle && listable(p));
        return product ? json(200, { data: product }) : notFound();
      }
      case catalogue.getListingProductsByHandles.path: {
        const { handles } = inputOf(catalogue.getListingProductsByHandles, url);
        return json(200, { data: products.filter((p) => handles.includes(p.handle) && listable(p)) });
      }
      case catalogue.getNoResultsSuggestions.path:
        return json(200, { data: { popularSearches: [], ...(fixture.suggestions ?? { suggestions: [], products: [] }) } });
      case merchandising.getProductCarousel.path:
        return json(200, { data: fixture.carousels ?? [] });
      case merchandising.getSkusWithDeal.path:
        return json(200, { data: fixture.dealSkus ?? [] });
      case merchandising.getPromotionBanners.path:
        return json(200, { data: fixture.promotionBanners ?? [] });
      case stock.getProductsStock.path: {
        const { skus } = inputOf(stock.getProductsStock, url);
        return json(200, { skus: skus.map((sku) => ({ sku, in_stock: fixture.stock?.[sku] ?? true })) });
      }
      case stock.getStockObject.path:
        inputOf(stock.getStockObject, url);
        return json(200, { data: { all_zips: fixture.zipRanges ?? ['80000-80999', '501-999'] } });
      case stock.getEstimatedDeliveryDate.path:
        inputOf(stock.getEstimatedDeliveryDate, url);
        return json(200, fixture.delivery ?? { date: '2026-11-27', state: 'CO', businessDays: 3 });
      case '/api/cms/v1.0/get-globals':
        return json(200, { data: fixture.globals ?? {} });
      default: {
        const name = url.pathname.replace(/^\/api\/cms\/v1\.0\//, '');
        return fixture.content && name in fixture.content ? json(200, { data: fixture.content[name] }) : notFound();
      }
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Paths (with query) the app requested, for assertions on what was fetched. */
export function requestedUrls(fetchMock: ReturnType<typeof mockCatalogueApi>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}
