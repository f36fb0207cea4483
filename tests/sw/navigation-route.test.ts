import './worker-scope';
import { describe, expect, it } from 'vitest';
import { createNavigationRoute } from '../../sw/routes/navigation';
import { SHOP_ORIGIN } from './request-target';

// Exercises Workbox's own NavigationRoute matching, so the denylist is tested as it runs.
const route = createNavigationRoute();
const handlesNavigation = (path: string, mode: RequestMode = 'navigate'): boolean => {
  const url = new URL(path, SHOP_ORIGIN);
  return Boolean(route.match({ url, request: { mode } as Request, sameOrigin: true } as never));
};

describe('navigation route', () => {
  it.each([
    '/',
    '/products',
    '/products/dog/dry-food',
    '/products/dog/wet-food/weight/2.5oz',
    '/cart',
    '/account/orders',
    '/account/orders/1001',
    '/search?search=salmon',
    '/apiary-guide',
    '/sitemap',
    '/robots',
  ])('answers the app route %s with the app', (path) => {
    expect(handlesNavigation(path)).toBe(true);
  });

  it.each([
    '/api/health',
    '/api',
    '/_ipx/w_320/packshots/a.png',
    '/assets/packshots/a.webp',
    '/builds/latest.json',
    '/robots.txt',
    '/sitemap.xml',
    '/opensearch.xml',
  ])('lets the server answer %s', (path) => {
    expect(handlesNavigation(path)).toBe(false);
  });

  it('ignores requests that are not navigations', () => {
    expect(handlesNavigation('/products', 'cors')).toBe(false);
  });
});
