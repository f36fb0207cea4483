/**
 * node-postgres connections that keep each parameterised statement prepared: node-postgres sends a
 * query without a name as an unnamed statement, which PostgreSQL parses, analyses and plans on
 * every call (about a third of its work on a cart write, docs/benchmarks.md). This client gives
 * every query that has parameters a name per text (statement-cache.ts); node-postgres then parses
 * it once per connection and binds to it afterwards. Queries without parameters (BEGIN, COMMIT,
 * migrations of several statements) keep the simple protocol.
 *
 * Its connections also run in node-postgres' pipeline mode, so fewer round trips reach the server
 * (each costs a write to the socket, a wake-up of the server's backend and a read: on the cart
 * write these were four tenths of the shop process, docs/benchmarks.md):
 * - a transaction's BEGIN is held back and sent with its first statement (an empty transaction
 *   sends nothing at all);
 * - what is queried in one turn of the event loop goes out in one write (a statement not awaited
 *   before the COMMIT goes with it: see keyed-transaction.ts).
 * Every caller still awaits each statement before the next, so the order and the outcome of each
 * statement are what they were; only the waiting between them is shorter.
 */
import pg from 'pg';
import { StatementCache } from './statement-cache';

/** The parts of node-postgres's connection this relies on: which names it believes parsed. */
interface ParsedStatements {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/** The query as a config to name, or null when it is not a plain query with parameters (left as it is). */
function parameterisedQuery(config: unknown, values: unknown): pg.QueryConfig | null {
  const query: pg.QueryConfig | null =
    typeof config === 'string'
      ? { text: config }
      : config && typeof config === 'object' && !('submit' in config) && !('name' in config && config.name)
        ? (config as pg.QueryConfig)
        : null;
  if (typeof query?.text !== 'string') return null;
  const hasValues = (Array.isArray(values) && values.length > 0) || (Array.isArray(query.values) && query.values.length > 0);
  return hasValues ? query : null;
}

/** The text of a plain query given as a string or a config, else undefined. */
function plainText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  return config && typeof config === 'object' && !('submit' in config) ? (config as pg.QueryConfig).text : undefined;
}

const isBareBegin = (text: string | undefined) => text !== undefined && /^\s*begin\s*;?\s*$/i.test(text);
const isTransactionEnd = (text: string | undefined) => text !== undefined && /^\s*(commit|rollback|end)\s*;?\s*$/i.test(text);

/** True when `config` is a query that ends a transaction (COMMIT, ROLLBACK or END), as a string or a config. */
export const endsTransaction = (config: unknown) => isTransactionEnd(plainText(config));

/** What node-postgres answers to BEGIN, COMMIT or ROLLBACK: a command without rows. */
const commandResult = (command: string): pg.QueryResult => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/** node-postgres's own query(), called with whichever of its overloads the caller used. */
const passOn = pg.Client.prototype.query as (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

type ClientConfig = pg.ClientConfig & { statementsKept?: number };

export class PreparingClient extends pg.Client {
  readonly #statements: StatementCache;
  /**
   * a BEGIN not sent yet: it goes out with the transaction's first statement (only a bare BEGIN is
   * held, as Drizzle's transactions send it, which always end what they began)
   */
  #beginHeld = false;
  #writesHeld = false;

  constructor(config?: string | ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), pipeline: true } as pg.ClientConfig);
    this.#statements = new StatementCache(typeof config === 'object' ? config.statementsKept : undefined);
  }

  // node-postgres's query() has many overloads; this one holds back a BEGIN, names a plain query with
  // parameters and passes it on
  // biome-ignore lint/suspicious/noExplicitAny: the overloads' union is not expressible without any
  override query(config: any, values?: any, callback?: any): any {
    const text = plainText(config);
    if (!callback && isBareBegin(text) && !this.#beginHeld) {
      this.#beginHeld = true;
      return Promise.resolve(commandResult('BEGIN'));
    }
    if (this.#beginHeld && !callback && isTransactionEnd(text)) {
      this.#beginHeld = false; // nothing ran since BEGIN: there is nothing to end
      return Promise.resolve(commandResult(/^\s*rollback/i.test(text!) ? 'ROLLBACK' : 'COMMIT'));
    }
    this.#holdWritesThisTurn();
    const begun = this.#sendHeldBegin();
    const sent = this.#send(config, values, callback);
    if (!begun) return sent;
    // BEGIN fails only with its connection, and the statement sent behind it then fails as well
    if (sent instanceof Promise) return Promise.all([begun, sent]).then(([, result]) => result);
    begun.catch(() => {});
    return sent;
  }

  #send(config: unknown, values: unknown, callback: unknown): unknown {
    const query = parameterisedQuery(config, values);
    if (!query) return passOn.call(this, config, values, callback);
    const plan = this.#statements.use(query.text);
    for (const name of plan.close) this.#close(name);
    return passOn.call(this, { ...query, name: plan.name }, values, callback);
  }

  #sendHeldBegin(): Promise<unknown> | undefined {
    if (!this.#beginHeld) return undefined;
    this.#beginHeld = false;
    return passOn.call(this, 'BEGIN') as Promise<unknown>;
  }

  /**
   * Corks the socket until the end of this turn of the event loop (after the promise callbacks it
   * runs), so the statements queried meanwhile leave in one write: the idiom Node's stream
   * documentation gives for cork().
   */
  #holdWritesThisTurn(): void {
    const stream = (this as unknown as { connection: { stream?: NodeJS.WritableStream & { cork?(): void; uncork?(): void } } }).connection
      .stream;
    if (this.#writesHeld || !stream?.cork || !stream.uncork) return;
    this.#writesHeld = true;
    stream.cork();
    process.nextTick(() => {
      this.#writesHeld = false;
      stream.uncork?.();
    });
  }

  /** Closes a statement the cache let go of: node-postgres forgets it, the server deallocates it. */
  #close(name: string): void {
    const connection = (this as unknown as { connection: ParsedStatements }).connection;
    delete connection.parsedStatements[name];
    delete connection.submittedNamedStatements[name];
    // in a failed transaction this fails and the statement stays until the connection closes: harmless, names are never reused
    void super.query(`DEALLOCATE ${name}`).catch(() => {});
  }
}
