/**
 * Every screen of the shop, in both storefronts, on a phone and on a desktop, has no WCAG 2.2 AA
 * violation that axe finds. The table below drives the tests: one test per screen and storefront,
 * grouped by who is signed in so each group signs in once and keeps one page; each screen is
 * audited at 390×844 and 1280×800 (support/axe.ts prints any violation with its rule, impact,
 * elements and help).
 */
import { type BrowserContext, type Page, test } from '@playwright/test';
import { VIEWPORTS } from './support/axe';
import { ACCOUNT_PAGES, SHOPPER_LAST_ORDER } from './support/account';
import { expect } from './support/catalogue';
import { DEMO } from './support/identity';
import {
  addToCartThenCart,
  auditScreen,
  carouselDrawn,
  checkoutToConfirmation,
  clinicUser,
  DTC_ONLY,
  demoLogin,
  filtersAndZipFormOpen,
  firstCardDrawn,
  HPSF_ONLY,
  heldLogout,
  menuOpen,
  newestOrderDetails,
  productPageOfFirstCard,
  SITES,
  type ScreenGroup,
  sentEmpty,
} from './support/screens';
import { type Site, siteUrl } from './support/shop';

test.describe.configure({ mode: 'parallel' });

/** A reset link's token as long as a real one (the server only judges it when the form is sent). */
const RESET_TOKEN = 'a'.repeat(43);
const NO_RESULTS_TERM = 'qwzxv';
/** §2 names of the recommended-products carousels. */
const HOME_CAROUSEL_NAME = 'HomePage Carousel: Recommended Products';
const CART_CAROUSEL_NAME = 'Cart Carousel: Recommended Products';

/** A guest's screens: sign-in and recovery, the standalone pages, the 404 page, logging out. */
const GUEST: ScreenGroup = {
  name: 'guest',
  signIn: {},
  screens: [
    { name: 'identity login', sites: SITES, open: '/account/login', heading: 'Log In' },
    {
      name: 'identity login with errors',
      sites: SITES,
      open: sentEmpty('/account/login', 'Log In', 'Enter your email address'),
      heading: 'Log In',
    },
    { name: 'shelter login', sites: DTC_ONLY, open: '/shelter/login', heading: 'Log In' },
    { name: 'shelter register', sites: SITES, open: '/shelter/register', heading: 'Create Account' },
    {
      name: 'shelter register with errors',
      sites: SITES,
      open: sentEmpty('/shelter/register', 'Create Account', 'First name is required'),
      heading: 'Create Account',
    },
    { name: 'forgot password', sites: SITES, open: '/shelter/forgot-password', heading: 'Forgot Password' },
    { name: 'reset password', sites: SITES, open: `/shelter/reset-password?token=${RESET_TOKEN}`, heading: 'Reset Password' },
    { name: 'reset password (incomplete link)', sites: SITES, open: '/shelter/reset-password', heading: 'Reset Password' },
    { name: 'maintenance', sites: SITES, open: '/maintenance', title: 'Maintenance' },
    { name: 'password protect', sites: SITES, open: '/password-protect', title: 'Password Protected' },
    { name: '404 page', sites: SITES, open: '/no/such/page', heading: 'Page not found' },
    { name: 'logout', sites: SITES, ...heldLogout(), heading: 'Log Out' },
  ],
};

/** Shopping: a guest on DTC, a fresh clinic user on HPSF (a staff-feeding guest only sees the login). */
const SHOPPING: ScreenGroup = {
  name: 'shopping',
  signIn: { HPSF: clinicUser },
  screens: [
    { name: 'home', sites: SITES, open: '/', title: 'Home', ready: carouselDrawn(HOME_CAROUSEL_NAME) },
    { name: 'main menu open', sites: SITES, open: menuOpen, heading: 'Shop All Pet Food' },
    { name: 'product list', sites: SITES, open: '/products', heading: 'Shop All Pet Food', ready: firstCardDrawn },
    { name: 'filters and zip form open', sites: SITES, open: filtersAndZipFormOpen, heading: 'Shop All Pet Food' },
    { name: 'category list', sites: SITES, open: '/products/dog/dry-food', heading: 'Dry Dog Food', ready: firstCardDrawn },
    { name: 'product page', sites: SITES, open: productPageOfFirstCard },
    {
      name: 'search with results',
      sites: SITES,
      open: '/search?search=chicken',
      heading: 'Search results for "chicken"',
      ready: firstCardDrawn,
    },
    {
      name: 'search without results',
      sites: SITES,
      open: `/search?search=${NO_RESULTS_TERM}`,
      heading: `Search results for "${NO_RESULTS_TERM}"`,
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 2, name: `No results for "${NO_RESULTS_TERM}"` })).toBeVisible();
      },
    },
    {
      name: 'empty cart',
      sites: SITES,
      open: '/cart',
      heading: 'Shopping Cart',
      ready: async (page) => {
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
      },
    },
    { name: 'cart with a line', sites: SITES, open: addToCartThenCart, heading: 'Shopping Cart', ready: carouselDrawn(CART_CAROUSEL_NAME) },
    { name: 'autoship required login', sites: SITES, open: '/shelter/autoship-required-login', heading: 'Log in to start your Autoship' },
    { name: 'checkout and confirmation', sites: SITES, open: checkoutToConfirmation, heading: 'Thank you for your order!' },
    { name: 'order details', sites: HPSF_ONLY, open: newestOrderDetails, heading: /^Order VN-\d+$/ },
  ],
};

