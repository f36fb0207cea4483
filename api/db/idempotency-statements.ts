/**
 * The statements of the Idempotency-Key records that run with every keyed write, built once
 * (built-once.ts) or prepared under a name: the claim, the stored answer, the hold, the record
 * made by a write. idempotency.store.ts runs them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, type ValueOrPlaceholder as Value } from './built-once';
import { failUnlessMatched, NOTHING_MATCHED } from './fail-unless-matched';
import type { Db } from './client';
import type { ClaimedKey, UnclaimedKey } from './idempotency.store';
import type { StoredAnswer } from './keyed-transaction';
import { idempotencyKeys } from './schema';

export const match = (scope: Value, key: Value) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
export const owned = ({ scope, key, token }: { scope: Value; key: Value; token: Value }) =>
  and(match(scope, key), eq(idempotencyKeys.status, 'in_progress'), sql`${idempotencyKeys.createdAt} = ${token}::timestamptz`);
export const tokenColumn = { token: sql<string>`${idempotencyKeys.createdAt}::text` };

/**
 * The claim of a key: INSERT … ON CONFLICT DO NOTHING in its own autocommit, built once and prepared
 * under a name (PostgreSQL parses and plans it once per connection).
 *
 * With `asynchronous` (PostgreSQL) the claim commits without waiting for its WAL flush:
 * synchronous_commit is off for this one statement's transaction, set by set_config(…, true) inside
 * the statement itself, so it costs no round trip and ends with that transaction. That gives up
 * nothing. Whatever follows from a claim becomes durable only through a later synchronous commit
 * that touches the same row (the answer stored with the write, a 4xx answer stored alone, a
 * release), and WAL is flushed in order: flushing that later commit record flushes the claim's,
 * written before it. A claim lost in a server crash before such a commit leaves nothing written
 * under the key, so the client's retry simply claims it again (a retry that got 409 meanwhile
 * retries too; docs/durability.md). A server crash only: the shop process dying changes nothing,
 * the server keeps the claim and flushes it within wal_writer_delay. Not on PGlite, where the shop
 * process is the server and has no WAL writer: a killed process would lose the claim with the
 * write, harmless too, but the dead request's key would no longer answer 409 until it times out.
 * It must run on its own, never inside a transaction block: there the setting would hold for that
 * whole transaction.
 */
export function claimStatement(db: Db, asynchronous: boolean) {
  const claimed = sql`${sql.placeholder('scope')}, ${sql.placeholder('key')}, ${sql.placeholder('hash')}`;
  const values = sql`select ${claimed}, 'in_progress', null::integer, null::json, now()`;
  const selected = asynchronous ? sql`${values} where set_config('synchronous_commit', 'off', true) is not null` : values;
  const name = asynchronous ? 'idempotency_claim_async' : 'idempotency_claim';
  return db.insert(idempotencyKeys).select(selected).onConflictDoNothing().returning(tokenColumn).prepare(name);
}

/** SQLSTATE of the INSERT that records a key already recorded (unique_violation): see recordStatement. */
const KEY_RECORDED = '23505';

/** true when the statement ran, false when it failed with `code` (the key is not this request's), else its error. */
const ranUnless = (code: string, rows: Promise<unknown[]>) =>
  rows.then(
    () => true,
    (error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === code) return false;
      throw error;
    },
  );
/** true while the claim is this request's; false when a takeover won (the statement matched no claim: fail-unless-matched.ts) */
const ownedOrLost = (rows: Promise<unknown[]>) => ranUnless(NOTHING_MATCHED, rows);

const claimPlaceholders = { scope: sql.placeholder('scope'), key: sql.placeholder('key'), token: sql.placeholder('token') };
const onePerClaim = failUnlessMatched('owned');

/** Marks the claim done with its answer, or fails (NOTHING_MATCHED): built once, each cart write stores its answer with it. */
export function completeStatement(db: Db) {
  const run = builtOnce<{ owned: number }>();
  const build = () => {
    const done = db.$with('done').as(
      db
        .update(idempotencyKeys)
        // the body as the JSON text the client is sent: serialised once for both
        .set({ status: 'done', responseStatus: sql`${sql.placeholder('status')}`, responseBody: sql`${sql.placeholder('body')}` })
        .where(owned(claimPlaceholders))
        .returning({ key: idempotencyKeys.key }),
    );
    return db.with(done).select({ owned: onePerClaim }).from(done);
  };
  return (on: Db, claimed: ClaimedKey, answer: StoredAnswer) =>
    ownedOrLost(run(on, 'complete', build, { ...claimed, status: answer.status, body: answer.json }));
}

/** Locks the claim's record until COMMIT, or fails (NOTHING_MATCHED): built once. */
export function holdStatement(db: Db) {
  const run = builtOnce<{ owned: number }>();
  const build = () => {
    const held = db
      .$with('held')
      .as(db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(owned(claimPlaceholders)).for('update'));
    return db.with(held).select({ owned: onePerClaim }).from(held);
  };
  return (tx: Db, claimed: ClaimedKey) => ownedOrLost(run(tx, 'hold', build, { ...claimed }));
}

/**
 * Records a key as done with its answer: a plain INSERT, built once. When the key is already
 * recorded (another request with it got there first) it fails (KEY_RECORDED): inside a write's
 * transaction that aborts the transaction, and the COMMIT sent with it rolls the write back.
 */
export function recordStatement(db: Db) {
  const run = builtOnce<never>();
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const build = () =>
    db.insert(idempotencyKeys).values({
      scope: value('scope'),
      key: value('key'),
      requestHash: value('hash'),
      status: 'done',
      responseStatus: value('status'),
      responseBody: value('body'),
    });
  return (on: Db, request: UnclaimedKey, answer: StoredAnswer) =>
    ranUnless(KEY_RECORDED, run(on, 'record', build, { ...request, status: answer.status, body: answer.json }));
}
