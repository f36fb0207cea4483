import type { RequestTarget } from '../../sw/routes/request-target';

/** The shop's own origin in these tests; what the worker would see as `self.location.origin`. */
export const SHOP_ORIGIN = 'https://shop.example';

/** Builds Workbox's match options for a URL as the worker would see it from the shop's origin. */
export function target(href: string): RequestTarget {
  const url = new URL(href, SHOP_ORIGIN);
  return { url, sameOrigin: url.origin === SHOP_ORIGIN };
}
