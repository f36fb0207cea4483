/**
 * PGlite's transactions in fewer calls into its WebAssembly. PGlite's own transaction() runs BEGIN
 * and COMMIT each as a query of their own (two calls each, their results parsed): some 8 % of the
 * shop process under the cart-write bench (docs/benchmarks.md). Here BEGIN goes out in the same
 * call as the transaction's first statement, and COMMIT in the same call as its last one when that
 * statement is still waiting to run as the transaction's work returns (the keyed transaction sends
 * its stored answer that way, keyed-transaction.ts); otherwise COMMIT goes alone. A transaction
 * that ran no statement sends nothing.
 *
 * It behaves as PGlite's: the transaction lock for its whole length, the query lock per statement,
 * a rollback when the work throws, TransactionAbortedError when COMMIT finds the transaction failed
 * (a statement failed and the work went on), `closed` once it ended. Only query() is offered: all
 * that Drizzle calls on a transaction.
 */
import { type PGlite, protocol, type QueryOptions, type Results, type Transaction, TransactionAbortedError } from '@electric-sql/pglite';
import { type SendStatement, turnOfTheEventLoop } from './pglite-send';
import { textsOf } from './pglite-wire';

const BEGIN = protocol.serialize.query('BEGIN');
const COMMIT = protocol.serialize.query('COMMIT');
const ROLLBACK = protocol.serialize.query('ROLLBACK');

type Ending = 'COMMIT' | 'ROLLBACK';

/** How a call that ended the transaction ended it: PostgreSQL answers COMMIT with ROLLBACK when the transaction had failed. */
const endingOf = (results: Results[]): Ending => (results.at(-1)?.command === 'COMMIT' ? 'COMMIT' : 'ROLLBACK');

class OneCallTransaction {
  /** BEGIN went out (with the first statement) */
  #begun = false;
  /** statements queried and not yet sent */
  #waiting = 0;
  /** the work returned: the last waiting statement takes COMMIT along */
  #committing = false;
  /** how the transaction ended, once it did */
  #ended: Ending | undefined;
  #closed = false;

  constructor(
    private readonly pg: PGlite,
    private readonly send: SendStatement,
  ) {}

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (this.#closed) throw new Error('Transaction is closed');
    const values = textsOf(params);
    if (!values || options?.blob) throw new TypeError('a transaction takes parameters with a text form only, and no blob');
    this.#waiting++;
    return this.pg._runExclusiveQuery(async () => {
      await turnOfTheEventLoop();
      this.#waiting--;
      const before = this.#begun ? undefined : BEGIN;
      this.#begun = true;
      const commit = this.#committing && this.#waiting === 0;
      const results = await this.send({ text, values, options }, { before, after: commit ? COMMIT : undefined, syncToFs: commit }).catch(
        (error: unknown) => {
          if (commit) this.#ended = 'ROLLBACK'; // a failed statement turns the COMMIT behind it into a rollback
          throw error;
        },
      );
      if (commit) this.#ended = endingOf(results);
      return results[before ? 1 : 0] as Results<T>;
    });
  }

  /** Ends the transaction as `how` says (after the statements still waiting), unless its last statement already did. */
  async end(how: Ending): Promise<void> {
    this.#closed = true;
    if (how === 'COMMIT') this.#committing = true;
    await this.pg._runExclusiveQuery(async () => {
      if (this.#ended || !this.#begun) return;
      const results = await this.send(null, { after: how === 'COMMIT' ? COMMIT : ROLLBACK, syncToFs: true });
      this.#ended = endingOf(results);
    });
    if (how === 'COMMIT' && this.#ended === 'ROLLBACK') throw new TransactionAbortedError();
  }
}

/** A transaction() for `pg` that sends its statements through `send`. */
export function oneCallTransaction(pg: PGlite, send: SendStatement) {
  return async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    await pg._checkReady();
    return pg._runExclusiveTransaction(async () => {
      const tx = new OneCallTransaction(pg, send);
      let result: T;
      try {
        result = await work(tx as unknown as Transaction);
      } catch (error) {
        await tx.end('ROLLBACK');
        throw error;
      }
      await tx.end('COMMIT');
      return result;
    });
  };
}
