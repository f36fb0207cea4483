import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { addFromCard, buyableVariants, dollars, summaryValue } from './support/cart';
import {
  clinicEmailDomain,
  dataLayerEvents,
  DEMO,
  freshEmail,
  lastMailTo,
  linkIn,
  logIn,
  register,
  signInThroughApi,
  submitLogin,
} from './support/identity';
import { JOIN_CLINIC_NEEDS_VERIFIED_EMAIL } from '../../core/identity';
import { createClinicUser } from './support/clinic-user';
import { type Site, siteUrl } from './support/shop';

// the machine running these may be busy: pages get more than the default 5 s to settle
const expect = baseExpect.configure({ timeout: 15_000 });
const SITES: Site[] = ['DTC', 'HPSF'];
const LOGIN_PATH: Record<Site, string> = { DTC: '/shelter/login', HPSF: '/account/login' };
const SIGNED_IN: Record<Site, (typeof DEMO)[keyof typeof DEMO]> = { DTC: DEMO.shopper, HPSF: DEMO.staff };

/**
 * Lets the page's clock run, half a minute at a time, until `read` gives `expected`: timers of the
 * inactivity flow start when their lazily loaded code has mounted (or when a refresh's answer came
 * back), which a single jump of the clock can beat.
 */
async function fastForwardUntil<T>(page: Page, read: () => Promise<T>, expected: T): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(30_000);
        return read();
      },
      { intervals: [50], timeout: 30_000 },
    )
    .toBe(expected);
}

/** Idles until `alert` shows; a step leaves the alert at least half of its minute. */
const idleUntil = (page: Page, alert: Locator) => fastForwardUntil(page, () => alert.isVisible(), true);

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'shop_session');
}

