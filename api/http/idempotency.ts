/**
 * Idempotency-Key for writes a client may retry (DESIGN §4, IETF draft-ietf-httpapi-idempotency-key-header):
 * the first answer to a key is stored in the database and replayed (same status and body, header
 * `Idempotent-Replayed: true`); the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; a
 * retry while the first still runs is 409 IDEMPOTENCY_IN_PROGRESS; a 5xx releases the key so the
 * request may be tried again. Records live in the database, so this holds across processes.
 *
 * Exactly once: a handler does its writes through `ctx.state.transact(work)`. The answer is then
 * stored with the transaction's own connection just before its COMMIT, so the writes and the
 * 'done' record commit together: a process dying before the commit leaves neither, and the retry
 * that takes the abandoned key over (after IDEMPOTENCY_LOCK_TIMEOUT_MS) applies the write once.
 * How a feature joins: /tmp/coord/idempotency.md, summarised on `Transact` below.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, Middleware, Next } from 'koa';
import type { ErrorEnvelope } from '../../core/contract';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, DomainError, STATUS_BY_CODE } from './errors';
import { ANSWER_TIMEOUT_MS, keyedTransaction, type StoredAnswer, type Transact } from './keyed-transaction';

export type { Transact } from './keyed-transaction';

declare module 'koa' {
  interface DefaultState {
    /** Set by idempotency(): runs the request's writes in one transaction (see Transact). */
    transact?: Transact;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Records are kept at least this long (DESIGN §4: 24 h). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** An 'in_progress' record older than this belongs to a process that died; the key may be taken over. */
export const IDEMPOTENCY_LOCK_TIMEOUT_MS = 60_000;

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** 4xx answers that describe a passing state and so are not stored (a retry may well succeed). */
const NOT_STORED = new Set([408, 409, 425, 429]);

export interface IdempotencyOptions {
  retentionMs?: number;
  lockTimeoutMs?: number;
  /** how long a request's open transaction waits for the answer (ANSWER_TIMEOUT_MS) */
  answerTimeoutMs?: number;
}

