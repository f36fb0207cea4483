/**
 * Zod-free, typed references to the endpoints the web client calls: a path (of paths.ts where the
 * definition takes it from there) and a method, with its endpoint's input and answer types. The
 * client imports these instead of the endpoint definitions, whose schemas would bring zod (25 kB
 * gzipped) into every page's JavaScript. The compiler checks each path against its definition.
 * Identity endpoints are referred to by name through IDENTITY_PATHS (web/features/identity); the
 * checkout's and the account's, used only by their own pages, are in checkout-refs.ts and
 * account-refs.ts, so a first visit does not carry them.
 */
import type * as cart from './cart';
import type * as catalogue from './catalogue';
import type * as content from './content';
import { endpointRef } from './define';
import { CART_PATHS, CATALOGUE_PATHS, STOCK_PATHS } from './paths';
import type * as stock from './stock';
import type * as storefrontConfig from './storefront-config';

// Catalogue and stock: reads by GET, cacheable by the service worker and a CDN.
export const getProductByHandle = endpointRef<typeof catalogue.getProductByHandle>(CATALOGUE_PATHS.getProductByHandle, 'GET');
export const getListingProductsByHandles = endpointRef<typeof catalogue.getListingProductsByHandles>(
  CATALOGUE_PATHS.getListingProductsByHandles,
  'GET',
);
export const getFiltersByHandle = endpointRef<typeof catalogue.getFiltersByHandle>(CATALOGUE_PATHS.getFiltersByHandle, 'GET');
export const getFilteredProducts = endpointRef<typeof catalogue.getFilteredProducts>(CATALOGUE_PATHS.getFilteredProducts, 'GET');
export const getNoResultsSuggestions = endpointRef<typeof catalogue.getNoResultsSuggestions>(
  CATALOGUE_PATHS.getNoResultsSuggestions,
  'GET',
);
export const getCatalogueSnapshot = endpointRef<typeof catalogue.getCatalogueSnapshot>(CATALOGUE_PATHS.getCatalogueSnapshot, 'GET');
export const getProductsStock = endpointRef<typeof stock.getProductsStock>(STOCK_PATHS.getProductsStock, 'GET');
export const getStockObject = endpointRef<typeof stock.getStockObject>(STOCK_PATHS.getStockObject, 'GET');
export const getEstimatedDeliveryDate = endpointRef<typeof stock.getEstimatedDeliveryDate>(STOCK_PATHS.getEstimatedDeliveryDate, 'GET');

// Cart: the writes leave through the outbox (paths of CART_PATHS); the read is the one direct call.
export const getCart = endpointRef<typeof cart.getCart>(CART_PATHS.getCart, 'POST');

// Content of the layout and of a few pages.
export const getGlobals = endpointRef<typeof content.getGlobals>('/api/cms/v1.0/get-globals', 'POST');
export const getHeader = endpointRef<typeof content.getHeader>('/api/cms/v2.0/get-header', 'GET');
export const getFooter = endpointRef<typeof content.getFooter>('/api/cms/v1.0/get-footer', 'GET');
export const getNavigation = endpointRef<typeof content.getNavigation>('/api/cms/v1.0/get-navigation', 'POST');
export const getAnnouncements = endpointRef<typeof content.getAnnouncements>('/api/cms/v1.0/get-announcements', 'POST');
export const getPasswordProtect = endpointRef<typeof content.getPasswordProtect>('/api/cms/v1.0/get-password-protect', 'GET');

// The storefront's outside services (analytics, reviews script, error reporting), read at start.
export const getStorefrontConfig = endpointRef<typeof storefrontConfig.getStorefrontConfig>('/api/storefront-config', 'GET');
