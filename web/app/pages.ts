import type { ComponentType } from 'react';

/** Loads a page's component in its own chunk. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Every page of the route table, in one place. A page still `null` belongs to a later issue:
 * its routes render the 404 page until the issue replaces `null` with a loader, e.g.
 * `cart: () => import('../features/cart/CartPage').then((m) => m.CartPage)`.
 */
export const PAGES = {
  home: () => import('../features/home/HomePage').then((m) => m.HomePage),
  maintenance: () => import('../features/system/MaintenancePage').then((m) => m.MaintenancePage),
  passwordProtect: () => import('../features/system/PasswordProtectPage').then((m) => m.PasswordProtectPage),
  contentPage: null,
  accountDashboard: null,
  accountProfile: null,
  accountOrders: null,
  accountOrderDetails: null,
  accountAutoships: null,
  accountAddressBook: null,
  accountLogin: null,
  cart: null,
  contactUs: null,
  logout: null,
  productList: () => import('../features/catalogue/ListingPage').then((m) => m.ListingPage),
  categoryList: () => import('../features/catalogue/ListingPage').then((m) => m.ListingPage),
  productDetail: () => import('../features/product/ProductPage').then((m) => m.ProductPage),
  product: () => import('../features/product/ProductPage').then((m) => m.ProductPage),
  dropshippingProduct: () => import('../features/product/ProductPage').then((m) => m.ProductPage),
  shelterLogin: null,
  shelterRegister: null,
  shelterForgotPassword: null,
  shelterResetPassword: null,
  autoshipRequiredLogin: null,
  sitemap: null,
  search: () => import('../features/search/SearchPage').then((m) => m.SearchPage),
} satisfies Record<string, PageLoader | null>;

export type PageId = keyof typeof PAGES;
