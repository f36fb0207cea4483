import { describe, expect, it } from 'vitest';
import { type AccessUser, decideAccess, logoutTarget, postLoginTarget, safeReturnPath, screenSetRoute } from '../../../core/identity';

const guest: AccessUser = { authenticated: false, isRegistered: false };
const signedIn: AccessUser = { authenticated: true, isRegistered: false };
const registered: AccessUser = { authenticated: true, isRegistered: true };
const at = (site: 'DTC' | 'HPSF', user: AccessUser, pathname: string, search = '') => decideAccess({ site, user, pathname, search });

describe('decideAccess (§2 access rules)', () => {
  it('DTC: an account path needs sign-in and carries the encoded original path', () => {
    expect(at('DTC', guest, '/account/dashboard')).toEqual({ kind: 'redirect', to: '/shelter/login?redirect=%2Faccount%2Fdashboard' });
    expect(at('DTC', guest, '/account/orders', '?page=2')).toEqual({
      kind: 'redirect',
      to: '/shelter/login?redirect=%2Faccount%2Forders%3Fpage%3D2',
    });
    expect(at('DTC', guest, '/account/orders/123').kind).toBe('redirect');
    expect(at('DTC', signedIn, '/account/dashboard')).toEqual({ kind: 'allow' });
  });

  it('DTC: a guest may browse everything else, including the identity login', () => {
    for (const path of ['/', '/products', '/cart', '/shelter/login', '/account/login', '/accounting-tips']) {
      expect(at('DTC', guest, path), path).toEqual({ kind: 'allow' });
    }
  });

  it('a signed-in visitor on shelter login, register or forgot-password goes back one page', () => {
    for (const site of ['DTC', 'HPSF'] as const) {
      for (const path of ['/shelter/login', '/shelter/register', '/shelter/forgot-password', '/shelter/login/']) {
        expect(at(site, registered, path), `${site} ${path}`).toEqual({ kind: 'back', fallback: '/products' });
      }
    }
    expect(at('DTC', signedIn, '/shelter/reset-password')).toEqual({ kind: 'allow' });
  });

  it('HPSF: an unauthenticated visitor on a non-public page goes to the identity login with the encoded path', () => {
    expect(at('HPSF', guest, '/account/dashboard')).toEqual({ kind: 'redirect', to: '/account/login?redirect=%2Faccount%2Fdashboard' });
    expect(at('HPSF', guest, '/products')).toEqual({ kind: 'redirect', to: '/account/login?redirect=%2Fproducts' });
    expect(at('HPSF', guest, '/products/dog/dry-food', '?flavor=chicken')).toEqual({
      kind: 'redirect',
      to: '/account/login?redirect=%2Fproducts%2Fdog%2Fdry-food%3Fflavor%3Dchicken',
    });
    for (const path of ['/', '/cart', '/search', '/checkout/abc', '/products/x', '/account/registration', '/shelter/login', '/about-us']) {
      expect(at('HPSF', guest, path), path).toMatchObject({
        kind: 'redirect',
        to: expect.stringMatching(/^\/account\/login\?redirect=%2F/),
      });
    }
  });

  it('HPSF: a guest may open the sign-in side and the informational pages', () => {
    const publicPaths = [
      '/account/login',
      '/shelter/register',
      '/shelter/forgot-password',
      '/shelter/reset-password',
      '/logout',
      '/terms-and-conditions',
      '/shipping',
      '/faq',
      '/contact-us',
      '/maintenance',
      '/password-protect',
      '/sitemap',
      '/about',
      '/autoship',
      '/privacy-and-cookies',
      '/FAQ/',
    ];
    for (const path of publicPaths) expect(at('HPSF', guest, path), path).toEqual({ kind: 'allow' });
    // the routes the identity login's screen-set mapping opens are among them
    for (const screenSet of ['registration', 'password-reset']) {
      expect(at('HPSF', guest, screenSetRoute(screenSet)), screenSet).toEqual({ kind: 'allow' });
    }
  });

  it('HPSF: an unregistered staff user goes to the registration path except on allowed public paths', () => {
    for (const path of ['/', '/products', '/cart', '/account/dashboard']) {
      expect(at('HPSF', signedIn, path), path).toEqual({ kind: 'redirect', to: '/account/registration' });
    }
    for (const path of ['/account/registration', '/logout', '/terms-and-conditions', '/faq', '/shipping', '/contact-us', '/sitemap']) {
      expect(at('HPSF', signedIn, path), path).toEqual({ kind: 'allow' });
    }
  });

  it('HPSF: a registered staff user goes anywhere but the registration path', () => {
    for (const path of ['/', '/products', '/products/dog', '/cart', '/search', '/account/dashboard', '/sitemap']) {
      expect(at('HPSF', registered, path), path).toEqual({ kind: 'allow' });
    }
    expect(at('HPSF', registered, '/account/registration')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('HPSF: a member whose clinic request waits shops, and may come back to the registration path to see it or pick another', () => {
    const waiting: AccessUser = { authenticated: true, isRegistered: true, clinicRequestPending: true };
    expect(at('HPSF', waiting, '/account/registration')).toEqual({ kind: 'allow' });
    expect(at('HPSF', waiting, '/products')).toEqual({ kind: 'allow' });
  });

  it('DTC: the staff registration path sends a shopper to their account', () => {
    expect(at('DTC', signedIn, '/account/registration')).toEqual({ kind: 'redirect', to: '/account/dashboard' });
  });
});

describe('postLoginTarget', () => {
  const shelter = { site: 'DTC' as const, loginPath: '/shelter/login', isRegistered: false };

  it('shelter login: previous page (if not a login page), then the decoded redirect, then home', () => {
    expect(postLoginTarget({ ...shelter, previousPath: '/products/x?sku=1', redirectParam: '/account/dashboard' })).toBe(
      '/products/x?sku=1',
    );
    expect(postLoginTarget({ ...shelter, previousPath: '/shelter/login', redirectParam: '/account/dashboard' })).toBe('/account/dashboard');
    expect(postLoginTarget({ ...shelter, previousPath: '/shelter/register', redirectParam: '%2Faccount%2Forders' })).toBe(
      '/account/orders',
    );
    expect(postLoginTarget({ ...shelter, previousPath: null, redirectParam: null })).toBe('/');
  });

  it('shelter login with the compliance acknowledgement: checkout, or back when over the quantity limit', () => {
    const checkout = { acknowledged: true, checkoutUrl: '/checkout/abc', overQuantityLimit: false };
    expect(postLoginTarget({ ...shelter, previousPath: '/cart', redirectParam: null, checkout })).toBe('/checkout/abc');
    expect(
      postLoginTarget({ ...shelter, previousPath: '/cart', redirectParam: null, checkout: { ...checkout, overQuantityLimit: true } }),
    ).toBe('/cart');
    expect(postLoginTarget({ ...shelter, previousPath: null, redirectParam: null, checkout: { ...checkout, acknowledged: false } })).toBe(
      '/',
    );
  });

  it('refuses external and protocol-relative redirects', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(postLoginTarget({ ...shelter, previousPath: null, redirectParam: bad }), bad).toBe('/');
    }
  });

  it('identity login on the shopper site defaults to /products', () => {
    expect(
      postLoginTarget({ site: 'DTC', loginPath: '/account/login', previousPath: null, redirectParam: null, isRegistered: false }),
    ).toBe('/products');
  });

  it('staff: registered → requested page unless home, else home; unregistered → registration path', () => {
    const staff = { site: 'HPSF' as const, loginPath: '/account/login', previousPath: '/products' };
    expect(postLoginTarget({ ...staff, redirectParam: '/account/dashboard', isRegistered: true })).toBe('/account/dashboard');
    expect(postLoginTarget({ ...staff, redirectParam: '/', isRegistered: true })).toBe('/');
    expect(postLoginTarget({ ...staff, redirectParam: null, isRegistered: true })).toBe('/');
    expect(postLoginTarget({ ...staff, redirectParam: '/account/dashboard', isRegistered: false })).toBe('/account/registration');
  });
});

describe('logoutTarget, screenSetRoute, safeReturnPath', () => {
  it('after logout from an account page the user goes home; otherwise back where they were', () => {
    expect(logoutTarget('/account/orders/5')).toBe('/');
    expect(logoutTarget('/products/dog')).toBe('/products/dog');
    expect(logoutTarget('/shelter/login')).toBe('/');
    expect(logoutTarget(null)).toBe('/');
  });

  it('maps registration and password-reset screen sets; anything else is login', () => {
    expect(screenSetRoute('registration')).toBe('/shelter/register');
    expect(screenSetRoute('password-reset')).toBe('/shelter/forgot-password');
    expect(screenSetRoute('something-else')).toBe('/shelter/login');
    expect(screenSetRoute(null)).toBe('/shelter/login');
  });

  it('keeps same-origin paths only and never a sign-in page', () => {
    expect(safeReturnPath('/cart?x=1')).toBe('/cart?x=1');
    expect(safeReturnPath('/shelter/login?redirect=%2F')).toBeNull();
    expect(safeReturnPath('/a\nb')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
  });
});
