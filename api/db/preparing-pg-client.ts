/**
 * node-postgres connections that keep each parameterised statement prepared: node-postgres sends a
 * query without a name as an unnamed statement, which PostgreSQL parses, analyses and plans on
 * every call (about a third of its work on a cart write, docs/benchmarks.md). This client gives
 * every query that has parameters a name per text (statement-cache.ts); node-postgres then parses
 * it once per connection and binds to it afterwards. Queries without parameters (BEGIN, COMMIT,
 * migrations of several statements) keep the simple protocol.
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

/** node-postgres's own query(), called with whichever of its overloads the caller used. */
const passOn = pg.Client.prototype.query as (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

export class PreparingClient extends pg.Client {
  readonly #statements: StatementCache;

  constructor(config?: string | (pg.ClientConfig & { statementsKept?: number })) {
    super(config);
    this.#statements = new StatementCache(typeof config === 'object' ? config.statementsKept : undefined);
  }

  // node-postgres's query() has many overloads; this one only names a plain query before passing it on
  // biome-ignore lint/suspicious/noExplicitAny: the overloads' union is not expressible without any
  override query(config: any, values?: any, callback?: any): any {
    const query = parameterisedQuery(config, values);
    if (!query) return passOn.call(this, config, values, callback);
    const plan = this.#statements.use(query.text);
    for (const name of plan.close) this.#close(name);
    return passOn.call(this, { ...query, name: plan.name }, values, callback);
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
