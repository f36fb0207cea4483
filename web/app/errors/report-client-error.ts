/**
 * Client error reporting, the part every page carries: it catches uncaught errors, unhandled
 * rejections and what the error boundaries catch, notes where and when, and hands the report to
 * the sender (send-client-errors.ts), which loads only when there is something to send. A page
 * reports one error once (the same message and first stack line again is not sent again) and at
 * most MAX_REPORTS_PER_PAGE in all, so an error thrown in a loop (a render, a timer) cannot flood
 * the shop's endpoint, Sentry or the device's storage.
 */
import type { ClientErrorKind } from '../../../core/analytics/client-errors';
import { lastApiRequestId } from '../../lib/request-id';
import { readPageBuildId } from '../pwa/build-meta';

export const MAX_REPORTS_PER_PAGE = 10;

/** A report as the page makes it, before the sender cuts it to the endpoint's lengths. */
export interface CaughtError {
  id: string;
  kind: ClientErrorKind;
  message: string;
  stack: string | null;
  componentStack: string | null;
  route: string;
  buildId: string;
  requestId: string | null;
  occurredAt: string;
}

/** Sentry's settings from the storefront config; null when it has none. */
export interface SentrySettings {
  dsn: string;
  environment: string;
}

const seen = new Set<string>();
let reported = 0;
/** undefined until the storefront config is known: Sentry's reports wait for it */
let sentry: SentrySettings | null | undefined;

type Sender = typeof import('./send-client-errors');
const loadSender = (): Promise<Sender> => import('./send-client-errors');

/** The message and stack of anything thrown (an Error, a string, an object, undefined). */
export function describeThrown(thrown: unknown): { message: string; stack: string | null } {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack ?? null };
  if (typeof thrown === 'string') return { message: thrown || 'Empty error', stack: null };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown), stack: null };
  } catch {
    return { message: String(thrown), stack: null };
  }
}

/** The page's report of `thrown`, or null when this page reported it (or enough) already. */
export function catchError(thrown: unknown, kind: ClientErrorKind, componentStack: string | null = null): CaughtError | null {
  const { message, stack } = describeThrown(thrown);
  const firstFrame = stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
  const key = `${kind}|${message}|${firstFrame}`;
  if (seen.has(key) || reported >= MAX_REPORTS_PER_PAGE) return null;
  seen.add(key);
  reported++;
  return {
    id: crypto.randomUUID(),
    kind,
    message,
    stack,
    componentStack,
    route: `${window.location.pathname}${window.location.search}`,
    buildId: readPageBuildId(),
    requestId: lastApiRequestId(),
    occurredAt: new Date().toISOString(),
  };
}

/** Reports `thrown` to the shop (and to Sentry when configured); never throws, never reports itself. */
export function reportClientError(thrown: unknown, kind: ClientErrorKind, componentStack: string | null = null): void {
  const caught = catchError(thrown, kind, componentStack);
  if (!caught) return;
  loadSender()
    .then((sender) => sender.sendReport(caught, thrown, sentry))
    .catch((error: unknown) => console.warn('Error report not sent', error));
}

/** Sets Sentry's settings once the storefront config is known (null: the shop's endpoint only). */
export function configureSentry(settings: SentrySettings | null): void {
  if (sentry !== undefined && sentry?.dsn === settings?.dsn) return;
  sentry = settings;
  if (settings) void loadSender().then((sender) => sender.sendHeldToSentry(settings));
}

/**
 * Listens for uncaught errors and unhandled rejections, and sends the reports an offline visit
 * left as soon as the page is online (now, and each time the connection returns).
 */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason, 'unhandledrejection'));
  const sendWaiting = () => void loadSender().then((sender) => sender.sendWaitingReports());
  window.addEventListener('online', sendWaiting);
  // a first visit has nothing waiting and loads no sender
  if (navigator.onLine && reportsMayWait()) setTimeout(sendWaiting, 0);
}

/** Set while reports wait on the device (send-client-errors.ts), read at start. */
export const REPORTS_WAITING_HINT = 'shop:error-reports-waiting';

function reportsMayWait(): boolean {
  try {
    return localStorage.getItem(REPORTS_WAITING_HINT) !== null;
  } catch {
    return true;
  }
}

/** Forgets what this page reported (tests). */
export function resetErrorReportingForTests(): void {
  seen.clear();
  reported = 0;
  sentry = undefined;
}
