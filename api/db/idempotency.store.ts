/**
 * The Idempotency-Key records in SQL (the middleware in http/idempotency.ts decides what they
 * mean): claim a key, store an answer (alone or inside the request's transaction), release a key.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { builtOnce, type ValueOrPlaceholder as Value } from './built-once';
import type { Db } from './client';
import { ANSWER_TIMEOUT_MS, type StoredAnswer } from './keyed-transaction';
import { idempotencyKeys } from './schema';
import { plainTransact, type Transact } from './transact';

/** Records are kept at least this long (docs/architecture.md §4: 24 h). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** An 'in_progress' record older than this belongs to a process that died; the key may be taken over. */
export const IDEMPOTENCY_LOCK_TIMEOUT_MS = 60_000;

export interface IdempotencyOptions {
  retentionMs?: number;
  lockTimeoutMs?: number;
  /** how long a request's open transaction waits for the answer (ANSWER_TIMEOUT_MS) */
  answerTimeoutMs?: number;
  /**
   * whether a claim commits without waiting for its WAL flush (see claimStatement): for PostgreSQL,
   * whose server outlives the shop process; never for PGlite, where the shop process is the server
   */
  asynchronousClaim?: boolean;
}

/**
 * One claim on a key. `token` is the record's created_at as text (microseconds): a takeover
 * stamps a new one, so a slow first owner can neither finish nor release a key it lost.
 */
export interface ClaimedKey {
  scope: string;
  key: string;
  token: string;
}

export type Claim =
  | { kind: 'claimed'; claimed: ClaimedKey }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'reused' }
  | { kind: 'in-progress' };

interface StoredKey {
  requestHash: string;
  status: string;
  responseStatus: number | null;
  responseBody: unknown;
  ageMs: number;
}

const match = (scope: Value, key: Value) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
const owned = ({ scope, key, token }: { scope: Value; key: Value; token: Value }) =>
  and(match(scope, key), eq(idempotencyKeys.status, 'in_progress'), sql`${idempotencyKeys.createdAt} = ${token}::timestamptz`);
const tokenColumn = { token: sql<string>`${idempotencyKeys.createdAt}::text` };

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
function claimStatement(db: Db, asynchronous: boolean) {
  const claimed = sql`${sql.placeholder('scope')}, ${sql.placeholder('key')}, ${sql.placeholder('hash')}`;
  const values = sql`select ${claimed}, 'in_progress', null::integer, null::jsonb, now()`;
  const selected = asynchronous ? sql`${values} where set_config('synchronous_commit', 'off', true) is not null` : values;
  const name = asynchronous ? 'idempotency_claim_async' : 'idempotency_claim';
  return db.insert(idempotencyKeys).select(selected).onConflictDoNothing().returning(tokenColumn).prepare(name);
}

/**
 * SQLSTATE of the statements below when the claim is no longer this request's (a takeover won):
 * they divide by the number of claims they matched, so that they fail then. Failing, not matching
 * nothing, is what lets one be sent with its transaction's COMMIT in one round trip (see
 * keyed-transaction.ts): the failure aborts the transaction, and PostgreSQL answers that COMMIT
 * by rolling back.
 */
const CLAIM_LOST = '22012'; // division_by_zero

const ownedOrLost = (rows: Promise<unknown[]>) =>
  rows.then(
    () => true,
    (error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === CLAIM_LOST) return false;
      throw error;
    },
  );

const claimPlaceholders = { scope: sql.placeholder('scope'), key: sql.placeholder('key'), token: sql.placeholder('token') };
const onePerClaim = sql<number>`1 / count(*)::integer`.as('owned');

