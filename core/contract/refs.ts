/**
 * Zod-free, typed references to the endpoints the web client reads on its first screens (catalogue
 * and stock): a path of paths.ts with its endpoint's input and answer types. The pages import these
 * instead of the endpoint definitions, whose schemas would bring zod (25 kB gzipped) into every
 * page's JavaScript.
 */
import type * as catalogue from './catalogue';
import { endpointRef } from './define';
import { CATALOGUE_PATHS, STOCK_PATHS } from './paths';
import type * as stock from './stock';

export const getProductByHandle = endpointRef<typeof catalogue.getProductByHandle>(CATALOGUE_PATHS.getProductByHandle);
export const getListingProductsByHandles = endpointRef<typeof catalogue.getListingProductsByHandles>(CATALOGUE_PATHS.getListingProductsByHandles);
export const getFiltersByHandle = endpointRef<typeof catalogue.getFiltersByHandle>(CATALOGUE_PATHS.getFiltersByHandle);
export const getFilteredProducts = endpointRef<typeof catalogue.getFilteredProducts>(CATALOGUE_PATHS.getFilteredProducts);
export const getNoResultsSuggestions = endpointRef<typeof catalogue.getNoResultsSuggestions>(CATALOGUE_PATHS.getNoResultsSuggestions);
export const getCatalogueSnapshot = endpointRef<typeof catalogue.getCatalogueSnapshot>(CATALOGUE_PATHS.getCatalogueSnapshot);
export const getProductsStock = endpointRef<typeof stock.getProductsStock>(STOCK_PATHS.getProductsStock);
export const getStockObject = endpointRef<typeof stock.getStockObject>(STOCK_PATHS.getStockObject);
export const getEstimatedDeliveryDate = endpointRef<typeof stock.getEstimatedDeliveryDate>(STOCK_PATHS.getEstimatedDeliveryDate);