/** JSON with object keys sorted, so equal bodies hash equal whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Fingerprint of a request body (the scope already holds site, method and path). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
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

type Claim =
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

/** The database side: claim a key, store an answer (alone or inside a transaction), release a key. */
export function createIdempotencyStore(db: Db, options: IdempotencyOptions = {}) {
  const retentionMs = options.retentionMs ?? IDEMPOTENCY_RETENTION_MS;
  const lockTimeoutMs = options.lockTimeoutMs ?? IDEMPOTENCY_LOCK_TIMEOUT_MS;
  const match = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const owned = ({ scope, key, token }: ClaimedKey) =>
    and(match(scope, key), eq(idempotencyKeys.status, 'in_progress'), sql`${idempotencyKeys.createdAt} = ${token}::timestamptz`);
  const tokenColumn = { token: sql<string>`${idempotencyKeys.createdAt}::text` };

  async function read(scope: string, key: string): Promise<StoredKey | undefined> {
    const [row] = await db
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

  async function insert(scope: string, key: string, hash: string): Promise<string | undefined> {
    const rows = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, status: 'in_progress' })
      .onConflictDoNothing()
      .returning(tokenColumn);
    return rows[0]?.token;
  }

  /** Takes over a record that expired or whose owner died, if nobody else did meanwhile. */
  async function takeOver(scope: string, key: string, hash: string, seen: StoredKey): Promise<string | undefined> {
    const rows = await db
      .update(idempotencyKeys)
      .set({ requestHash: hash, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: sql`now()` })
      .where(and(match(scope, key), eq(idempotencyKeys.status, seen.status), eq(idempotencyKeys.requestHash, seen.requestHash)))
      .returning(tokenColumn);
    return rows[0]?.token;
  }

  async function claim(scope: string, key: string, hash: string): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await insert(scope, key, hash);
      if (inserted) return { kind: 'claimed', claimed: { scope, key, token: inserted } };
      const seen = await read(scope, key);
      if (!seen) continue; // released meanwhile: try the insert again
      const expired = seen.ageMs > retentionMs;
      const abandoned = seen.status === 'in_progress' && seen.ageMs > lockTimeoutMs;
      if (expired || (abandoned && seen.requestHash === hash)) {
        const token = await takeOver(scope, key, hash, seen);
        if (token) return { kind: 'claimed', claimed: { scope, key, token } };
        continue;
      }
      if (seen.requestHash !== hash) return { kind: 'reused' };
      if (seen.status === 'in_progress') return { kind: 'in-progress' };
      return { kind: 'replay', status: seen.responseStatus ?? 200, body: seen.responseBody };
    }
    return { kind: 'in-progress' };
  }

  /** Stores the answer of a claim this request still owns, through `on` (the db, or a transaction). */
  async function complete(claimed: ClaimedKey, answer: StoredAnswer, on: Db = db): Promise<boolean> {
    const rows = await on
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body })
      .where(owned(claimed))
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  return {
    claim,
    complete,
    answerTimeoutMs: options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS,
    /** Locks the claim's record in `tx` (nobody takes it over until COMMIT); false when it was lost. */
    async hold(claimed: ClaimedKey, tx: Db): Promise<boolean> {
      const rows = await tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(owned(claimed)).for('update');
      return rows.length === 1;
    },
    async release(claimed: ClaimedKey): Promise<void> {
      await db.delete(idempotencyKeys).where(owned(claimed));
    },
    /** A plain transaction on this store's database (requests without a key). */
    transaction: (<T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx))) as Transact,
    /** Deletes records past retention; returns how many. */
    async purgeExpired(): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${retentionMs / 1000})`))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/** The envelope errorEnvelope will send for `err`, or null when it is not a client error. */
function clientErrorAnswer(err: unknown): StoredAnswer | null {
  if (!(err instanceof DomainError)) return null;
  const status = STATUS_BY_CODE[err.code];
  if (status >= 500) return null;
  const body: ErrorEnvelope = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
  return { status, body };
}

const PURGE_EVERY_MS = 10 * 60_000;

const inProgress = () =>
  new DomainError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed');

/** The answer's JSON as a value to store, or undefined when it cannot be replayed (stream, encoded, not JSON). */
function replayableBody(ctx: Context): unknown {
  if (ctx.response.get('Content-Encoding')) return undefined;
  const body: unknown = ctx.body;
  if (Buffer.isBuffer(body) || typeof body === 'string') {
    try {
      return JSON.parse(String(body));
    } catch {
      return undefined;
    }
  }
  if (body !== null && typeof body === 'object' && !('pipe' in body)) return body;
  return undefined;
}

/** The answer to store for a request that went through, or null when it is not kept. */
function storableAnswer(ctx: Context): StoredAnswer | null {
  if (ctx.status >= 500 || NOT_STORED.has(ctx.status)) return null;
  const body = replayableBody(ctx);
  return body === undefined ? null : { status: ctx.status, body };
}

/**
 * Middleware for one idempotent write route (mount it just before the endpoint). Requests
 * without the header run as usual (ctx.state.transact is then a plain transaction); a malformed
 * key is 400.
 */
export function idempotency(store: IdempotencyStore): Middleware {
  let lastPurge = 0;
  return async (ctx: Context, next: Next) => {
    ctx.state.transact = store.transaction;
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (!key || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (!VALID_KEY.test(key)) throw badRequest({ [IDEMPOTENCY_KEY_HEADER]: 'must be 1 to 255 visible ASCII characters' });
    const scope = `${ctx.state.site} ${ctx.method} ${ctx.path}`;
    const claim = await store.claim(scope, key, requestHash(ctx.request.body ?? null));
    if (claim.kind === 'reused') {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with another request body');
    }
    if (claim.kind === 'in-progress') throw inProgress();
    if (claim.kind === 'replay') {
      ctx.status = claim.status;
      ctx.body = claim.body;
      ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    const { claimed } = claim;
    const keyed = keyedTransaction(store, claimed, store.answerTimeoutMs);
    ctx.state.transact = keyed.transact;
    try {
      await next();
    } catch (err) {
      // a thrown error rolls the writes back; a 4xx is still the answer to this key (both calls
      // below do nothing when the key was taken over meanwhile: they match the claim's token)
      await keyed.finish('rollback');
      const answer = clientErrorAnswer(err);
      if (answer && !NOT_STORED.has(answer.status)) await store.complete(claimed, answer);
      else await store.release(claimed);
      throw err;
    }
    const answer = storableAnswer(ctx);
    const outcome = await keyed.finish(answer ?? 'commit');
    if (outcome.kind === 'lost') throw inProgress(); // a takeover runs this key now; nothing was written here
    if (outcome.kind === 'failed') {
      await store.release(claimed);
      ctx.state.log.error({ err: outcome.error }, 'idempotent write did not commit');
      throw new DomainError('INTERNAL', 'The change could not be saved; please try again');
    }
    // committed with its answer: done. Otherwise nothing was written by a transaction, so the
    // answer is stored on its own, or the key released when the answer cannot be replayed.
    if (!(outcome.kind === 'committed' && answer)) {
      if (answer) await store.complete(claimed, answer);
      else await store.release(claimed);
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await store.purgeExpired().catch((err) => ctx.state.log?.warn({ err }, 'idempotency purge failed'));
    }
  };
}
