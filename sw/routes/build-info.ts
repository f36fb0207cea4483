import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { RequestTarget } from './request-target';

/** Written by scripts/write-build-info.ts after every build; polled to detect a new version. */
export const BUILD_INFO_PATH = '/builds/latest.json';

/** True for the same-origin build-info file. */
export function isBuildInfoRequest({ url, sameOrigin }: RequestTarget): boolean {
  return sameOrigin && url.pathname === BUILD_INFO_PATH;
}

/** A cached copy would hide a new build, so it always goes to the network, past the HTTP cache too. */
export function registerBuildInfoRoute(): void {
  registerRoute(isBuildInfoRequest, new NetworkOnly({ fetchOptions: { cache: 'no-store' } }), 'GET');
}
