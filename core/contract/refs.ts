/**
 * Zod-free references to the endpoints the web client reads on its first screens (catalogue and
 * stock). The pages import these instead of the endpoint definitions, whose schemas would bring
 * zod (25 kB gzipped) into every page's JavaScript; each path is checked against its endpoint by
 * the compiler, so the two cannot drift apart.
 */
import type * as catalogue from './catalogue';
import { endpointRef } from './define';
import type * as stock from './stock';

/** GET /api/ecom/v1.0/get-product-by-handle. */
export const getProductByHandle = endpointRef<typeof catalogue.getProductByHandle>('/api/ecom/v1.0/get-product-by-handle');
/** GET /api/ecom/v1.0/get-listing-products-by-handles. */
export const getListingProductsByHandles = endpointRef<typeof catalogue.getListingProductsByHandles>(
  '/api/ecom/v1.0/get-listing-products-by-handles',
);
/** GET /api/ecom/v1.0/get-filters-by-handle. */
export const getFiltersByHandle = endpointRef<typeof catalogue.getFiltersByHandle>('/api/ecom/v1.0/get-filters-by-handle');
/** GET /api/cms/v1.0/get-filtered-products. */
export const getFilteredProducts = endpointRef<typeof catalogue.getFilteredProducts>('/api/cms/v1.0/get-filtered-products');
/** GET /api/cms/v1.0/get-no-results-suggestions. */
export const getNoResultsSuggestions = endpointRef<typeof catalogue.getNoResultsSuggestions>(
  '/api/cms/v1.0/get-no-results-suggestions',
);
/** GET /api/catalogue/snapshot. */
export const getCatalogueSnapshot = endpointRef<typeof catalogue.getCatalogueSnapshot>('/api/catalogue/snapshot');
/** GET /api/get-products-stock. */
export const getProductsStock = endpointRef<typeof stock.getProductsStock>('/api/get-products-stock');
/** GET /api/get-stock-object. */
export const getStockObject = endpointRef<typeof stock.getStockObject>('/api/get-stock-object');
/** GET /api/get-estimated-delivery-date. */
export const getEstimatedDeliveryDate = endpointRef<typeof stock.getEstimatedDeliveryDate>('/api/get-estimated-delivery-date');
