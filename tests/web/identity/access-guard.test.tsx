// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityAccount } from '../../../core/contract/identity';
import { profileRecord } from '../../../web/features/identity/profile-record';
import { dtcUserOf, staffUserOf, useUserStore } from '../../../web/features/identity/user-store';
import { mockContentApi } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { registeredStaffAccount, testAccount } from './signed-in';

/**
 * The content pages and the contact form are other tests' subject; here the router and the access
 * rules are. Each stub draws the heading its page draws (the route table's title of its path), so
 * a redirect to the login or a fall-through to the 404 page fails the assertions below.
 */
vi.mock('../../../web/app/pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../web/app/pages')>();
  const { createElement } = await import('react');
  const { useLocation } = await import('react-router-dom');
  const { PAGE_ROUTES } = await import('../../../web/app/route-table');
  function RouteTitleHeading() {
    const { pathname } = useLocation();
    const title = PAGE_ROUTES.find((route) => route.path === pathname)?.title?.HPSF;
    return title ? createElement('h1', null, title) : null;
  }
  return {
    ...original,
    PAGES: { ...original.PAGES, contentPage: async () => RouteTitleHeading, contactUs: async () => RouteTitleHeading },
  };
});

installAppTestHooks();

const account = (overrides: Partial<IdentityAccount> = {}) => testAccount({ customerId: 'c1', email: 'dana@example.com', ...overrides });
const session = { tokenInactivityTime: 900, idleExpiresAt: '2030-01-01T00:00:00.000Z', expiresAt: '2030-01-08T00:00:00.000Z' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The content mock, plus an identity service that knows `signedIn` (or nobody); a login signs in `loginAs`. */
function mockIdentity(signedIn: IdentityAccount | null, loginAs: IdentityAccount = account()) {
  const content = mockContentApi();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === '/api/identity/account-info') {
      return signedIn
        ? json(200, { data: { account: signedIn, session, cacheKey: 'account:00000000-0000-4000-8000-000000000000' } })
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    }
    if (pathname === '/api/identity/login') {
      const body = JSON.parse(String(init?.body));
      if (body.password !== 'right-password')
        return json(401, { error: { code: 'UNAUTHENTICATED', message: 'The email or password is incorrect' } });
      signedIn = loginAs;
      return json(200, { data: { account: signedIn, session } });
    }
    return content(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  useUserStore.setState({ status: 'unknown', account: null, session: null, cacheKey: null, offline: false });
  localStorage.clear();
  await profileRecord.clear();
});

