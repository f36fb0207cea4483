/**
 * Idempotency-Key for writes a client may retry (DESIGN §4, IETF draft-ietf-httpapi-idempotency-key-header):
 * the first answer to a key is stored in the database and replayed (same status and body, header
 * `Idempotent-Replayed: true`); the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; a
 * retry while the first still runs is 409 IDEMPOTENCY_IN_PROGRESS; a 5xx releases the key so the
 * request may be tried again. Records live in the database, so this holds across processes.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, Middleware, Next } from 'koa';
import type { ErrorEnvelope } from '../../core/contract';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, DomainError, STATUS_BY_CODE } from './errors';

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

type Claim =
  | { kind: 'claimed' }
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

/** The database side: claim a key, store an answer, release a key. */
export function createIdempotencyStore(db: Db, options: IdempotencyOptions = {}) {
  const retentionMs = options.retentionMs ?? IDEMPOTENCY_RETENTION_MS;
  const lockTimeoutMs = options.lockTimeoutMs ?? IDEMPOTENCY_LOCK_TIMEOUT_MS;
  const match = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

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

  async function insert(scope: string, key: string, hash: string): Promise<boolean> {
    const rows = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, status: 'in_progress' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  /** Takes over a record that expired or whose owner died, if nobody else did meanwhile. */
  async function takeOver(scope: string, key: string, hash: string, seen: StoredKey): Promise<boolean> {
    const rows = await db
      .update(idempotencyKeys)
      .set({ requestHash: hash, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: sql`now()` })
      .where(and(match(scope, key), eq(idempotencyKeys.status, seen.status), eq(idempotencyKeys.requestHash, seen.requestHash)))
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  async function claim(scope: string, key: string, hash: string): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await insert(scope, key, hash)) return { kind: 'claimed' };
      const seen = await read(scope, key);
      if (!seen) continue; // released meanwhile: try the insert again
      const expired = seen.ageMs > retentionMs;
      const abandoned = seen.status === 'in_progress' && seen.ageMs > lockTimeoutMs;
      if (expired || (abandoned && seen.requestHash === hash)) {
        if (await takeOver(scope, key, hash, seen)) return { kind: 'claimed' };
        continue;
      }
      if (seen.requestHash !== hash) return { kind: 'reused' };
      if (seen.status === 'in_progress') return { kind: 'in-progress' };
      return { kind: 'replay', status: seen.responseStatus ?? 200, body: seen.responseBody };
    }
    return { kind: 'in-progress' };
  }

  return {
    claim,
    async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: status, responseBody: body })
        .where(and(match(scope, key), eq(idempotencyKeys.status, 'in_progress')));
    },
    async release(scope: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(match(scope, key), eq(idempotencyKeys.status, 'in_progress')));
    },
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
function clientErrorAnswer(err: unknown): { status: number; body: ErrorEnvelope } | null {
  if (!(err instanceof DomainError)) return null;
  const status = STATUS_BY_CODE[err.code];
  if (status >= 500) return null;
  const body: ErrorEnvelope = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
  return { status, body };
}

const PURGE_EVERY_MS = 10 * 60_000;

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

/**
 * Middleware for one idempotent write route (mount it just before the endpoint). Requests
 * without the header run as usual; a malformed key is 400.
 */
export function idempotency(store: IdempotencyStore): Middleware {
  let lastPurge = 0;
  return async (ctx: Context, next: Next) => {
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (!key || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (!VALID_KEY.test(key)) throw badRequest({ [IDEMPOTENCY_KEY_HEADER]: 'must be 1 to 255 visible ASCII characters' });
    const scope = `${ctx.state.site} ${ctx.method} ${ctx.path}`;
    const claim = await store.claim(scope, key, requestHash(ctx.request.body ?? null));
    if (claim.kind === 'reused') {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with another request body');
    }
    if (claim.kind === 'in-progress') {
      throw new DomainError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed');
    }
    if (claim.kind === 'replay') {
      ctx.status = claim.status;
      ctx.body = claim.body;
      ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    try {
      await next();
    } catch (err) {
      const answer = clientErrorAnswer(err);
      if (answer && !NOT_STORED.has(answer.status)) await store.complete(scope, key, answer.status, answer.body);
      else await store.release(scope, key);
      throw err;
    }
    const body = ctx.status < 500 && !NOT_STORED.has(ctx.status) ? replayableBody(ctx) : undefined;
    if (body !== undefined) await store.complete(scope, key, ctx.status, body);
    else await store.release(scope, key);
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await store.purgeExpired().catch((err) => ctx.state.log?.warn({ err }, 'idempotency purge failed'));
    }
  };
}
