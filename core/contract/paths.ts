/**
 * Paths of the endpoints the web client calls from its boot path (the cart and identity), each
 * keyed by the name of its endpoint definition. The definitions (cart.ts, identity.ts) take their
 * path from here, so this is the one source of both; the client imports only this module, which
 * holds no schema, and loads the definitions (and zod with them) only when it has an answer or a
 * stored request to check (issue 3: a first visit loads no zod).
 */

const ECOM = '/api/ecom/v1.0';
const IDENTITY = '/api/identity';

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
