/**
 * The transaction of one request holding an Idempotency-Key (see http/idempotency.ts): the handler's
 * writes and the stored answer commit together. The handler's `work` runs first; the transaction
 * then stays open until the middleware knows the answer the endpoint sends, stores it with the
 * same connection and commits (or rolls back when the request failed after all).
 */
import type { Db } from './client';
import { type CommitWith, type MayGuess, StatementsSentWithCommit, type Transact } from './transact';

/** An answer as it is stored for replay: its status and its body's JSON text (the same text the client is sent). */
export interface StoredAnswer {
  status: number;
  json: string;
}

/**
 * The statement that goes with the COMMIT of a keyed transaction: stores `finish`'s answer (or,
 * for 'commit', whatever the key needs without one) through `tx`. It resolves false when the key is
 * no longer this request's (a takeover, or a retry that recorded it first), and it has then
 * aborted `tx`, so that the COMMIT sent with it rolls the work back.
 */
export type AnswerStatement = (finish: StoredAnswer | 'commit', tx: Db) => Promise<boolean>;

/** How the request ends: an answer to store with the writes, commit without one, or roll back. */
export type Finish = StoredAnswer | 'commit' | 'rollback';

/**
 * How the transaction ended: never opened; committed; rolled back; rolled back because the key was
 * no longer this request's (AnswerStatement); rolled back because a statement the work sent with the
 * COMMIT failed (CommitWith: its error is the request's, as if the handler had thrown it); or failed
 * to commit.
 */
export type KeyedOutcome =
  | { kind: 'no-transaction' }
  | { kind: 'committed' }
  | { kind: 'rolled-back' }
  | { kind: 'lost' }
  | { kind: 'work-failed'; error: unknown }
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

/**
 * The transaction of one request's key: `transact` for the handler, `finish` for the middleware.
 * `transaction` opens it; `storeAnswer` goes with its COMMIT.
 */
export function keyedTransaction(
  transaction: Transact,
  storeAnswer: AnswerStatement,
  { answerTimeoutMs = ANSWER_TIMEOUT_MS, mayGuess = true }: { answerTimeoutMs?: number; mayGuess?: MayGuess } = {},
) {
  let handedOver = false;
  let settle: (finish: Finish) => void = () => {};
  const answered = new Promise<Finish>((resolve) => {
    settle = resolve;
  });
  let finished: Promise<void> | undefined;
  let stored: Promise<Stored> = Promise.resolve({ owned: true });
  const sentWithCommit = new StatementsSentWithCommit();

  const transact = (<T>(work: (tx: Db, commitWith: CommitWith, mayGuess: MayGuess) => Promise<T>): Promise<T> => {
    if (finished) return Promise.reject(new Error('an idempotent request runs at most one transaction'));
    return new Promise<T>((resolve, reject) => {
      finished = transaction(async (tx) => {
        const value = await work(tx, sentWithCommit.commitWith, mayGuess);
        handedOver = true;
        resolve(value);
        const finish = await answerOrTimeout(answered, answerTimeoutMs);
        if (finish === 'rollback') throw ROLLBACK;
        // Whether the key is still this request's is checked last, by the statement that stores the
        // answer: one query fewer than checking first. It is not awaited: it goes to the database
        // with the COMMIT, in one round trip. When the key is no longer this request's it fails,
        // which aborts the transaction: that COMMIT then rolls this work back.
        stored = settled(storeAnswer(finish, tx));
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
      // the work's own statements first, then the answer's: when either failed, the COMMIT behind it
      // rolled back (PostgreSQL answers it without an error, PGlite with one)
      const workFailed = handedOver ? await sentWithCommit.firstFailure() : null;
      if (workFailed) return { kind: 'work-failed', error: workFailed.error };
      const answer = await stored;
      if ('owned' in answer && !answer.owned) return { kind: 'lost' };
      if ('error' in answer) return { kind: 'failed', error: answer.error };
      if (!ended) return { kind: 'committed' };
      if (ended.error === ROLLBACK || !handedOver) return { kind: 'rolled-back' };
      return { kind: 'failed', error: ended.error };
    },
  };
}
