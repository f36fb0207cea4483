/**
 * The pool Drizzle's transactions take their connections from: a transaction's connection goes to
 * the next transaction waiting for one as soon as its COMMIT (or ROLLBACK) is sent, not when that
 * answer comes back. The connections run in node-postgres' pipeline mode (preparing-pg-client.ts),
 * so the next transaction's statements follow the COMMIT on the wire and PostgreSQL's backend goes
 * from one to the next, where it used to sit idle for a round trip through this process.
 *
 * What a transaction sees does not change: PostgreSQL runs a connection's statements in the order
 * they were sent, so the next transaction begins after the COMMIT before it; each statement ends
 * with a Sync of its own, so a failure ends only its own transaction. It cannot deadlock: a
 * connection is lent only once its transaction has sent everything it will send, so what waits
 * behind it on that connection waits for work the server finishes alone.
 */
import type pg from 'pg';
import { endsTransaction } from './preparing-pg-client';

/** What a ROLLBACK after a failed COMMIT answers: a command without rows, as node-postgres gives one. */
const ENDED: pg.QueryResult = { command: 'ROLLBACK', rowCount: null, oid: 0, rows: [], fields: [] };

/**
 * A transaction's hold on a connection. It ends at release(), or at its COMMIT or ROLLBACK when
 * another transaction is waiting for a connection: with none waiting the connection goes back when
 * the COMMIT is answered, as usual, so that a transaction arriving later takes a connection that is
 * free rather than the one still committing (the pool hands out the last one returned first).
 */
class Lease {
  #client: pg.PoolClient | null;
  readonly #pool: pg.Pool;

  constructor(client: pg.PoolClient, pool: pg.Pool) {
    this.#client = client;
    this.#pool = pool;
  }

  // node-postgres's query() has many overloads; Drizzle calls it with a config and no callback
  // biome-ignore lint/suspicious/noExplicitAny: the overloads' union is not expressible without any
  query(config: any, values?: any, callback?: any): any {
    const client = this.#client;
    if (!client) {
      // Drizzle rolls back when the COMMIT failed: that failure already ended the transaction, and
      // the connection may carry another one now
      if (endsTransaction(config)) return Promise.resolve(ENDED);
      throw new Error('a connection was queried after its transaction had ended');
    }
    const answer = client.query(config, values, callback);
    if (this.#pool.waitingCount > 0 && endsTransaction(config)) this.release();
    return answer;
  }

  release(error?: Error | boolean): void {
    const client = this.#client;
    this.#client = null;
    client?.release(error);
  }
}

/**
 * A pg.Pool as Drizzle uses one: queries outside transactions go to the pool as they are. Its name
 * holds "Pool" because Drizzle tells a pool from a single connection by its class's name, and for
 * a pool it takes a connection of its own for each transaction.
 */
export class LendingPool {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async connect(): Promise<Lease> {
    return new Lease(await this.#pool.connect(), this.#pool);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's query() overloads, passed on
  query(config: any, values?: any, callback?: any): any {
    return this.#pool.query(config, values, callback);
  }
}
