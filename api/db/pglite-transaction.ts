/**
 * PGlite's transactions in fewer calls into its WebAssembly. PGlite's own transaction() runs BEGIN
 * and COMMIT each as a query of their own (two calls each, their results parsed): some 8 % of the
 * shop process under the cart-write bench (docs/benchmarks.md). Here BEGIN goes out in the same
 * call as the transaction's first statement, and COMMIT in the same call as its last one when that
 * statement is still waiting to run as the transaction's work returns (the keyed transaction sends
 * its stored answer that way, keyed-transaction.ts); otherwise COMMIT goes alone. A transaction
 * that ran no statement sends nothing.
 *
 * It behaves as PGlite's: a rollback when the work throws, TransactionAbortedError when COMMIT
 * finds the transaction failed (a statement failed and the work went on), `closed` once it ended.
 * Only query() is offered: all that Drizzle calls on a transaction.
 *
 * The transaction lock is taken by its first statement, not as the transaction opens: until then
 * the work runs in JavaScript only (a cart write computes its change from the cart it remembers) and
 * other transactions may use the database. It is held until the call that ends the transaction
 * has been sent, and each statement holds the query lock while it is sent (pglite-one-call.ts).
 * A statement is sent when the work ends the transaction or when the event loop comes round (the
 * work waits on it), whichever is first: a cart write's UPDATE and its stored answer leave as the
 * work ends, in two calls instead of three, and no other transaction waits while the request
 * builds the answer it stores (docs/benchmarks.md, "What the kept tuning buys").
 */
import { protocol, type QueryOptions, type Results, type Transaction, TransactionAbortedError } from '@electric-sql/pglite';
import type { SendStatement } from './pglite-send';
import type { PGliteThread } from './pglite-thread';
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
  /** how the transaction ends, once the call that ends it went out */
  #ending: Promise<Ending> | undefined;
  #closed = false;
  /** the transaction lock, once asked for: taken as the first statement is sent, held until the end */
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;
  /** resolves when the statements queried so far may be sent: at the end, or when the work waits on one */
  #sendable: Promise<void> | undefined;
  #sendNow: (() => void) | undefined;

  constructor(
    private readonly pg: PGliteThread,
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
    await this.#whenSendable();
    await this.#lock();
    const sent = await this.pg.exclusiveQuery(async () => {
      this.#waiting--;
      const before = this.#begun ? undefined : BEGIN;
      this.#begun = true;
      const commit = this.#committing && this.#waiting === 0;
      const results = this.send({ text, values, options }, { before, after: commit ? COMMIT : undefined, syncToFs: commit });
      // a failed statement turns the COMMIT behind it into a rollback
      if (commit) this.#ending = results.then(endingOf, () => 'ROLLBACK' as const);
      return { results, before };
    });
    const results = await sent.results;
    return results[sent.before ? 1 : 0] as Results<T>;
  }

  /**
   * The statements wait until the work ends the transaction, or until the event loop comes round
   * (the work waits on one of them): the statements that leave with the COMMIT then hold the
   * transaction lock only while they are sent, not while the work builds its answer.
   */
  #whenSendable(): Promise<void> {
    this.#sendable ??= new Promise<void>((sendable) => {
      this.#sendNow = sendable;
      setImmediate(sendable);
    });
    return this.#sendable;
  }

  /**
   * Takes the transaction lock for the rest of this transaction, on its first statement: until it
   * sends one, the work runs in JavaScript only and other transactions may use the database.
   */
  #lock(): Promise<void> {
    this.#held ??= new Promise<void>((taken) => {
      void this.pg.exclusiveTransaction(
        () =>
          new Promise<void>((release) => {
            this.#release = release;
            taken();
          }),
      );
    });
    return this.#held;
  }

  /** Ends the transaction as `how` says (after the statements still waiting), unless its last statement already did. */
  async end(how: Ending): Promise<void> {
    this.#closed = true;
    if (how === 'COMMIT') this.#committing = true;
    if (!this.#sendable) return; // no statement: nothing began, nothing to end
    this.#sendNow?.();
    try {
      // after the statements still waiting: they awaited both first
      await this.#sendable;
      await this.#lock();
      await this.pg.exclusiveQuery(async () => {
        if (this.#ending || !this.#begun) return;
        this.#ending = this.send(null, { after: how === 'COMMIT' ? COMMIT : ROLLBACK, syncToFs: true }).then(endingOf);
      });
    } finally {
      // the ending is on its way: what comes next goes after it
      this.#release?.();
    }
    const ended = await this.#ending;
    if (how === 'COMMIT' && ended === 'ROLLBACK') throw new TransactionAbortedError();
  }
}

/** A transaction() for `pg` that sends its statements through `send`. */
export function oneCallTransaction(pg: PGliteThread, send: SendStatement) {
  return async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    pg.refuseIfClosed();
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
  };
}
