/**
 * Client error reporting, the part every page carries, kept to a few lines: it catches uncaught
 * errors, unhandled rejections and what the error boundaries catch, notes where and when, and
 * hands the rest to the sender (send-client-errors.ts), which loads only when there is something
 * to send (docs/analytics.md).
 */
import type { ClientErrorKind } from '../../../core/analytics/client-errors';
import { lastApiRequestId } from '../../lib/request-id';

/** Set while reports wait on the device (send-client-errors.ts), read at start. */
export const REPORTS_WAITING_HINT = 'shop:error-reports-waiting';

const loadSender = () => import('./send-client-errors');

/** Reports `thrown` to the shop (and to Sentry when configured); never throws, never reports itself. */
export function reportClientError(thrown: unknown, kind: ClientErrorKind, componentStack: string | null = null): void {
  const context = {
    // the path only: a query may carry a secret (a reset link's token) or a shopper's search
    route: window.location.pathname,
    requestId: lastApiRequestId(),
    occurredAt: new Date().toISOString(),
  };
  loadSender()
    .then((sender) => sender.report(thrown, kind, componentStack, context))
    .catch((error: unknown) => console.warn('Error report not sent', error));
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

function reportsMayWait(): boolean {
  try {
    return localStorage.getItem(REPORTS_WAITING_HINT) !== null;
  } catch {
    return true;
  }
}
