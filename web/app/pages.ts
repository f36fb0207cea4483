import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';

/** Loads a page's component in its own chunk. */
export type PageLoader = () => Promise<ComponentType>;

/** Every page of the route table, in one place, each loaded in its own chunk. */
export const PAGES = {
  home: () => import('../features/home/HomePage').then((m) => m.HomePage),
  maintenance: () => import('../features/system/MaintenancePage').then((m) => m.MaintenancePage),
  passwordProtect: () => import('../features/system/PasswordProtectPage').then((m) => m.PasswordProtectPage),
  contentPage: () => import('../features/content/ContentPage').then((m) => m.ContentPage),
  accountDashboard: () => import('../features/account/AccountDashboardPage').then((m) => m.AccountDashboardPage),
  accountProfile: () => import('../features/account/ProfilePage').then((m) => m.ProfilePage),
  accountOrders: () => import('../features/account/OrdersPage').then((m) => m.OrdersPage),
  accountOrderDetails: () => import('../features/account/OrderDetailsPage').then((m) => m.OrderDetailsPage),
  accountAutoships: () => import('../features/account/AutoshipsPage').then((m) => m.AutoshipsPage),
  accountAddressBook: () => import('../features/account/AddressBookPage').then((m) => m.AddressBookPage),
  accountLogin: () => import('../features/identity/LoginPage').then((m) => m.AccountLoginPage),
  staffRegistration: () => import('../features/identity/StaffRegistrationPage').then((m) => m.StaffRegistrationPage),
  cart: () => import('../features/cart/CartPage').then((m) => m.CartPage),
  checkout: () => import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
  checkoutConfirmation: () => import('../features/checkout/ConfirmationPage').then((m) => m.ConfirmationPage),
  contactUs: () => import('../features/contact/ContactPage').then((m) => m.ContactPage),
  logout: () => import('../features/identity/LogoutPage').then((m) => m.LogoutPage),
  productList: () => import('../features/catalogue/ListingPage').then((m) => m.ListingPage),
  categoryList: () => import('../features/catalogue/ListingPage').then((m) => m.ListingPage),
  productDetail: () => import('../features/product/ProductPage').then((m) => m.ProductPage),
  product: () => import('../features/product/ProductPage').then((m) => m.ProductPage),
  dropshippingProduct: () => import('../features/product/ProductPage').then((m) => m.ProductPage),
  shelterLogin: () => import('../features/identity/LoginPage').then((m) => m.ShelterLoginPage),
  shelterRegister: () => import('../features/identity/RegisterPage').then((m) => m.RegisterPage),
  shelterForgotPassword: () => import('../features/identity/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  shelterResetPassword: () => import('../features/identity/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  autoshipRequiredLogin: () => import('../features/cart/AutoshipRequiredLoginPage').then((m) => m.AutoshipRequiredLoginPage),
  sitemap: () => import('../features/content/SitemapPage').then((m) => m.SitemapPage),
  search: () => import('../features/search/SearchPage').then((m) => m.SearchPage),
} satisfies Record<string, PageLoader | null>;

export type PageId = keyof typeof PAGES;

/**
 * Pages that draw their own head (web/app/page-head), with the route table's title when they have
 * none of their own: public pages with a description, canonical URL and structured data of their
 * own, and pages that may turn into the 404 page (one page, one title). The router titles the others.
 */
export const PAGES_WITH_OWN_HEAD: ReadonlySet<PageId> = new Set<PageId>([
  'accountOrderDetails',
  'home',
  'contentPage',
  'contactUs',
  'productList',
  'categoryList',
  'search',
  'product',
  'productDetail',
  'dropshippingProduct',
]);

/** One lazy component per page loader, so each page's code is fetched and evaluated once. */
const lazyPages = new Map<PageLoader, LazyComponent<object>>();

/** The page's component, drawn once its code is in (at once if it already is). */
export function lazyPage(load: PageLoader): LazyComponent<object> {
  let Page = lazyPages.get(load);
  if (!Page) {
    Page = lazyComponent(load);
    lazyPages.set(load, Page);
  }
  return Page;
}

/** Fetches a page's code before its route is drawn (a first visit starts it at boot). */
export const preloadPage = (load: PageLoader): Promise<void> => lazyPage(load).preload();