/** The account pages of the demo accounts (the shopper's orders, addresses and autoships; the staff user's clinic). */
const ACCOUNT: ScreenGroup = {
  name: 'account',
  signIn: { DTC: demoLogin(DEMO.shopper), HPSF: demoLogin(DEMO.staff) },
  screens: [
    ...ACCOUNT_PAGES.map((account) => ({
      name: `account ${account.name}`,
      sites: SITES,
      open: account.path,
      heading: (site: Site) => account.heading[site],
    })),
    {
      name: 'address book with the new-address form',
      sites: SITES,
      open: async (page, site) => {
        await page.goto(siteUrl(site, '/account/address-book'));
        await page.getByRole('button', { name: 'Add a new address' }).click();
        await expect(page.getByRole('form', { name: 'New address' })).toBeVisible();
      },
      heading: 'Address Book',
    },
    {
      name: 'order details',
      sites: DTC_ONLY,
      open: `/account/orders/${SHOPPER_LAST_ORDER.id}`,
      heading: `Order ${SHOPPER_LAST_ORDER.number}`,
    },
    { name: 'logout', sites: SITES, ...heldLogout(), heading: 'Log Out' },
  ],
};

/** A staff user who has not joined a clinic yet is held on the registration path. */
const UNREGISTERED_STAFF: ScreenGroup = {
  name: 'unregistered staff',
  signIn: { HPSF: demoLogin(DEMO.newStaff) },
  screens: [{ name: 'staff registration', sites: HPSF_ONLY, open: '/account/registration', heading: 'Complete Your Registration' }],
};

/** Content, sitemap and contact screens; each waits for the heading its page draws from the content service. */
const CONTENT: ScreenGroup = {
  name: 'content, sitemap and contact screens',
  signIn: { HPSF: clinicUser },
  screens: [
    { name: 'faq', sites: DTC_ONLY, open: '/faq', heading: 'Frequently Asked Questions' },
    { name: 'shipping', sites: SITES, open: '/shipping', heading: 'Shipping' },
    { name: 'terms and conditions', sites: SITES, open: '/terms-and-conditions', heading: 'Terms & Conditions' },
    { name: 'autoship', sites: DTC_ONLY, open: '/autoship', heading: 'Autoship' },
    { name: 'about', sites: SITES, open: '/about', heading: /About/ },
    { name: 'privacy and cookies', sites: SITES, open: '/privacy-and-cookies', heading: /Privacy/ },
    { name: 'sitemap', sites: SITES, open: '/sitemap', heading: 'Sitemap' },
    { name: 'contact us', sites: DTC_ONLY, open: '/contact-us', heading: 'Contact Us' },
    { name: 'contact the staff feeding team', sites: HPSF_ONLY, open: '/contact-us', heading: 'Contact the Staff Feeding Team' },
  ],
};

/**
 * One describe per storefront of a group: its tests run in the table's order in one signed-in page,
 * while the describes may run side by side. Axe on a long page of a loaded 2-core machine takes
 * seconds, and a flow audits each of its steps on two screens: hence the generous limits.
 */
function describeGroup(group: ScreenGroup, declare: (title: string, body: () => void) => void = test.describe): void {
  for (const site of SITES) {
    const screens = group.screens.filter((screen) => screen.sites.includes(site));
    if (screens.length === 0) continue;
    declare(`${site} ${group.name}`, () => {
      test.describe.configure({ mode: 'default', timeout: 120_000 });
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({ viewport: VIEWPORTS.phone });
        page = await context.newPage();
        await group.signIn[site]?.(context, page, site);
      });
      test.afterAll(async () => {
        await context?.close();
      });
      for (const screen of screens) {
        test(screen.name, async () => {
          if (typeof screen.open === 'function') test.setTimeout(300_000);
          await auditScreen(page, site, screen);
        });
      }
    });
  }
}

for (const group of [GUEST, SHOPPING, ACCOUNT, UNREGISTERED_STAFF]) describeGroup(group);
describeGroup(CONTENT);
