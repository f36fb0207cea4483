import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** The precached SPA shell every client-side route boots from. */
export const APP_SHELL_URL = '/index.html';

/** On a flaky connection, show the offline shell after this long instead of a blank tab. */
export const NAVIGATION_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Paths the server answers itself: opening one in a tab must reach the server, never the shell.
 * There is deliberately no "has a file extension" rule: product paths carry weights like 2.5oz.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/_ipx(\/|$)/,
  /^\/assets(\/|$)/,
  /^\/builds(\/|$)/,
  // the files for search engines (robots.txt, sitemap.xml, opensearch.xml) are the server's, never the app's
  /^\/(robots\.txt|sitemap\.xml|opensearch\.xml)$/,
];

/**
 * Network-first navigations: the strategy's fetch uses the navigation-preload response, so the
 * worker adds no delay; offline, or after the timeout, the precached shell answers instead.
 * The shell is never runtime-cached per URL, because an old copy would point at deleted assets.
 */
export function createNavigationRoute(): NavigationRoute {
  const networkThenShell = new NetworkOnly({
    networkTimeoutSeconds: NAVIGATION_NETWORK_TIMEOUT_SECONDS,
    plugins: [{ handlerDidError: async () => matchPrecache(APP_SHELL_URL) }],
  });
  return new NavigationRoute(networkThenShell, { denylist: NAVIGATION_DENYLIST });
}

export function registerNavigationRoute(): void {
  registerRoute(createNavigationRoute());
}
