import type { SiteCode } from '../constants';

/**
 * The Cache Storage caches the service worker fills at run time (the precache of the app's own
 * code is workbox's and the same for everyone). Named here, where the worker that fills them and
 * the page that empties them at sign-out both read them.
 */

/** API reads served stale while they revalidate (lists, filters, searches, zip answers). */
export const API_READS_CACHE = 'api-reads';

/** Pictures: packshots and /_ipx renditions. */
export const IMAGES_CACHE = 'images';

/**
 * What a sign-out deletes: the API reads everywhere (their URLs hold what the person searched for
 * and their zip), and on the staff-feeding storefront, where a clinic computer is shared, every
 * runtime cache.
 */
export function runtimeCachesToForget(site: SiteCode): string[] {
  return site === 'HPSF' ? [API_READS_CACHE, IMAGES_CACHE] : [API_READS_CACHE];
}
