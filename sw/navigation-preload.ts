/**
 * Lets the browser start a navigation's network request while the worker boots, so a
 * network-first navigation is never slower than no service worker at all.
 */
export function enableNavigationPreload(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('activate', (event) => {
    // Older Safari has no navigation preload; navigations then simply fetch after boot.
    if (worker.registration.navigationPreload) {
      event.waitUntil(worker.registration.navigationPreload.enable());
    }
  });
}
