/**
 * The transaction a request's writes run in. Services receive it in their request scope and never
 * learn whether an Idempotency-Key stands behind it (see keyed-transaction.ts).
 */
import type { Db } from './client';

/**
 * Runs `work(tx)` in one database transaction and gives back its result. Behind an Idempotency-Key
 * the request's answer is stored in that same transaction. Rules for `work` and the code after it:
 * use only `tx` inside `work` (on PGlite `db` would wait forever for the one connection the
 * transaction holds); reads may use `db` before; after `work` returns, only pure code until the
 * handler returns; at most one call per request; anything thrown rolls the writes back.
 */
export type Transact = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/** A plain transaction of `db` (a request without an Idempotency-Key, or work outside requests). */
export function plainTransact(db: Db): Transact {
  return (work) => db.transaction((tx) => work(tx));
}
