/**
 * PGlite's query() passes each statement through PostgreSQL in six calls (Parse, Describe statement,
 * Bind, Describe portal, Execute, Sync: each its own trip into the WebAssembly and through PGlite's
 * message parser), the first Describe only to learn the parameters' types and serialise them by
 * type. A cart write of four statements made two dozen such calls, most of a write's time
 * (docs/benchmarks.md). This sends the same extended-protocol messages as one buffer in one call
 * (pglite-wire.ts) to PGlite's thread (pglite-thread.ts), and its transactions send BEGIN with
 * their first statement and COMMIT with their last (pglite-transaction.ts). Each text is prepared
 * once under a name and bound to it afterwards (statement-cache.ts).
 *
 * The locks are PGlite's: outside a transaction the transaction lock and the query lock, inside
 * one the query lock. They are held while a call is sent, not while its answer comes back: the
 * thread runs calls in the order they were sent, so the next one may leave before the last one is
 * answered, and PostgreSQL never waits for this thread to come round to an answer.
 */
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { sender } from './pglite-send';
import type { PGliteThread } from './pglite-thread';
import { oneCallTransaction } from './pglite-transaction';
import { textsOf } from './pglite-wire';
import { StatementCache } from './statement-cache';

/** What drizzle's PGlite driver calls on its client: query() and transaction(), nothing else. */
export interface OneCallClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** query() and transaction() over PGlite's thread, each statement in one call. */
export function oneCallQueries(pg: PGliteThread, statements = new StatementCache()): OneCallClient {
  const send = sender(pg, statements);
  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      const values = textsOf(params);
      if (!values || options?.blob) throw new TypeError('a query takes parameters with a text form only, and no blob');
      pg.refuseIfClosed();
      const sent = await pg.exclusiveTransaction(() =>
        pg.exclusiveQuery(async () => ({ results: send({ text, values, options }, { syncToFs: true }) })),
      );
      const [result] = await sent.results;
      return result as Results<T>;
    },
    transaction: oneCallTransaction(pg, send),
  };
}
