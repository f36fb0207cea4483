/**
 * The Idempotency-Key records in SQL (the middleware in http/idempotency.ts decides what they
 * mean): claim a key, store an answer (alone or inside the request's transaction), record a key
 * with its answer by the request's own write, read what a record answers, release a key. The
 * statements every keyed write runs are in idempotency-statements.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { claimStatement, completeStatement, holdStatement, match, owned, recordStatement, tokenColumn } from './idempotency-statements';
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

/** What a live record answers a request with body hash `hash`. */
function answerOf(seen: StoredKey, hash: string): Recorded {
  if (seen.requestHash !== hash) return { kind: 'reused' };
  if (seen.status === 'in_progress') return { kind: 'in-progress' };
  return { kind: 'replay', status: seen.responseStatus ?? 200, body: seen.responseBody };
}

/**
 * A request's key that was never claimed: its record is made by the request's own write, done and
 * with its answer (recordStatement). `hash` is the request body's (http/idempotency.ts).
 */
export interface UnclaimedKey {
  scope: string;
  key: string;
  hash: string;
}

/** What a key's record answers a request that did not claim it. */
export type Recorded = Exclude<Claim, { kind: 'claimed' }>;

export class IdempotencyStore {
  readonly retentionMs: number;
  readonly lockTimeoutMs: number;
  readonly answerTimeoutMs: number;
  /** A plain transaction on this store's database (requests without a key). */
  readonly transaction: Transact;
  private readonly claimInsert: ReturnType<typeof claimStatement>;
  private readonly completeUpdate: ReturnType<typeof completeStatement>;
  private readonly holdSelect: ReturnType<typeof holdStatement>;
  private readonly recordInsert: ReturnType<typeof recordStatement>;

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
    this.recordInsert = recordStatement(db);
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

  /** Whether a request with body hash `hash` may take `seen` over: it expired, or a process that died left it claimed. */
  private stale(seen: StoredKey, hash: string): boolean {
    const abandoned = seen.status === 'in_progress' && seen.ageMs > this.lockTimeoutMs;
    return seen.ageMs > this.retentionMs || (abandoned && seen.requestHash === hash);
  }

  /** The record of `key` as long as it is still as `seen` (nobody took it over meanwhile). */
  private asSeen(scope: string, key: string, seen: StoredKey) {
    return and(match(scope, key), eq(idempotencyKeys.status, seen.status), eq(idempotencyKeys.requestHash, seen.requestHash));
  }

  /** Takes over a stale record, if nobody else did meanwhile. */
  private async takeOver(scope: string, key: string, hash: string, seen: StoredKey): Promise<string | undefined> {
    const rows = await this.db
      .update(idempotencyKeys)
      .set({ requestHash: hash, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: sql`now()` })
      .where(this.asSeen(scope, key, seen))
      .returning(tokenColumn);
    return rows[0]?.token;
  }

  async claim(scope: string, key: string, hash: string): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.insert(scope, key, hash);
      if (inserted) return { kind: 'claimed', claimed: { scope, key, token: inserted } };
      const seen = await this.read(scope, key);
      if (!seen) continue; // released meanwhile: try the insert again
      if (this.stale(seen, hash)) {
        const token = await this.takeOver(scope, key, hash, seen);
        if (token) return { kind: 'claimed', claimed: { scope, key, token } };
        continue;
      }
      return answerOf(seen, hash);
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

  /**
   * Records `request`'s key as done with `answer`, through `on` (the request's write transaction,
   * or the db); false when the key was already recorded, and then a transaction it ran in is aborted.
   */
  record(request: UnclaimedKey, answer: StoredAnswer, on: Db = this.db): Promise<boolean> {
    return this.recordInsert(on, request, answer);
  }

  /**
   * What the record of `request`'s key answers it: the stored answer, 422 for another body, 409
   * while a claim runs; null when there is none. A record past retention, or a claim abandoned by
   * a process that died, is removed and answered 409, so that the client's retry runs.
   */
  async recorded({ scope, key, hash }: UnclaimedKey): Promise<Recorded | null> {
    const seen = await this.read(scope, key);
    if (!seen) return null;
    if (this.stale(seen, hash)) {
      await this.db.delete(idempotencyKeys).where(this.asSeen(scope, key, seen));
      return { kind: 'in-progress' };
    }
    return answerOf(seen, hash);
  }

  async release(claimed: ClaimedKey): Promise<void> {
    await this.db.delete(idempotencyKeys).where(owned(claimed));
  }

  /**
   * Deletes records past retention; returns how many. Counted in the database: a day's keys can be
   * many, and none of them is needed here.
   */
  async purgeExpired(): Promise<number> {
    const { rows } = await this.db.execute<{ removed: number }>(sql`
      with gone as (
        delete from ${idempotencyKeys}
        where ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${this.retentionMs / 1000})
        returning 1
      )
      select count(*)::int as removed from gone`);
    return rows[0]?.removed ?? 0;
  }
}

export function createIdempotencyStore(db: Db, options: IdempotencyOptions = {}): IdempotencyStore {
  return new IdempotencyStore(db, options);
}
