/**
 * PGlite's query() passes each statement through PostgreSQL in six calls (Parse, Describe statement,
 * Bind, Describe portal, Execute, Sync: each its own trip into the WebAssembly and through PGlite's
 * message parser), the first Describe only to learn the parameters' types and serialise them by
 * type. A cart write of four statements made two dozen such calls, most of a write's time
 * (docs/benchmarks.md). This sends the same extended-protocol messages as one buffer in one call,
 * parameters as text of unspecified type: the server types them from the statement, exactly as
 * for node-postgres, which sends every query of the shop that way to PostgreSQL. Each text is
 * prepared once under a name and bound to it afterwards (statement-cache.ts).
 *
 * Same locks as query(): outside a transaction the transaction lock and the query lock, inside
 * one (the Transaction's query) the query lock. A parameter that is not a string, number, bigint,
 * boolean, Date or null (an array, a buffer, an object) keeps PGlite's own query().
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { StatementCache, type StatementPlan } from './statement-cache';

const { serialize } = protocol;

/** The text a parameter is sent as, null for SQL NULL, undefined when this path does not take it. */
function textOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
  }
  return value instanceof Date ? value.toISOString() : undefined;
}

/** Every parameter as text, or undefined when one is of a kind left to query(). */
function textsOf(params: unknown[]): (string | null)[] | undefined {
  const texts: (string | null)[] = [];
  for (const param of params) {
    const text = textOf(param);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts;
}

function messagesOf(plan: StatementPlan, text: string, values: (string | null)[]): Uint8Array {
  const parts = [
    ...plan.close.map((name) => serialize.close({ type: 'S', name })),
    ...(plan.parse ? [serialize.parse({ name: plan.name, text, types: [] })] : []),
    serialize.bind({ statement: plan.name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
  const buffer = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    buffer.set(part, at);
    at += part.length;
  }
  return buffer;
}

/**
 * Waits for the event loop's next turn. PGlite runs each statement synchronously and hands its lock
 * to the next waiter in a microtask, so without this a queue of statements ran to its end in one
 * turn of the event loop, and Node accepts one new connection per turn: under load a new client
 * waited seconds to be let in while those already connected were served (docs/benchmarks.md).
 */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** `pg` with query() (its own and its transactions') sending each statement in one call. */
export function oneCallQueries(pg: PGlite, statements = new StatementCache()): PGlite {
  /** Runs the statement; the caller holds the locks. */
  async function run<T>(text: string, values: (string | null)[], options: QueryOptions | undefined, inTransaction: boolean) {
    await turnOfTheEventLoop();
    const plan = statements.use(text);
    const sent = messagesOf(plan, text, values);
    const { messages } = await pg.execProtocol(sent, { syncToFs: !inTransaction, onNotice: options?.onNotice }).catch((error: unknown) => {
      statements.failed(plan, text);
      throw error;
    });
    // the caller's parsers (drizzle gives some with every query) over PGlite's, by prototype: handed
    // over as options.parsers, parseResults would copy PGlite's 318 parsers into a new object per
    // statement, about 0.1 ms each time
    const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers), options.parsers) : pg.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const query: Query = async (text, params = [], options) => {
    const values = textsOf(params);
    if (!values || options?.blob) return pg.query(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(text, values, options, false)));
  };

  const inTransaction = (tx: Transaction): Transaction => {
    const txQuery: Query = async (text, params = [], options) => {
      const values = textsOf(params);
      if (!values || options?.blob) return tx.query(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return pg._runExclusiveQuery(() => run(text, values, options, true));
    };
    return new Proxy(tx, { get: (target, name, receiver) => (name === 'query' ? txQuery : Reflect.get(target, name, receiver)) });
  };
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) => pg.transaction((tx) => callback(inTransaction(tx)));

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
