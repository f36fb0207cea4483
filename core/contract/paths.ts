/**
 * Paths of the endpoints the web client calls on its first screens (catalogue, stock, cart,
 * identity), each keyed by the name of its endpoint definition. The definitions take their path
 * from here, and so do the typed references of refs.ts: one source of every such path. The client
 * imports only this module (or refs.ts), which holds no schema, and loads the definitions (and zod
 * with them) only when it has an answer or a stored request to check, which keeps zod out of the
 * first visit's JavaScript budget.
 */

const ECOM = '/api/ecom/v1.0';
const CMS = '/api/cms/v1.0';
const IDENTITY = '/api/identity';

/** Paths of core/contract/catalogue's endpoints. */
export const CATALOGUE_PATHS = {
  getProductsByHandles: `${ECOM}/get-products-by-handles`,
  getProductByHandle: `${ECOM}/get-product-by-handle`,
  getListingProductsByHandles: `${ECOM}/get-listing-products-by-handles`,
  getListingProductByHandle: `${ECOM}/get-listing-product-by-handle`,
  getFiltersByHandle: `${ECOM}/get-filters-by-handle`,
  getProducts: `${CMS}/get-products`,
  getFilteredProducts: `${CMS}/get-filtered-products`,
  getNoResultsSuggestions: `${CMS}/get-no-results-suggestions`,
  getCatalogueSnapshot: '/api/catalogue/snapshot',
} as const;

/** Paths of core/contract/stock's endpoints. */
export const STOCK_PATHS = {
  getProductsStock: '/api/get-products-stock',
  getStockObject: '/api/get-stock-object',
  getStateByZipcode: '/api/get-state-by-zipcode',
  getEstimatedDeliveryDate: '/api/get-estimated-delivery-date',
} as const;

/** Paths of core/contract/cart's endpoints. */
export const CART_PATHS = {
  getCart: `${ECOM}/get-cart`,
  createCart: `${ECOM}/create-cart`,
  addCartLineItems: `${ECOM}/add-cart-line-items`,
  removeCartLineItems: `${ECOM}/remove-cart-line-items`,
  updateCartLineItems: `${ECOM}/update-cart-line-items`,
  updateCartAttributes: `${ECOM}/update-cart-attributes`,
  updateCartBuyerIdentity: `${ECOM}/update-cart-buyer-identity`,
  updateCartDiscountCodes: `${ECOM}/update-cart-discount-codes`,
  updateCartNote: `${ECOM}/update-cart-note`,
  updateCartDonation: `${ECOM}/update-cart-donation`,
} as const;

/** Paths of core/contract/identity's endpoints. */
export const IDENTITY_PATHS = {
  register: `${IDENTITY}/register`,
  login: `${IDENTITY}/login`,
  logout: `${IDENTITY}/logout`,
  forgotPassword: `${IDENTITY}/forgot-password`,
  resetPassword: `${IDENTITY}/reset-password`,
  verifyEmail: `${IDENTITY}/verify-email`,
  accountInfo: `${IDENTITY}/account-info`,
  identityJwt: `${IDENTITY}/jwt`,
  jwks: `${IDENTITY}/jwks`,
  updateStaffProfile: `${IDENTITY}/update-staff-profile`,
  searchClinic: `${IDENTITY}/search-clinic`,
  joinClinic: `${IDENTITY}/join-clinic`,
  fetchAddress: `${IDENTITY}/fetch-address`,
  refreshSessionToken: `${ECOM}/refresh-session-token`,
  createCustomerToken: `${ECOM}/create-customer-token`,
  crypto: '/api/crypto',
  multipass: '/api/multipass',
  deleteCacheItem: '/api/delete-cache-item',
} as const;

const DONATION_API = '/api/donation';

/**
 * Paths of core/contract/donation's endpoints (§7 Donation services, each under
 * /api/donation/{service}). Every call carries the store id in the DONATION_STORE_HEADER header
 * (the click-stream events in CLICK_STREAM_STORE_HEADER); `:trackingId` is filled from the input.
 */
export const DONATION_PATHS = {
  // §7's 'POST /' of the tracking service; the router takes it with or without the trailing slash
  startTracking: `${DONATION_API}/tracking`,
  setCause: `${DONATION_API}/tracking/:trackingId/set-cause`,
  getCause: `${DONATION_API}/tracking/:trackingId/cause`,
  addIntegrationInfo: `${DONATION_API}/tracking/:trackingId/add-integration-info`,
  setConfirmationData: `${DONATION_API}/tracking/:trackingId/set-confirmation-data`,
  getStore: `${DONATION_API}/stores/cc-small/none`,
  donationByCmsId: `${DONATION_API}/products/donation-by-cms-id`,
  getMultipleDonation: `${DONATION_API}/products/get-multiple-donation`,
  searchCharities: `${DONATION_API}/charities/search`,
  searchByEins: `${DONATION_API}/charities/search-by-eins`,
  portfolioWithCharities: `${DONATION_API}/portfolios/cc-query-with-charities`,
  clickStreamEvents: `${DONATION_API}/click-stream/events`,
} as const;

/** The header every donation call carries the store id in (§7). */
export const DONATION_STORE_HEADER = 'x-store-id';
/** The click-stream events' store-id header (§7). */
export const CLICK_STREAM_STORE_HEADER = 'store-id';
