/**
 * Client error reports (uncaught errors, unhandled rejections, error boundary catches): stored and
 * logged by the shop so that a failure a shopper met can be found with its build, route and the
 * request id of the API answer before it. `id` is made by the browser: a report sent again (a retry
 * after a lost answer, two tabs coming online together) is stored once.
 */
import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS as LIMITS } from '../analytics/client-errors';
import { endpoint } from './define';

const text = (max: number) => z.string().max(max, { error: `must be at most ${max} characters` });

export const clientErrorReportSchema = z.object({
  id: z.uuid({ error: 'must be a report id (a uuid)' }),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: text(LIMITS.message).min(1, { error: 'must not be empty' }),
  stack: text(LIMITS.stack).nullable().default(null),
  componentStack: text(LIMITS.componentStack).nullable().default(null),
  /** path and query of the page where it happened */
  route: text(LIMITS.route).startsWith('/', { error: "must be a path starting with '/'" }),
  /** the build of the page (its meta build-id) */
  buildId: text(LIMITS.buildId).min(1, { error: 'must not be empty' }),
  /** the x-request-id of the last API answer the page had; null before any */
  requestId: text(LIMITS.requestId).nullable().default(null),
  /** when the browser caught it (a report made offline is sent later) */
  occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** POST /api/client-errors: stores and logs one report; rate limited per client. */
export const reportClientError = endpoint({
  path: '/api/client-errors',
  methods: ['POST'],
  input: clientErrorReportSchema,
  output: z.object({ data: z.object({ id: z.string(), stored: z.boolean() }) }),
});
