import { matchRoutes, type Path } from 'react-router-dom';
import { type SiteCode, SPECIES } from '../../core/constants';
import type { PageId } from './pages';
import { correctProductsPath } from './products-path';
import { isValidOrderId, type ParamsCheck } from './route-validation';

/** A path of §2 and the page that draws it. */
export interface PageRoute {
  path: string;
  page: PageId;
  /** page title per storefront; a storefront without an entry shows the site name alone (§2) */
  title?: Partial<Record<SiteCode, string>>;
  /** false for standalone pages drawn without header and footer */
  layout?: boolean;
  /** route-level validation; a failure shows 'Page Not Found: {path}' (§5) */
  validate?: ParamsCheck;
}

/** A path that only sends the visitor elsewhere, replacing its history entry. */
export interface RedirectRoute {
  path: string;
  target: (from: Path) => string;
}

const everywhere = (title: string) => ({ DTC: title, HPSF: title });

/**
 * The route table of §2. Pages with dynamic titles (product, category, content) set their own.
 * React Router ranks static segments above parameters, so '/cart' wins over '/:slug' and
 * '/products/dog' over '/products/:handle' whatever the order here.
 */
export const PAGE_ROUTES: PageRoute[] = [
  { path: '/', page: 'home', title: everywhere('Home') },
  { path: '/:slug', page: 'contentPage' },
  { path: '/terms-and-conditions', page: 'contentPage', title: everywhere('Terms & Conditions') },
  { path: '/shipping', page: 'contentPage', title: everywhere('Shipping') },
  { path: '/autoship', page: 'contentPage', title: { DTC: 'Autoship' } },
  { path: '/faq', page: 'contentPage', title: { DTC: 'FAQ' } },
  { path: '/maintenance', page: 'maintenance', title: everywhere('Maintenance'), layout: false },
  { path: '/password-protect', page: 'passwordProtect', title: everywhere('Password Protected'), layout: false },

  { path: '/account/dashboard', page: 'accountDashboard', title: everywhere('My Account') },
  { path: '/account/my-profile', page: 'accountProfile', title: everywhere('My Profile') },
  { path: '/account/profile', page: 'accountProfile', title: everywhere('My Profile') },
  { path: '/account/orders', page: 'accountOrders', title: everywhere('My Orders') },
  { path: '/account/orders/:id', page: 'accountOrderDetails', title: everywhere('Order Details'), validate: isValidOrderId },
  { path: '/account/autoships', page: 'accountAutoships', title: { DTC: 'My Subscriptions', HPSF: 'My Autoships' } },
  { path: '/account/address-book', page: 'accountAddressBook', title: everywhere('Address Book') },
  { path: '/account/login', page: 'accountLogin', title: { DTC: 'Log In' } },
  // the staff-feeding registration path of §2 (core/identity STAFF_REGISTRATION_PATH)
  { path: '/account/registration', page: 'staffRegistration', title: { HPSF: 'Complete Your Registration' } },

  { path: '/cart', page: 'cart', title: everywhere('Shopping Cart') },
  { path: '/checkout', page: 'checkout', title: everywhere('Checkout') },
  { path: '/checkout/confirmation', page: 'checkoutConfirmation', title: everywhere('Order Confirmation') },
  { path: '/contact-us', page: 'contactUs', title: everywhere('Contact Us') },
  { path: '/logout', page: 'logout' },
  { path: '/sitemap', page: 'sitemap', title: everywhere('Sitemap') },
  { path: '/search', page: 'search', title: everywhere('Search Results') },

  { path: '/products', page: 'productList', title: everywhere('Shop All Pet Food') },
  // A first segment naming a species is a category list; any other single segment is a product handle.
  ...SPECIES.map((species): PageRoute => ({ path: `/products/${species}/:category?/:detail?`, page: 'categoryList' })),
  { path: '/products/:handle', page: 'product' },
  { path: '/products/:brand/:handle/:flavor/:size', page: 'productDetail' },
  { path: '/products/dropshipping/:handle', page: 'dropshippingProduct' },

  { path: '/shelter/login', page: 'shelterLogin', title: { DTC: 'Log In' } },
  { path: '/shelter/register', page: 'shelterRegister', title: { DTC: 'Create Account' } },
  { path: '/shelter/forgot-password', page: 'shelterForgotPassword', title: everywhere('Forgot Password') },
  { path: '/shelter/reset-password', page: 'shelterResetPassword', title: everywhere('Reset Password') },
  { path: '/shelter/autoship-required-login', page: 'autoshipRequiredLogin', title: everywhere('Log In'), layout: false },
];

export const REDIRECT_ROUTES: RedirectRoute[] = [
  { path: '/products/products/*', target: (from) => correctProductsPath(from.pathname) + from.search + from.hash },
  // §2 declares these without a page of their own: they are the cart and logout under another name.
  { path: '/products/cart', target: (from) => `/cart${from.search}` },
  { path: '/products/logout', target: () => '/logout' },
];

/** Every path of the table, marked when it only redirects. */
const ROUTE_KINDS = [
  ...PAGE_ROUTES.map((route) => ({ path: route.path, redirects: false })),
  ...REDIRECT_ROUTES.map((route) => ({ path: route.path, redirects: true })),
];

/** True when `pathname` is a path that only sends the visitor elsewhere (not a page view). */
export function isRedirectPath(pathname: string): boolean {
  return matchRoutes(ROUTE_KINDS, pathname)?.at(-1)?.route.redirects === true;
}

/** The page of the route table drawn at `pathname` (null for a path only the 404 page or a redirect draws). */
export function pageAt(pathname: string): PageId | null {
  return matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.page ?? null;
}