describe('access rules in the router', () => {
  it('a guest on an account page lands on the shelter login with the encoded path; logging in returns there', async () => {
    mockIdentity(null);
    const { router } = renderApp('/account/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shelter/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fdashboard');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The email or password is incorrect')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(window.dataLayer?.filter((e) => e.event === 'login')).toHaveLength(1);
  });

  it('§8: an account lookup the server fails (not a 401) counts as signed out: an account page goes to the login', async () => {
    const content = mockContentApi();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        new URL(String(input), 'http://localhost').pathname === '/api/identity/account-info'
          ? json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
          : content(input, init),
      ),
    );
    const { router } = renderApp('/account/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shelter/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fdashboard');
    expect(useUserStore.getState().status).toBe('guest');
  });

  it('HPSF: a guest on an account page goes to the identity login', async () => {
    mockIdentity(null);
    const { router } = renderApp('/account/orders', { siteCode: 'HPSF' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Forders');
  });

  it('HPSF: a guest on any non-public page goes to the identity login; logging in returns there', async () => {
    mockIdentity(null, registeredStaffAccount());
    const { router } = renderApp('/products', { siteCode: 'HPSF' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fproducts');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'staff@vitalis.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'), { timeout: 8000 });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' }, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().cacheKey).not.toBeNull()); // the profile reload after login has settled
  });

  it('HPSF: a guest goes to the identity login from home and the cart too, with the query kept', async () => {
    mockIdentity(null);
    for (const [path, encoded] of [
      ['/', '%2F'],
      ['/cart?x=1', '%2Fcart%3Fx%3D1'],
    ]) {
      const { router, unmount } = renderApp(path, { siteCode: 'HPSF' });
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/account/login'));
      expect(router.state.location.search).toBe(`?redirect=${encoded}`);
      unmount();
    }
  });

  it('HPSF: a guest may open the sign-in side and the informational pages, each drawn with its own heading', async () => {
    mockIdentity(null);
    // the informational pages' headings are the route table's staff-feeding titles (§2: terms and shipping, not FAQ)
    for (const [path, heading] of [
      ['/account/login', 'Log In'],
      ['/shelter/register', 'Create Account'],
      ['/shelter/forgot-password', 'Forgot Password'],
      ['/terms-and-conditions', 'Terms & Conditions'],
      ['/shipping', 'Shipping'],
      ['/contact-us', 'Contact Us'],
    ]) {
      const { router, unmount } = renderApp(path, { siteCode: 'HPSF' });
      await waitFor(() => expect(useUserStore.getState().status).toBe('guest'));
      expect(await screen.findByRole('heading', { level: 1, name: heading }), path).toBeTruthy();
      expect(router.state.location.pathname, path).toBe(path);
      unmount();
    }
  });

  it('HPSF: a guest on an unmatched path still sees the 404 page', async () => {
    mockIdentity(null);
    const { router } = renderApp('/no/such/page', { siteCode: 'HPSF' });
    await waitFor(() => expect(useUserStore.getState().status).toBe('guest'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('HPSF: a signed-in registered staff user browses the shop', async () => {
    mockIdentity(registeredStaffAccount());
    const { router } = renderApp('/products', { siteCode: 'HPSF' });
    await waitFor(() => expect(useUserStore.getState().status).toBe('signedIn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' }, { timeout: 8000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
  });

  it('HPSF: offline, the profile stored at the last sign-in still browses the shop', async () => {
    const staff = registeredStaffAccount();
    await profileRecord.write({ account: staff, session, lastActiveAt: Date.now() });
    mockIdentity(null);
    const content = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        new URL(String(input), 'http://localhost').pathname === '/api/identity/account-info'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : content(input, init),
      ),
    );
    const { router } = renderApp('/products', { siteCode: 'HPSF' });
    await waitFor(() => expect(useUserStore.getState()).toMatchObject({ status: 'signedIn', offline: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' }, { timeout: 8000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
  });

  it('HPSF: an unregistered staff user is sent to the registration path from the shop', async () => {
    mockIdentity(account({ site: 'HPSF' }));
    const { router } = renderApp('/products', { siteCode: 'HPSF' });
    // the listing page's chunk loads before the app first draws; then the rules apply
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/registration'), { timeout: 8000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' })).toBeTruthy();
  });

  it('a signed-in visitor on the shelter login is sent on (no page to go back to: /products)', async () => {
    mockIdentity(account());
    const { router } = renderApp('/shelter/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('the login page shows the logged-out-for-inactivity flag', async () => {
    mockIdentity(null);
    localStorage.setItem('shop.flags.loggedOutForInactivity', '1');
    renderApp('/shelter/login');
    expect(await screen.findByText('You were logged out for inactivity. Log in again to continue.')).toBeTruthy();
  });
});

describe('user store fields (§3)', () => {
  it('maps the identity profile to the DTC and staff-feeding stores, never holding the session token', () => {
    const staff = account({
      site: 'HPSF',
      roleCode: 'DVM',
      SF_PreferedShipTo: 'clinic',
      isRegistered: true,
      isEligibleForPd: true,
      clinic: {
        id: 'CL-1001',
        name: 'Clinic',
        groupData: { streetAddress: '1 Main St', city: 'Aurora', zip: '80011', country: 'US', state: 'CO', SFHomeDeliveryOnly: false },
      },
    });
    expect(dtcUserOf({ status: 'signedIn', account: account() })).toEqual({
      email: 'dana@example.com',
      zipCode: '80011',
      state: null,
      country: 'US',
      firstName: 'Dana',
      lastName: 'Shopper',
      authenticated: true,
    });
    const mapped = staffUserOf({ status: 'signedIn', account: staff });
    expect(mapped).toMatchObject({
      roleCode: 'DVM',
      isRegistered: true,
      isEligibleForPd: true,
      zipCode: '80011',
      SF_PreferedShipTo: 'clinic',
    });
    expect(mapped.clinicAddress).toMatchObject({ address1: '1 Main St', provinceCode: 'CO' });
    expect('sessionToken' in mapped).toBe(false);
    expect(staffUserOf({ status: 'guest', account: null })).toMatchObject({
      authenticated: false,
      isRegistered: false,
      clinicAddress: null,
    });
  });
});

describe('route validation before sign-in', () => {
  it("a malformed order id is 'Page Not Found' for a guest too, not a login", async () => {
    mockIdentity(null);
    const { router } = renderApp('/account/orders/bad!id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /account/orders/bad!id' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/orders/bad!id');
  });
});
