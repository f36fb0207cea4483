/**
 * A statement that fails, instead of matching nothing, when the rows it is about are not there (a
 * claim taken over, a cart no longer as remembered). Failing is what lets it be sent with its
 * transaction's COMMIT in one round trip (keyed-transaction.ts, `commitWith`): the failure aborts
 * the transaction, and that COMMIT rolls everything back. Such a statement selects `failUnlessMatched`
 * from a CTE of its UPDATE … RETURNING (or SELECT … FOR UPDATE): it divides by the CTE's rows, and
 * PostgreSQL raises division_by_zero when there are none.
 */
import { sql } from 'drizzle-orm';

/** SQLSTATE of such a statement when it matched nothing (division_by_zero). */
export const NOTHING_MATCHED = '22012';

/** The selected value, named `alias`, that fails the statement when the rows it counts are none. */
export const failUnlessMatched = (alias: string) => sql<number>`1 / count(*)::integer`.as(alias);

/** True when `error` is such a statement's failure. */
export const matchedNothing = (error: unknown) => (error as { code?: unknown } | null)?.code === NOTHING_MATCHED;
