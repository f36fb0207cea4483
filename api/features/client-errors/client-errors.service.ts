/**
 * Client error reports: stored once per report id and logged with pino, carrying the request id of
 * the API answer the page had last (so the report and the server's own lines of that request are
 * found together). Uncaught errors and boundary catches are logged at error level; an unhandled
 * rejection (often a dropped connection) at warn. The per-client rate limit and the body limit are
 * the HTTP edge's (api/http/request-limits.ts, app.ts).
 */
import { pathOfRoute, redactSecretParameters } from '../../../core/analytics/client-errors';
import type { ClientErrorReport } from '../../../core/contract/client-errors';
import type { RequestScope } from '../../request-scope';
import type { ClientErrorStore } from './client-errors.store';

/** What the edge knows of the sender beyond the report. */
export interface ClientErrorSender {
  /** the request id of the report's own request */
  requestId: string;
  userAgent: string | null;
}

type ParsedReport = Required<ClientErrorReport>;

/**
 * The report as it is kept and logged: the route without its query (a reset or verification link
 * carries its token there), and any secret URL parameter in the texts redacted, whatever the
 * page that sent it did (an older page sent its query).
 */
function withoutSecrets(report: ParsedReport): ParsedReport {
  const redact = (text: string | null) => (text === null ? null : redactSecretParameters(text));
  return {
    ...report,
    route: pathOfRoute(report.route),
    message: redactSecretParameters(report.message),
    stack: redact(report.stack),
    componentStack: redact(report.componentStack),
  };
}

export function createClientErrorService(deps: { store: ClientErrorStore }) {
  return {
    async report(scope: RequestScope, sent: ParsedReport, sender: ClientErrorSender): Promise<{ id: string; stored: boolean }> {
      const report = withoutSecrets(sent);
      const stored = await deps.store.insert({
        ...report,
        site: scope.site,
        occurredAt: new Date(report.occurredAt),
        reportRequestId: sender.requestId,
        userAgent: sender.userAgent?.slice(0, 500) ?? null,
      });
      if (stored) {
        const level = report.kind === 'unhandledrejection' ? 'warn' : 'error';
        const { id, kind, message, route, buildId, requestId, stack } = report;
        scope.log[level]({ clientError: { id, kind, message, route, buildId, stack }, clientRequestId: requestId }, 'client error');
      }
      return { id: report.id, stored };
    },
  };
}
export type ClientErrorService = ReturnType<typeof createClientErrorService>;
