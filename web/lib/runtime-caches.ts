/**
 * Empties, from the page, the Cache Storage caches the service worker filled at run time for the
 * person who signs out (core/pwa/runtime-caches.ts says which). Without Cache Storage (an old
 * browser, a test page) there is nothing to empty.
 */
import type { SiteCode } from '../../core/constants';
import { runtimeCachesToForget } from '../../core/pwa/runtime-caches';

export async function forgetRuntimeCaches(site: SiteCode): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(runtimeCachesToForget(site).map((name) => caches.delete(name)));
}
