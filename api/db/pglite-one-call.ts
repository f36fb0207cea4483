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

/** What follows every Bind: describe the unnamed portal, execute it, sync. */
const DESCRIBE_EXECUTE_SYNC = Buffer.concat([serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);

/**
 * A Bind of the unnamed portal to `statement`, every value as text (no format codes: all text),
 * written into one buffer sized first. PGlite's serializer grows its buffer value by value, which
 * for a cart write's large JSON values was some 6 % of the process (docs/benchmarks.md).
 */
export function bindMessage(statement: string, values: (string | null)[]): Buffer {
  // length, portal name (empty), statement name, format codes (none), parameter count, result format codes (none)
  let length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const value of values) length += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const message = Buffer.allocUnsafe(1 + length);
  message[0] = 0x42; // 'B'
  let at = message.writeInt32BE(length, 1);
  message[at++] = 0;
  at += message.write(statement, at);
  message[at++] = 0;
  at = message.writeInt16BE(0, at);
  at = message.writeInt16BE(values.length, at);
  for (const value of values) {
    if (value === null) {
      at = message.writeInt32BE(-1, at);
      continue;
    }
    const written = message.write(value, at + 4);
    message.writeInt32BE(written, at);
    at += 4 + written;
  }
  message.writeInt16BE(0, at);
  return message;
}

function messagesOf(plan: StatementPlan, text: string, values: (string | null)[]): Uint8Array {
  return Buffer.concat([
    ...plan.close.map((name) => serialize.close({ type: 'S', name })),
    ...(plan.parse ? [serialize.parse({ name: plan.name, text, types: [] })] : []),
    bindMessage(plan.name, values),
    DESCRIBE_EXECUTE_SYNC,
  ]);
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
