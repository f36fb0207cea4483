import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { cacheOnlyStorableResponses } from '../plugins/cache-only-storable';
import { IMAGES_CACHE } from '../../core/pwa/runtime-caches';
import type { RequestTarget } from './request-target';

/** Enough for a browsed catalogue at a few widths, small enough not to crowd out data. */
export const IMAGES_MAX_ENTRIES = 300;
const IMAGES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** True for a same-origin optimised image (/_ipx/) or packshot (/assets/packshots/). */
export function isProductImage({ url, sameOrigin }: RequestTarget): boolean {
  return sameOrigin && (url.pathname.startsWith('/_ipx/') || url.pathname.startsWith('/assets/packshots/'));
}

/** Image URLs name their content and modifiers, so a cached copy is always right: cache-first. */
export function registerImagesRoute(): void {
  registerRoute(
    isProductImage,
    new CacheFirst({
      cacheName: IMAGES_CACHE,
      plugins: [
        cacheOnlyStorableResponses,
        new ExpirationPlugin({
          maxEntries: IMAGES_MAX_ENTRIES,
          maxAgeSeconds: IMAGES_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
    'GET',
  );
}
