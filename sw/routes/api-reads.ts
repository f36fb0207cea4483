import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { cacheOnlyStorableResponses } from '../plugins/cache-only-storable';
import { API_READS_CACHE } from '../../core/pwa/runtime-caches';
import type { RequestTarget } from './request-target';

// Reads that must always be live or are personal. The cart is owned by the outbox and the
// server; account data must not outlive a sign-out in a cache shared by everyone on the device.
const NEVER_CACHED_API_PATHS: RegExp[] = [
  /^\/api\/health(\/|$)/,
  /^\/api\/ecom\/v1\.0\/.*cart/i,
  /^\/api\/ecom\/v1\.0\/.*(account|customer|order|address|metafield|session|token)/i,
  /^\/api\/(account|identity)(\/|$)/,
  /^\/api\/(get-subscriptions|crypto|multipass|delete-cache-item)$/,
  // A donation tracking record changes with every cause the shopper picks: a stale copy would
  // name the last cause but one (the store, charities and product donations may be cached).
  /^\/api\/donation\/tracking(\/|$)/,
  // Whether the signed-in shopper may write a review: personal, and it changes once they have.
  /^\/api\/reviews\/products\/[^/]+\/eligibility$/,
  // The page keeps the catalogue snapshot in IndexedDB and revalidates it by ETag itself.
  /^\/api\/catalogue\/snapshot$/,
];

/** True for a same-origin GET under /api/ that may be served stale while it revalidates. */
export function isCacheableApiRead({ url, sameOrigin }: RequestTarget): boolean {
  if (!sameOrigin || !url.pathname.startsWith('/api/')) return false;
  return !NEVER_CACHED_API_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** GET reads answer from cache at once (lists and filters work offline) and refresh behind. */
export function registerApiReadsRoute(): void {
  registerRoute(isCacheableApiRead, new StaleWhileRevalidate({ cacheName: API_READS_CACHE, plugins: [cacheOnlyStorableResponses] }), 'GET');
}
