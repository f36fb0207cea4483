/**
 * Idempotency-Key for writes a client may retry (docs/architecture.md §4, IETF draft-ietf-httpapi-idempotency-key-header):
 * the first answer to a key is stored in the database and replayed (same status and body, header
 * `Idempotent-Replayed: true`); the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; a
 * retry while the first still runs is 409 IDEMPOTENCY_IN_PROGRESS; a 5xx releases the key so the
 * request may be tried again. Records live in the database, so this holds across processes.
 *
 * Exactly once: a handler does its writes through its request scope's `transact(work)`. The answer
 * is then stored with the transaction's own connection just before its COMMIT, so the writes and
 * the 'done' record commit together: a process dying before the commit leaves neither, and the
 * retry that takes the abandoned key over (after IDEMPOTENCY_LOCK_TIMEOUT_MS) applies the write
 * once. An endpoint joins by saying `idempotent: true` in the contract: mount() puts this
 * middleware in front of it; the rules for `work` are on `Transact` (db/transact.ts). Keys are
 * scoped to their caller (callerOf).
 */
import { createHash } from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
import { type IdempotencyStore, IDEMPOTENCY_LOCK_TIMEOUT_MS, IDEMPOTENCY_RETENTION_MS } from '../db/idempotency.store';
import { keyedTransaction, type StoredAnswer } from '../db/keyed-transaction';
import type { Transact } from '../db/transact';
import { badRequest, DomainError, errorAnswer } from './errors';

export { IDEMPOTENCY_LOCK_TIMEOUT_MS, IDEMPOTENCY_RETENTION_MS };

declare module 'koa' {
  interface DefaultState {
    /** Set by idempotency() for a request with a key: its writes and stored answer commit together. */
    transact?: Transact;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** 4xx answers that describe a passing state and so are not stored (a retry may well succeed). */
const NOT_STORED = new Set([408, 409, 425, 429]);

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

/** The envelope errorEnvelope will send for `err`, or null when it is not a client error. */
function clientErrorAnswer(err: unknown): StoredAnswer | null {
  if (!(err instanceof DomainError)) return null;
  const { status, body } = errorAnswer(err);
  return status >= 500 ? null : { status, json: JSON.stringify(body) };
}

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Whose key it is: a key is looked up only among its caller's, so the same key and body from
 * someone else never replay another person's stored answer. A browser is known by its guest key
 * (kept across sign-in, so a change queued as a guest and sent once signed in stays one request),
 * a client without one by its signed-in customer.
 */
function callerOf(ctx: Context): string {
  if (ctx.state.guestKey) return `guest:${ctx.state.guestKey}`;
  if (ctx.state.customer) return `customer:${ctx.state.customer.id}`;
  return 'anonymous';
}

const inProgress = () => new DomainError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed');

/**
 * The answer's body as JSON text, or undefined when it cannot be replayed (stream, encoded, not
 * JSON). An object body is serialised here and sent as that text, so the client's copy and the
 * stored one are serialised once.
 */
function replayableJson(ctx: Context): string | undefined {
  if (ctx.response.get('Content-Encoding')) return undefined;
  const body: unknown = ctx.body;
  if (Buffer.isBuffer(body) || typeof body === 'string') {
    const text = String(body);
    try {
      JSON.parse(text);
      return text;
    } catch {
      return undefined;
    }
  }
  if (body === null || typeof body !== 'object' || 'pipe' in body) return undefined;
  const json = JSON.stringify(body);
  ctx.body = json; // still application/json: Koa typed the response when it was given the object
  return json;
}

/** The answer to store for a request that went through, or null when it is not kept. */
function storableAnswer(ctx: Context): StoredAnswer | null {
  if (ctx.status >= 500 || NOT_STORED.has(ctx.status)) return null;
  const json = replayableJson(ctx);
  return json === undefined ? null : { status: ctx.status, json };
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
    const scope = `${ctx.state.site} ${ctx.method} ${ctx.path} ${callerOf(ctx)}`;
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
