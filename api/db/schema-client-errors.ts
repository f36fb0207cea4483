/**
 * Error reports of the web app (uncaught errors, unhandled rejections, error boundary catches), one
 * row per report id the browser made: a report sent twice (a lost answer, two tabs) is kept once.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey(),
    site: text('site').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    route: text('route').notNull(),
    buildId: text('build_id').notNull(),
    /** the x-request-id of the last API answer the page had (its server log lines carry it) */
    requestId: text('request_id'),
    /** the request id of the report itself */
    reportRequestId: text('report_request_id').notNull(),
    userAgent: text('user_agent'),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [
    index('client_errors_received_idx').on(table.receivedAt),
    check('client_errors_site', sql`${table.site} in ('DTC', 'HPSF')`),
    check('client_errors_kind', sql`${table.kind} in ('error', 'unhandledrejection', 'boundary')`),
  ],
);

export type ClientErrorRow = typeof clientErrors.$inferSelect;
