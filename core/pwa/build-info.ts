/**
 * What the pages and the service worker say to each other about builds (updates): the
 * worker polls builds/latest.json, the page decides when a waiting worker may take over.
 */

/** Same-origin path of the build-info file ({ buildId, builtAt }) the build writes. */
export const BUILD_INFO_PATH = '/builds/latest.json';

/** Global that scripts/write-build-info.ts sets at the top of dist/sw.js: the worker's own build id. */
export const WORKER_BUILD_ID_GLOBAL = '__SHOP_BUILD_ID__';

/** Page → worker: check builds/latest.json now (the page keeps the clock: an idle worker is stopped). */
export const CHECK_FOR_NEW_BUILD = 'CHECK_FOR_NEW_BUILD';
/** Worker → pages: builds/latest.json names another build than the worker's own; its install has started. */
export const NEW_BUILD_FOUND = 'NEW_BUILD_FOUND';
/** Page → worker (with a reply port): is any window of this origin on a checkout page? */
export const IS_CHECKOUT_OPEN = 'IS_CHECKOUT_OPEN';
/** Page → waiting worker: take over now (the same message sw/skip-waiting.ts listens for). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Page → worker (with a reply port): which build is this worker? */
export const GET_WORKER_BUILD_ID = 'GET_WORKER_BUILD_ID';

/** The page→worker request to check for a new build, with the configured poll interval. */
export interface CheckForNewBuildMessage {
  type: typeof CHECK_FOR_NEW_BUILD;
  intervalMs: number;
}

/** The worker→page notice that a new build exists. */
export interface NewBuildFoundMessage {
  type: typeof NEW_BUILD_FOUND;
  buildId: string;
}

/** Default of BUILD_POLL_INTERVAL_MS: how often an open page has the worker look for a new build. */
export const DEFAULT_BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** The build id in a parsed builds/latest.json body, or undefined when the body is not build info. */
export function readBuildId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { buildId } = body as { buildId?: unknown };
  return typeof buildId === 'string' && buildId.trim() !== '' ? buildId : undefined;
}

/** True for a path of the checkout flow, which an update must never interrupt. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname === '/checkout' || pathname.startsWith('/checkout/');
}

/** A poll interval read from text (a meta tag), or the default when missing or not a positive whole number. */
export function parsePollInterval(text: string | null | undefined): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_BUILD_POLL_INTERVAL_MS;
}
