/**
 * PGlite's query() passes each statement through PostgreSQL in six calls (Parse, Describe statement,
 * Bind, Describe portal, Execute, Sync: each its own trip into the WebAssembly and through PGlite's
 * message parser), the first Describe only to learn the parameters' types and serialise them by
 * type. A cart write of four statements made two dozen such calls, most of a write's time
 * (docs/benchmarks.md). This sends the same extended-protocol messages as one buffer in one call
 * (pglite-wire.ts), and its transactions send BEGIN with their first statement and COMMIT with
 * their last (pglite-transaction.ts). Each text is prepared once under a name and bound to it
 * afterwards (statement-cache.ts).
 *
 * Same locks as PGlite's own: outside a transaction the transaction lock and the query lock, inside
 * one the query lock.
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { sender, turnOfTheEventLoop } from './pglite-send';
import { oneCallTransaction } from './pglite-transaction';
import { textsOf } from './pglite-wire';
import { StatementCache } from './statement-cache';

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** `pg` with query() and transaction() sending each statement in one call. */
export function oneCallQueries(pg: PGlite, statements = new StatementCache()): PGlite {
  const send = sender(pg, statements);

  const query: Query = async (text, params = [], options) => {
    const values = textsOf(params);
    if (!values || options?.blob) return pg.query(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        await turnOfTheEventLoop();
        const [result] = await send({ text, values, options }, { syncToFs: true });
        return result as Results<never>;
      }),
    );
  };
  const transaction = oneCallTransaction(pg, send);

  return new Proxy(pg, {
    get(target, name) {
      if (name === 'query') return query;
      if (name === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, name, target);
      // PGlite's methods use private fields: they must run on PGlite itself, not on this proxy
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