for (const site of SITES) {
  test.describe(`${site} access rules`, () => {
    test('an account page sends a guest to the login page with the encoded path, and back to it after login', async ({ page }) => {
      await page.goto(siteUrl(site, '/account/dashboard'));
      await expect(page).toHaveURL(siteUrl(site, `${LOGIN_PATH[site]}?redirect=%2Faccount%2Fdashboard`));
      await submitLogin(page, SIGNED_IN[site].email, SIGNED_IN[site].password);
      await expect(page).toHaveURL(siteUrl(site, '/account/dashboard'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await expect(page.getByText(SIGNED_IN[site].email)).toBeVisible();
      if (site === 'HPSF') {
        await expect(page.getByText('Mountain View Veterinary Clinic')).toBeVisible();
        await expect(page.getByText('Eligible', { exact: true })).toBeVisible();
      }
      expect(await dataLayerEvents(page, 'login')).toHaveLength(1);
    });

    test('a signed-in visitor on shelter login, register or forgot-password is sent back one page', async ({ page }) => {
      await logIn(page, site, SIGNED_IN[site].email, SIGNED_IN[site].password);
      for (const path of ['/shelter/login', '/shelter/register', '/shelter/forgot-password']) {
        await page.goto(siteUrl(site, '/products/dog'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.goto(siteUrl(site, path), { referer: siteUrl(site, '/products/dog') });
        await expect(page, path).toHaveURL(siteUrl(site, '/products/dog'));
      }
    });

    test('logout ends the session on the server; from an account page it goes home', async ({ page, request }) => {
      await logIn(page, site, SIGNED_IN[site].email, SIGNED_IN[site].password);
      const cookie = await sessionCookie(page);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('shop_session');
      await page.goto(siteUrl(site, '/account/dashboard'));
      await page.getByRole('link', { name: 'Log Out' }).click();
      // home; on HPSF a guest there goes on to the identity login (§2)
      await expect(page).toHaveURL(siteUrl(site, site === 'HPSF' ? '/account/login?redirect=%2F' : '/'));
      expect(await sessionCookie(page)).toBeUndefined();
      const replay = await request.post(siteUrl(site, '/api/identity/account-info'), {
        data: {},
        headers: { cookie: `shop_session=${cookie?.value}` },
      });
      expect(replay.status()).toBe(401);
      await page.goto(siteUrl(site, '/account/dashboard'));
      await expect(page).toHaveURL(new RegExp(`${LOGIN_PATH[site]}\\?redirect=`));
    });

    test('inactivity: the alert appears, Continue keeps the session, no answer logs out with the flag shown', async ({ page }) => {
      await page.clock.install();
      await logIn(page, site, SIGNED_IN[site].email, SIGNED_IN[site].password);
      await page.goto(siteUrl(site, '/account/dashboard'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      const before = (await sessionCookie(page))?.value;
      const alert = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await idleUntil(page, alert); // TOKEN_INACTIVITY_TIME default: 900 s
      await alert.getByRole('button', { name: 'Continue' }).click();
      await expect(alert).toBeHidden();
      await expect.poll(async () => (await sessionCookie(page))?.value).not.toBe(before); // force-refreshed
      await idleUntil(page, alert);
      await page.clock.runFor(61_000);
      await expect(page).toHaveURL(siteUrl(site, LOGIN_PATH[site]));
      await expect(page.getByText('You were logged out for inactivity. Log in again to continue.')).toBeVisible();
      expect(await sessionCookie(page)).toBeUndefined();
    });
  });
}

test.describe('a first visit, before any service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('HPSF: when the inactivity alert’s code cannot be fetched the page goes on, and a visit left alone still ends', async ({ page }) => {
    await page.clock.install();
    // the alert's code never arrives, as when the connection drops before the worker cached it
    let refused = 0;
    await page.route(/\/assets\/InactivityWatcher-[\w-]+\.js$/, (route) => {
      refused++;
      return route.abort('internetdisconnected');
    });
    await logIn(page, 'HPSF', DEMO.staff.email, DEMO.staff.password);
    await expect.poll(() => refused).toBeGreaterThan(0);
    const landing = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page is not available offline')).toHaveCount(0);

    await page.clock.fastForward(930_000); // past the alert's time, within its wait
    expect(page.url()).toBe(landing);
    // where the sign-out goes once the shop has ended the session
    await fastForwardUntil(page, async () => page.url(), siteUrl('HPSF', '/account/login'));
    await expect(page.getByText('You were logged out for inactivity. Log in again to continue.')).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test('DTC: register → confirmation mail → login', async ({ page }) => {
  const email = freshEmail('shopper');
  await register(page, 'DTC', { email, password: 'Meadow-Lantern-88', firstName: 'Casey', lastName: 'New' });
  await expect(page).toHaveURL(siteUrl('DTC', '/shelter/login?registered=1'));
  await expect(page.getByText('Your account was created. Log in to continue.')).toBeVisible();
  expect(await dataLayerEvents(page, 'sign_up')).toHaveLength(1);
  const mail = await lastMailTo(email);
  await page.goto(linkIn(mail, siteUrl('DTC', '/shelter/login?verify=')));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await submitLogin(page, email, 'Meadow-Lantern-88');
  await expect(page).toHaveURL(siteUrl('DTC', '/'));
  await page.goto(siteUrl('DTC', '/account/dashboard'));
  await expect(page.getByText('Casey New')).toBeVisible();
});

test('DTC: register refuses a common password and names the field', async ({ page }) => {
  await register(page, 'DTC', { email: freshEmail('weak'), password: 'password123', firstName: 'Weak', lastName: 'Pass' });
  await expect(page.getByText('This password is too common; choose another')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('DTC: forgot password → mailed link → reset → login with the new password', async ({ page }) => {
  const email = freshEmail('forgetful');
  await register(page, 'DTC', { email, password: 'Original-Kibble-41', firstName: 'For', lastName: 'Getful' });
  await expect(page).toHaveURL(/registered=1/);
  await page.goto(siteUrl('DTC', '/shelter/forgot-password'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  const mail = await lastMailTo(email, undefined, 'Reset your password');
  await page.goto(linkIn(mail, siteUrl('DTC', '/shelter/reset-password?token=')));
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Kibble-42');
  await page.getByLabel('Confirm new password').fill('Brand-New-Kibble-42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password was reset. Log in with your new password.')).toBeVisible();
  await submitLogin(page, email, 'Original-Kibble-41');
  await expect(page.getByText('The email or password is incorrect')).toBeVisible();
  await page.getByLabel('Password').fill('Brand-New-Kibble-42');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(siteUrl('DTC', '/'));
});

test('HPSF: an unregistered staff user is held on the registration path until they join a clinic, then gets clinic pricing', async ({
  page,
  request,
}) => {
  test.slow(); // the whole registration path, the email confirmation included, walked through the pages
  // on the email domain the clinic registered: the membership is verified as soon as they join
  const email = freshEmail('staff', clinicEmailDomain('CL-1002'));
  await register(page, 'HPSF', { email, password: 'Clinic-Otter-2031', firstName: 'Jo', lastName: 'Tech' });
  await expect(page).toHaveURL(siteUrl('HPSF', '/account/login?registered=1'));
  await submitLogin(page, email, 'Clinic-Otter-2031');
  const mail = await lastMailTo(email);
  await expect(page).toHaveURL(siteUrl('HPSF', '/account/registration'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Registration' })).toBeVisible();
  await page.goto(siteUrl('HPSF', '/products'));
  await expect(page).toHaveURL(siteUrl('HPSF', '/account/registration'));
  await page.goto(siteUrl('HPSF', '/terms-and-conditions')); // an allowed public path
  await expect(page).toHaveURL(siteUrl('HPSF', '/terms-and-conditions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await page.goto(siteUrl('HPSF', '/account/registration'));

  await page.getByLabel('Role').selectOption('VT');
  await page.getByLabel('Graduation year').fill('20');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Enter a four-digit year')).toBeVisible();
  await page.getByLabel('Graduation year').fill('2019');
  await page.getByLabel('Current school').fill('Prairie State Veterinary School');
  await page.getByRole('radio', { name: 'Clinic' }).check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  await page.getByLabel('Search by').selectOption('zip');
  await page.getByLabel('Search term').fill('80203');
  await page.getByRole('button', { name: 'Search clinics' }).click();
  const results = page.getByRole('list', { name: 'Clinics found' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText('Capitol Hill Animal Hospital');
  // joining a clinic needs a confirmed email: refused with the reason, then allowed once the mailed link is followed
  await results.getByRole('button', { name: 'Join Capitol Hill Animal Hospital' }).click();
  await expect(page.getByText(JOIN_CLINIC_NEEDS_VERIFIED_EMAIL)).toBeVisible();
  // the mailed link opens the identity login (the one login page a signed-in unregistered staff user may see)
  await page.goto(linkIn(mail, siteUrl('HPSF', '/account/login?verify=')));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.goto(siteUrl('HPSF', '/account/registration'));
  await page.getByLabel('Search by').selectOption('zip');
  await page.getByLabel('Search term').fill('80203');
  await page.getByRole('button', { name: 'Search clinics' }).click();
  await results.getByRole('button', { name: 'Join Capitol Hill Animal Hospital' }).click();
  await expect(page).toHaveURL(siteUrl('HPSF', '/'));
  await page.goto(siteUrl('HPSF', '/account/dashboard'));
  await expect(page.getByText('Capitol Hill Animal Hospital')).toBeVisible();
  await expect(page.getByText('Eligible', { exact: true })).toBeVisible();

  // now a clinic user: the cart shows (and the server prices) the Program Discount
  const [item] = await buyableVariants(request, 'HPSF');
  const modal = await addFromCard(page, 'HPSF', item);
  await modal.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(summaryValue(page, 'Program Discount')).toHaveText(`-${dollars(Math.round(item.priceCents / 10))}`);
  await expect(summaryValue(page, 'Cart Subtotal')).toHaveText(dollars(item.priceCents - Math.round(item.priceCents / 10)));
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect(summaryValue(page, 'Program Discount')).toHaveText(`-${dollars(Math.round(item.priceCents / 10))}`);
});

test('HPSF: a guest on a non-public page goes to the identity login and back after login; the identity login maps screen sets', async ({
  page,
}) => {
  const user = await createClinicUser();
  await page.goto(siteUrl('HPSF', '/products'));
  await expect(page).toHaveURL(siteUrl('HPSF', '/account/login?redirect=%2Fproducts'));
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(siteUrl('HPSF', '/products'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
  await page.context().clearCookies();

  // the sign-in side and the informational pages stay open to a guest, each drawn with its own heading
  // (the content service's headings; §2 names terms and shipping for staff feeding, not FAQ)
  for (const [path, heading] of [
    ['/terms-and-conditions', 'Terms & Conditions'],
    ['/shipping', 'Shipping'],
    ['/contact-us', 'Contact the Staff Feeding Team'],
    ['/shelter/register', 'Create Account'],
    ['/shelter/forgot-password', 'Forgot Password'],
  ]) {
    await page.goto(siteUrl('HPSF', path));
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page, path).toHaveURL(siteUrl('HPSF', path));
  }
  await page.goto(siteUrl('HPSF', '/account/login?screenSet=registration'));
  await expect(page).toHaveURL(siteUrl('HPSF', '/shelter/register'));
  await page.goto(siteUrl('HPSF', '/account/login?screenSet=password-reset'));
  await expect(page).toHaveURL(siteUrl('HPSF', '/shelter/forgot-password'));
});

test(
  'DTC: after a shelter login the previous page wins, else the decoded redirect, ' + 'else home; the identity login defaults to /products',
  async ({ browser }) => {
    test.slow(); // four sign-ins, each in a browser context of its own: some 50 s on a 2-core machine
    const signInFrom = async (steps: (page: Page) => Promise<void>) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await steps(page);
      await submitLogin(page, DEMO.shelter.email, DEMO.shelter.password);
      return { page, context };
    };
    // the page before the login page: the account page the header link asked for, which sent the visitor there
    let run = await signInFrom(async (page) => {
      await page.goto(siteUrl('DTC', '/products/cat'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('navigation').getByRole('link', { name: 'My Account' }).first().click();
      await expect(page).toHaveURL(siteUrl('DTC', '/shelter/login?redirect=%2Faccount%2Fdashboard'));
    });
    await expect(run.page).toHaveURL(siteUrl('DTC', '/account/dashboard'));
    await run.context.close();
    // straight to the login page: the redirect, decoded
    run = await signInFrom((page) => page.goto(siteUrl('DTC', '/shelter/login?redirect=%2Fcart')).then(() => undefined));
    await expect(run.page).toHaveURL(siteUrl('DTC', '/cart'));
    await run.context.close();
    // nothing known: home
    run = await signInFrom((page) => page.goto(siteUrl('DTC', '/shelter/login')).then(() => undefined));
    await expect(run.page).toHaveURL(siteUrl('DTC', '/'));
    await run.context.close();
    // the identity login on the shopper site: /products
    run = await signInFrom((page) => page.goto(siteUrl('DTC', '/account/login')).then(() => undefined));
    await expect(run.page).toHaveURL(siteUrl('DTC', '/products'));
    await run.context.close();
  },
);

test('DTC: the identity login maps the registration and password-reset screen sets', async ({ page }) => {
  await page.goto(siteUrl('DTC', '/account/login?screenSet=registration'));
  await expect(page).toHaveURL(siteUrl('DTC', '/shelter/register'));
  await page.goto(siteUrl('DTC', '/account/login?screenSet=password-reset'));
  await expect(page).toHaveURL(siteUrl('DTC', '/shelter/forgot-password'));
});

test('HPSF: a registered staff user goes home after a login that asked for no page', async ({ page }) => {
  const user = await createClinicUser();
  await page.goto(siteUrl('HPSF', '/account/login'));
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(siteUrl('HPSF', '/'));
});

test('DTC: a link to /logout on another site signs nobody out; the page asks, and its button signs out', async ({ page, context }) => {
  await signInThroughApi(context, 'DTC', DEMO.shelter.email, DEMO.shelter.password);
  const signedIn = async () =>
    (await page.request.post(siteUrl('DTC', '/api/ecom/v1.0/get-commerce-customer'), { data: {} })).status() === 200;
  expect(await signedIn()).toBe(true);
  // a page of another origin (the staff-feeding storefront's port) linking to the shop's /logout
  await page.goto(siteUrl('HPSF', '/robots.txt'));
  await page.setContent(`<a href="${siteUrl('DTC', '/logout')}">See your prize</a>`);
  await page.getByRole('link', { name: 'See your prize' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Out' })).toBeVisible();
  await expect(page.getByText('Sign out?')).toBeVisible();
  await page.waitForTimeout(500); // nothing signs out by itself meanwhile
  expect(await signedIn()).toBe(true);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/\/logout$/);
  await expect.poll(signedIn).toBe(false);
});
