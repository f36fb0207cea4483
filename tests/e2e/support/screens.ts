/**
 * The screen table's vocabulary for the accessibility spec: what a screen is, how a group of
 * screens signs in, and the steps that bring a page to the screens a path alone cannot open.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoViolations, VIEWPORTS } from './axe';
import { addedModal } from './cart';
import { expect, productCards } from './catalogue';
import { APPROVED_CARD, cartToCheckout, fillCard, fillContact } from './checkout';
import { signInNewClinicUser } from './clinic-user';
import { signInThroughApi, signOutAtLogoutPage } from './identity';
import { SITE_NAMES, type Site, siteUrl } from './shop';

/** Audits the page as it stands (both viewports) under a name of its own. */
export type Audit = (checkpoint: string) => Promise<void>;

/** Steps that bring the page to a screen; `audit` checks a state on the way (an open dialog, a checkout step). */
export type Visit = (page: Page, site: Site, audit: Audit) => Promise<void>;

export interface Screen {
  name: string;
  sites: readonly Site[];
  /** a path of the storefront, or the steps that open the screen */
  open: string | Visit;
  /** the screen's own level-1 heading: the audit waits for it, and a 404 page fails here */
  heading?: string | RegExp | ((site: Site) => string | RegExp);
  /** the route table's page title, for screens whose heading is the content service's words */
  title?: string;
  /** content drawn after the heading that belongs to the screen (cards, a carousel) */
  ready?: (page: Page, site: Site) => Promise<void>;
  /** what the screen leaves to finish once audited */
  after?: (page: Page) => Promise<void>;
}

/** Screens that share a sign-in state: each storefront's share signs in once, in one browser page. */
export interface ScreenGroup {
  name: string;
  /** who is signed in on each storefront (a storefront without an entry browses as a guest) */
  signIn: Partial<Record<Site, (context: BrowserContext, page: Page, site: Site) => Promise<void>>>;
  screens: Screen[];
}

export const SITES: readonly Site[] = ['DTC', 'HPSF'];
export const DTC_ONLY: readonly Site[] = ['DTC'];
export const HPSF_ONLY: readonly Site[] = ['HPSF'];

/** Signs a demo account in (through the identity API: the sweep audits the login page on its own). */
export const demoLogin =
  (account: { email: string; password: string }) =>
  async (context: BrowserContext, _page: Page, site: Site): Promise<void> =>
    signInThroughApi(context, site, account.email, account.password);

/** A fresh registered clinic user (HPSF shopping: their cart and orders are theirs alone). */
export const clinicUser = async (context: BrowserContext): Promise<void> => {
  await signInNewClinicUser(context);
};

/**
 * Opens `path` as a link inside the running app would (the router follows the history entry),
 * or loads it when the page is not on that storefront yet: a group's screens are one visit,
 * not a page load each.
 */
export async function openInApp(page: Page, site: Site, path: string): Promise<void> {
  const url = siteUrl(site, path);
  if (new URL(page.url()).origin !== new URL(url).origin) {
    await page.goto(url);
    return;
  }
  // the app must have taken the page over (a page drawn on the server is hydrated) to hear the navigation
  await page.locator('fieldset.app-shell:not([disabled])').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens a screen, waits until it is drawn, and audits it. */
export async function auditScreen(page: Page, site: Site, screen: Screen): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  const audit: Audit = (checkpoint) => expectNoViolations(page, `${site} ${screen.name}: ${checkpoint}`);
  if (typeof screen.open === 'string') await openInApp(page, site, screen.open);
  else await screen.open(page, site, audit);
  const heading = typeof screen.heading === 'function' ? screen.heading(site) : screen.heading;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (screen.title) await expect(page).toHaveTitle(`${screen.title} | ${SITE_NAMES[site]}`);
  await screen.ready?.(page, site);
  await expectNoViolations(page, `${site} ${screen.name}`);
  await screen.after?.(page);
}

// ---------------------------------------------------------------------------------------------
// Steps of the screens a path alone does not open.

/** A form sent empty: the screen shows each field's error (checked in the browser, no call is made). */
export const sentEmpty =
  (path: string, button: string, firstError: string): Visit =>
  async (page, site) => {
    await page.goto(siteUrl(site, path));
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(firstError)).toBeVisible();
  };

/** The first product card's title link leads to its product page, headed by the product's title. */
export const productPageOfFirstCard: Visit = async (page, site) => {
  await page.goto(siteUrl(site, '/products'));
  const link = productCards(page).first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
};

/** The first card of the list is drawn (the list's own content, after its heading). */
export const firstCardDrawn = async (page: Page): Promise<void> => {
  await expect(productCards(page).first()).toBeVisible();
};

/** A recommended-products carousel scrolled to, so Swiper has drawn its slides. */
export const carouselDrawn =
  (name: string) =>
  async (page: Page): Promise<void> => {
    const carousel = page.getByRole('region', { name });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group').first()).toBeVisible();
  };

/** The phone's main menu, opened from the header. */
export const menuOpen: Visit = async (page, site) => {
  await page.goto(siteUrl(site, '/products'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
};

/** The list's filters drawer and the zip form, both open. */
export const filtersAndZipFormOpen: Visit = async (page, site) => {
  await page.goto(siteUrl(site, '/products'));
  await firstCardDrawn(page);
  await page.getByRole('button', { name: /^Change zip code/ }).click();
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('button', { name: 'Close filters' })).toBeVisible();
};

/** Add to Cart from the list: the confirmation dialog is audited, then Go to Cart. */
export const addToCartThenCart: Visit = async (page, site, audit) => {
  await page.goto(siteUrl(site, '/products'));
  await productCards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
  const modal = addedModal(page);
  await expect(modal).toBeVisible();
  await audit('add-to-cart modal');
  await modal.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first()).toBeVisible();
};

/** Every checkout step audited on the way to the confirmation (a guest on DTC, a clinic user on HPSF). */
export const checkoutToConfirmation: Visit = async (page, site, audit) => {
  await cartToCheckout(page, site);
  await audit('checkout contact step');
  if (site === 'DTC') {
    await page.getByRole('button', { name: 'Continue to Delivery' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await audit('checkout contact step with errors');
    await fillContact(page);
  } else {
    await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  }
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await audit('checkout delivery step');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await audit('checkout payment step');
  await fillCard(page, APPROVED_CARD);
  await audit('checkout review step');
  await page.getByRole('button', { name: 'Place Order' }).click();
};

/** The newest order's details from My Orders; a clinic user without an order checks out first. */
export const newestOrderDetails: Visit = async (page, site, audit) => {
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await page.goto(siteUrl(site, '/account/orders'));
  await expect(orders.first().or(page.getByText('You have not placed any orders yet.'))).toBeVisible();
  if ((await orders.count()) === 0) {
    await checkoutToConfirmation(page, site, audit);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await page.goto(siteUrl(site, '/account/orders'));
  }
  await orders.first().getByRole('link').first().click();
};

/**
 * /logout while its call is held: the 'Logging out…' screen is audited before the sign-out goes
 * through (else the page leaves at once); afterwards the call goes on and the page leaves /logout.
 */
export function heldLogout(): Pick<Screen, 'open' | 'after'> {
  let release = () => {};
  return {
    open: async (page, site) => {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/identity/logout', async (route) => {
        await held;
        await route.continue();
      });
      await signOutAtLogoutPage(page, site);
      await expect(page.getByRole('status')).toHaveText('Logging out…');
    },
    after: async (page) => {
      release();
      await expect(page).not.toHaveURL(/\/logout$/);
      await page.unrouteAll();
    },
  };
}
