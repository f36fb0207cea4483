/**
 * The sender of client error reports, loaded with the first report (report-client-error.ts).
 * Every report is first kept on the device (the `deferred` store), then the waiting reports are
 * sent oldest first: one after the other, by one tab at a time (a Web Lock), each removed once the
 * shop answered. Offline, or while the shop is unreachable or busy (5xx, 429), they wait for the
 * connection; a report the shop refuses (another 4xx) is dropped, as sending it again would be
 * refused again. The shop keeps one row per report id, so a report sent twice is stored once.
 *
 * Sentry (@sentry/browser, loaded here with a dynamic import, and only when the storefront config
 * names a DSN) gets each report as the shop stores it. The config is asked here, on the first
 * report, so that a page that reports nothing carries none of this. Sentry's own handlers of window
 * errors are left out (defaultIntegrations false): this module alone decides what is reported.
 */
import { type ClientErrorKind, CLIENT_ERROR_LIMITS as LIMITS, capText } from '../../../core/analytics/client-errors';
import { reportClientError as reportEndpoint } from '../../../core/contract/client-error-refs';
import type { ClientErrorReport } from '../../../core/contract/client-errors';
import { getStorefrontConfig } from '../../../core/contract/refs';
import { ApiError, callEndpoint } from '../../lib/api';
import { deferItem, listDeferred, removeDeferred } from '../../lib/local-db/deferred';
import { type CatchContext, type CaughtError, catchError, resetCaughtErrorsForTests } from './caught-error';
import { REPORTS_WAITING_HINT } from './report-client-error';

type Report = Required<ClientErrorReport>;
type Sentry = typeof import('./sentry-client');

/** Sentry's settings from the storefront config. */
export interface SentrySettings {
  dsn: string;
  environment: string;
}

/** What this page threw, by report id: Sentry gets the error itself rather than a copy. */
const thrownById = new Map<string, unknown>();
let sentrySettings: Promise<SentrySettings | null> | undefined;
let sentry: Promise<Sentry> | undefined;
let sending: Promise<void> | undefined;

/** The report as the endpoint takes it: every text cut to its length. */
export function toWire(caught: CaughtError): Report {
  const cut = (text: string | null, max: number) => (text === null ? null : capText(text, max));
  return {
    ...caught,
    message: capText(caught.message, LIMITS.message),
    stack: cut(caught.stack, LIMITS.stack),
    componentStack: cut(caught.componentStack, LIMITS.componentStack),
    route: capText(caught.route, LIMITS.route),
    buildId: capText(caught.buildId, LIMITS.buildId),
    requestId: cut(caught.requestId, LIMITS.requestId),
  };
}

/** Makes the report of `thrown` (unless this page reported it, or enough, already) and sends it. */
export async function report(thrown: unknown, kind: ClientErrorKind, componentStack: string | null, context: CatchContext): Promise<void> {
  const caught = catchError(thrown, kind, componentStack, context);
  if (caught) await sendReport(caught, thrown);
}

/** Keeps the report on the device and sends what waits (this one last); sent at once without storage. */
export async function sendReport(caught: CaughtError, thrown: unknown): Promise<void> {
  const report = toWire(caught);
  thrownById.set(report.id, thrown);
  if (await deferItem('client-error', report)) {
    markWaiting(true);
    if (navigator.onLine) await sendWaitingReports();
  } else await deliver(report).catch(() => undefined);
}

/** Sends the waiting reports, oldest first, stopping at the first that cannot go now. */
export function sendWaitingReports(): Promise<void> {
  sending ??= withTabLock(sendInOrder).finally(() => {
    sending = undefined;
  });
  return sending;
}

async function sendInOrder(): Promise<void> {
  const rows = await listDeferred('client-error');
  for (const row of rows) {
    try {
      await deliver(row.body as Report);
    } catch (error) {
      const refusedForGood = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
      if (!refusedForGood) return; // offline, unreachable or busy: it waits, and so does every later one
      console.warn('Error report refused', error);
    }
    if (row.seq !== undefined) await removeDeferred(row.seq);
  }
  markWaiting(false);
}

/** Posts one report; the shop's first storing of it also goes to Sentry. */
async function deliver(report: Report): Promise<void> {
  const answer = await callEndpoint(reportEndpoint, report);
  if (answer.data.stored) void captureInSentry(report);
}

/** The storefront config's Sentry settings, asked once per page (null: none; asked again after a failure). */
function sentrySettingsOnce(): Promise<SentrySettings | null> {
  sentrySettings ??= callEndpoint(getStorefrontConfig, {}).then(
    ({ errorReporting: { sentryDsn, environment } }) => (sentryDsn ? { dsn: sentryDsn, environment } : null),
    () => {
      sentrySettings = undefined;
      return null;
    },
  );
  return sentrySettings;
}

function loadSentry(settings: SentrySettings, release: string): Promise<Sentry> {
  sentry ??= import('./sentry-client').then((Sentry) => {
    Sentry.init({ dsn: settings.dsn, environment: settings.environment, release, defaultIntegrations: false });
    return Sentry;
  });
  return sentry;
}

async function captureInSentry(report: Report): Promise<void> {
  try {
    const settings = await sentrySettingsOnce();
    if (!settings) return;
    const Sentry = await loadSentry(settings, report.buildId);
    const thrown = thrownById.get(report.id);
    thrownById.delete(report.id);
    Sentry.withScope((scope) => {
      scope.setTags({ kind: report.kind, route: report.route, request_id: report.requestId ?? 'none', report_id: report.id });
      if (report.componentStack) scope.setContext('react', { componentStack: report.componentStack });
      Sentry.captureException(thrown instanceof Error ? thrown : rebuilt(report));
    });
  } catch (error) {
    console.warn('Sentry not reached', error);
  }
}

/** An Error standing for a report made on an earlier visit (offline), with its message and stack. */
function rebuilt(report: Report): Error {
  const error = new Error(report.message);
  if (report.stack) error.stack = report.stack;
  return error;
}

/** Runs `work` while holding the tab-wide lock of the reports (other tabs wait), or directly without Web Locks. */
function withTabLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator.locks?.request !== 'function') return work();
  return navigator.locks.request('shop-error-reports', work);
}

function markWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(REPORTS_WAITING_HINT, '1');
    else localStorage.removeItem(REPORTS_WAITING_HINT);
  } catch {
    // storage refused: the next start looks anyway
  }
}

/** Forgets Sentry's settings and SDK (tests). */
export function resetSenderForTests(): void {
  resetCaughtErrorsForTests();
  thrownById.clear();
  sentrySettings = undefined;
  sentry = undefined;
}
