/**
 * The transaction of one request holding an Idempotency-Key (see http/idempotency.ts): the handler's
 * writes and the stored answer commit together. The handler's `work` runs first; the transaction
 * then stays open until the middleware knows the answer the endpoint sends, stores it with the
 * same connection and commits (or rolls back when the request failed after all).
 */
import type { Db } from './client';
import type { Transact } from './transact';

/** An answer as it is stored for replay: its status and its body's JSON text (the same text the client is sent). */
export interface StoredAnswer {
  status: number;
  json: string;
}

/** What the keyed transaction needs from the idempotency records. */
export interface KeyRecords<Claimed> {
  transaction: Transact;
  /**
   * locks the claim's record in `tx`; false when another request took the key over meanwhile, and
   * `tx` is then aborted (so that a COMMIT sent with it rolls back)
   */
  hold(claimed: Claimed, tx: Db): Promise<boolean>;
  /** marks the claim done with `answer`, through `on`; false when the claim is no longer this request's, aborting `on` likewise */
  complete(claimed: Claimed, answer: StoredAnswer, on: Db): Promise<boolean>;
}

/** How the request ends: an answer to store with the writes, commit without one, or roll back. */
export type Finish = StoredAnswer | 'commit' | 'rollback';

/**
 * How the transaction ended: never opened; committed; rolled back; rolled back because the key was
 * taken over meanwhile (the takeover's request owns it now); or failed to commit.
 */
export type KeyedOutcome =
  | { kind: 'no-transaction' }
  | { kind: 'committed' }
  | { kind: 'rolled-back' }
  | { kind: 'lost' }
  | { kind: 'failed'; error: unknown };

/** How long an open transaction waits for the answer before it gives up and rolls back. */
export const ANSWER_TIMEOUT_MS = 10_000;

const ROLLBACK = Symbol('rollback');

/** What became of the statement that stores the answer: the claim was still this request's, or not, or it failed. */
type Stored = { owned: boolean } | { error: unknown };
const settled = (owned: Promise<boolean>): Promise<Stored> =>
  owned.then(
    (ok) => ({ owned: ok }),
    (error: unknown) => ({ error }),
  );

function answerOrTimeout(answered: Promise<Finish>, ms: number): Promise<Finish> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer ${ms} ms after the transaction's work: did the handler use db instead of tx?`)),
      ms,
    );
    timer.unref();
  });
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** The transaction of one claimed key: `transact` for the handler, `finish` for the middleware. */
export function keyedTransaction<Claimed>(records: KeyRecords<Claimed>, claimed: Claimed, answerTimeoutMs = ANSWER_TIMEOUT_MS) {
  let handedOver = false;
  let settle: (finish: Finish) => void = () => {};
  const answered = new Promise<Finish>((resolve) => {
    settle = resolve;
  });
  let finished: Promise<void> | undefined;
  let stored: Promise<Stored> = Promise.resolve({ owned: true });

  const transact = (<T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    if (finished) return Promise.reject(new Error('an idempotent request runs at most one transaction'));
    return new Promise<T>((resolve, reject) => {
      finished = records.transaction(async (tx) => {
        const value = await work(tx);
        handedOver = true;
        resolve(value);
        const finish = await answerOrTimeout(answered, answerTimeoutMs);
        if (finish === 'rollback') throw ROLLBACK;
        // Ownership is checked last, by the statement that stores the answer (it matches the claim's
        // token and then holds the record's lock until COMMIT): one query fewer than locking first.
        // It is not awaited: it goes to the database with the COMMIT, in one round trip. When the
        // claim was lost to a takeover it fails, which aborts the transaction: that COMMIT then
        // rolls this work back.
        stored = settled(finish === 'commit' ? records.hold(claimed, tx) : records.complete(claimed, finish, tx));
      });
      finished.catch((error: unknown) => {
        if (!handedOver) reject(error); // the work itself failed: its caller sees why
      });
    });
  }) as Transact;

  return {
    transact,
    /** Tells the open transaction how the request ended and waits for it to commit or roll back. */
    async finish(how: Finish): Promise<KeyedOutcome> {
      settle(how);
      if (!finished) return { kind: 'no-transaction' };
      const ended = await finished.then(
        () => null,
        (error: unknown) => ({ error }),
      );
      // the answer's statement first: when it failed, the COMMIT behind it rolled back (PostgreSQL
      // answers it without an error, PGlite with one)
      const answer = await stored;
      if ('owned' in answer && !answer.owned) return { kind: 'lost' };
      if ('error' in answer) return { kind: 'failed', error: answer.error };
      if (!ended) return { kind: 'committed' };
      if (ended.error === ROLLBACK || !handedOver) return { kind: 'rolled-back' };
      return { kind: 'failed', error: ended.error };
    },
  };
}