/** Marks the claim done with its answer, or fails (CLAIM_LOST): built once, each cart write stores its answer with it. */
function completeStatement(db: Db) {
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

/** Locks the claim's record until COMMIT, or fails (CLAIM_LOST): built once. */
function holdStatement(db: Db) {
  const run = builtOnce<{ owned: number }>();
  const build = () => {
    const held = db
      .$with('held')
      .as(db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(owned(claimPlaceholders)).for('update'));
    return db.with(held).select({ owned: onePerClaim }).from(held);
  };
  return (tx: Db, claimed: ClaimedKey) => ownedOrLost(run(tx, 'hold', build, { ...claimed }));
}

export class IdempotencyStore {
  readonly retentionMs: number;
  readonly lockTimeoutMs: number;
  readonly answerTimeoutMs: number;
  /** A plain transaction on this store's database (requests without a key). */
  readonly transaction: Transact;
  private readonly claimInsert: ReturnType<typeof claimStatement>;
  private readonly completeUpdate: ReturnType<typeof completeStatement>;
  private readonly holdSelect: ReturnType<typeof holdStatement>;

  constructor(
    private readonly db: Db,
    options: IdempotencyOptions = {},
  ) {
    this.retentionMs = options.retentionMs ?? IDEMPOTENCY_RETENTION_MS;
    this.lockTimeoutMs = options.lockTimeoutMs ?? IDEMPOTENCY_LOCK_TIMEOUT_MS;
    this.answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
    this.transaction = plainTransact(db);
    this.claimInsert = claimStatement(db, options.asynchronousClaim ?? false);
    this.completeUpdate = completeStatement(db);
    this.holdSelect = holdStatement(db);
  }

  private async read(scope: string, key: string): Promise<StoredKey | undefined> {
    const [row] = await this.db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
        ageMs: sql<number>`(extract(epoch from (now() - ${idempotencyKeys.createdAt})) * 1000)::float8`,
      })
      .from(idempotencyKeys)
      .where(match(scope, key));
    return row ? { ...row, ageMs: Number(row.ageMs) } : undefined;
  }

  private async insert(scope: string, key: string, hash: string): Promise<string | undefined> {
    const rows = await this.claimInsert.execute({ scope, key, hash });
    return rows[0]?.token;
  }

  /** Takes over a record that expired or whose owner died, if nobody else did meanwhile. */
  private async takeOver(scope: string, key: string, hash: string, seen: StoredKey): Promise<string | undefined> {
    const rows = await this.db
      .update(idempotencyKeys)
      .set({ requestHash: hash, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: sql`now()` })
      .where(and(match(scope, key), eq(idempotencyKeys.status, seen.status), eq(idempotencyKeys.requestHash, seen.requestHash)))
      .returning(tokenColumn);
    return rows[0]?.token;
  }

  async claim(scope: string, key: string, hash: string): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.insert(scope, key, hash);
      if (inserted) return { kind: 'claimed', claimed: { scope, key, token: inserted } };
      const seen = await this.read(scope, key);
      if (!seen) continue; // released meanwhile: try the insert again
      const expired = seen.ageMs > this.retentionMs;
      const abandoned = seen.status === 'in_progress' && seen.ageMs > this.lockTimeoutMs;
      if (expired || (abandoned && seen.requestHash === hash)) {
        const token = await this.takeOver(scope, key, hash, seen);
        if (token) return { kind: 'claimed', claimed: { scope, key, token } };
        continue;
      }
      if (seen.requestHash !== hash) return { kind: 'reused' };
      if (seen.status === 'in_progress') return { kind: 'in-progress' };
      return { kind: 'replay', status: seen.responseStatus ?? 200, body: seen.responseBody };
    }
    return { kind: 'in-progress' };
  }

  /**
   * Stores the answer of a claim this request still owns, through `on` (the db, or a transaction);
   * false when the claim was lost, and then a transaction it ran in is aborted.
   */
  complete(claimed: ClaimedKey, answer: StoredAnswer, on: Db = this.db): Promise<boolean> {
    return this.completeUpdate(on, claimed, answer);
  }

  /** Locks the claim's record in `tx` (nobody takes it over until COMMIT); false when it was lost, and `tx` is then aborted. */
  hold(claimed: ClaimedKey, tx: Db): Promise<boolean> {
    return this.holdSelect(tx, claimed);
  }

  async release(claimed: ClaimedKey): Promise<void> {
    await this.db.delete(idempotencyKeys).where(owned(claimed));
  }

  /** Deletes records past retention; returns how many. */
  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${this.retentionMs / 1000})`))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}

export function createIdempotencyStore(db: Db, options: IdempotencyOptions = {}): IdempotencyStore {
  return new IdempotencyStore(db, options);
}
