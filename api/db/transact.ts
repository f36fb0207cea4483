/**
 * The transaction a request's writes run in. Services receive it in their request scope and never
 * learn whether an Idempotency-Key stands behind it (see keyed-transaction.ts).
 */
import type { Db } from './client';

/**
 * Hands the transaction a statement that `work` sent on its `tx` and does not await: the work may
 * return before its answer, so that the statements after it (the stored answer, the COMMIT) leave in
 * the same round trip. Its failure fails the whole transaction with its error, as if `work` had
 * thrown it: the COMMIT behind it then rolls everything back. For a last statement whose only
 * answer that matters is whether it failed (an UPDATE that refuses a blocked change by raising).
 */
export type CommitWith = (statement: Promise<unknown>) => void;

/**
 * Whether `work` may save a change computed from what it remembers instead of what it reads
 * (cart.store.ts): false when its request already ran once on such a guess and the guess was wrong.
 */
export type MayGuess = boolean;

/**
 * A write saved on a guess found the row changed (another process wrote it, or the write the guess
 * came from rolled back): the statement matched nothing and failed, the transaction rolled back,
 * nothing was written. The write runs again without guessing: the store does it itself within a
 * plain transaction; behind an Idempotency-Key the request runs again (http/idempotency.ts).
 */
export class ChangedMeanwhile extends Error {
  constructor(what: string) {
    super(`${what} changed since it was remembered`);
    this.name = 'ChangedMeanwhile';
  }
}

/**
 * Runs `work(tx, commitWith, mayGuess)` in one database transaction and gives back its result. Behind an
 * Idempotency-Key the request's answer is stored in that same transaction. Rules for `work` and the
 * code after it: use only `tx` inside `work` (on PGlite `db` would wait forever for the one
 * connection the transaction holds); reads may use `db` before; after `work` returns, only pure code
 * until the handler returns; at most one call per request; anything thrown rolls the writes back.
 */
export type Transact = <T>(work: (tx: Db, commitWith: CommitWith, mayGuess: MayGuess) => Promise<T>) => Promise<T>;

/** What became of a statement handed to CommitWith. */
type Sent = { ok: true } | { ok: false; error: unknown };

/** The statements of one transaction handed to CommitWith, each settled as soon as it was handed over. */
export class StatementsSentWithCommit {
  readonly #sent: Promise<Sent>[] = [];

  readonly commitWith: CommitWith = (statement) => {
    this.#sent.push(
      statement.then(
        (): Sent => ({ ok: true }),
        (error: unknown): Sent => ({ ok: false, error }),
      ),
    );
  };

  /** The first of them that failed (its error), or null when none did. */
  async firstFailure(): Promise<{ error: unknown } | null> {
    for (const sent of await Promise.all(this.#sent)) if (!sent.ok) return { error: sent.error };
    return null;
  }
}

/** A plain transaction of `db` (a request without an Idempotency-Key, or work outside requests). */
export function plainTransact(db: Db): Transact {
  return async (work) => {
    const sent = new StatementsSentWithCommit();
    const ended = await db
      .transaction((tx) => work(tx, sent.commitWith, true))
      .then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
    // a statement sent with the COMMIT that failed made that COMMIT a rollback: its error is the answer
    const failed = await sent.firstFailure();
    if (failed) throw failed.error;
    if ('error' in ended) throw ended.error;
    return ended.value;
  };
}
