/**
 * Idempotency-Key for writes a client may retry (docs/architecture.md §4, IETF draft-ietf-httpapi-idempotency-key-header):
 * the first answer to a key is stored in the database and replayed (same status and body, header
 * `Idempotent-Replayed: true`); the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; a
 * 5xx leaves the key free so the request may be tried again. Records live in the database, so
 * this holds across processes. What a retry meets while the first request still runs depends on
 * how the route keeps its keys (KeyMode, below).
 *
 * Exactly once: a handler does its writes through its request scope's `transact(work)`. The answer
 * is then stored with the transaction's own connection just before its COMMIT, so the writes and
 * the 'done' record commit together: a process dying before the commit leaves neither. An
 * endpoint joins by saying `idempotent: true` in the contract: mount() puts this middleware in
 * front of it; the rules for `work` are on `Transact` (db/transact.ts). Keys are scoped to their
 * caller (callerOf).
 */
import { createHash } from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
import {
  type IdempotencyStore,
  IDEMPOTENCY_LOCK_TIMEOUT_MS,
  IDEMPOTENCY_RETENTION_MS,
  type Recorded,
  type UnclaimedKey,
} from '../db/idempotency.store';
import { type AnswerStatement, type KeyedOutcome, keyedTransaction, type StoredAnswer } from '../db/keyed-transaction';
import { ChangedMeanwhile, type Transact } from '../db/transact';
import { badRequest, DomainError, errorAnswer } from './errors';

export { IDEMPOTENCY_LOCK_TIMEOUT_MS, IDEMPOTENCY_RETENTION_MS };

declare module 'koa' {
  interface DefaultState {
    /** Set by idempotency() for a request with a key: its writes and stored answer commit together. */
    transact?: Transact;
    /** Set when this request runs again after its first run's guess proved wrong (idempotentEndpoint). */
    guessedWrong?: boolean;
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

/** Answers `ctx` with what a key's record says: its stored answer replayed, or 422, or 409. */
function answerRecorded(ctx: Context, recorded: Recorded): void {
  if (recorded.kind === 'reused') {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with another request body');
  }
  if (recorded.kind === 'in-progress') throw inProgress();
  ctx.status = recorded.status;
  ctx.body = recorded.body;
  ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  ctx.set('Cache-Control', 'no-store');
}

/** The key of one request: its scope (site, method, path, caller), the key itself and the body's hash. */
type KeyOf = (ctx: Context, key: string) => UnclaimedKey;
const keyOf: KeyOf = (ctx, key) => ({
  scope: `${ctx.state.site} ${ctx.method} ${ctx.path} ${callerOf(ctx)}`,
  key,
  hash: requestHash(ctx.request.body ?? null),
});

const notSaved = (ctx: Context, error: unknown) => {
  ctx.state.log.error({ err: error }, 'idempotent write did not commit');
  return new DomainError('INTERNAL', 'The change could not be saved; please try again');
};

/** What became of a handler behind a keyed transaction: what it threw, or its answer and how its transaction ended. */
type Ran = { thrown: unknown } | { answer: StoredAnswer | null; outcome: KeyedOutcome };

/**
 * Runs the handler with the request's keyed transaction, whose COMMIT takes `storeAnswer` along.
 * When the handler throws, or a statement its work sent with the COMMIT fails, its writes are
 * rolled back and that error is what it threw.
 */
async function runKeyed(store: IdempotencyStore, storeAnswer: AnswerStatement, ctx: Context, next: Next): Promise<Ran> {
  const keyed = keyedTransaction(store.transaction, storeAnswer, {
    answerTimeoutMs: store.answerTimeoutMs,
    mayGuess: !ctx.state.guessedWrong,
  });
  ctx.state.transact = keyed.transact;
  try {
    await next();
  } catch (thrown) {
    await keyed.finish('rollback');
    return { thrown };
  }
  const answer = storableAnswer(ctx);
  const outcome = await keyed.finish(answer ?? 'commit');
  // a statement the work sent with the COMMIT failed: the request failed as if the handler had thrown
  if (outcome.kind === 'work-failed') return { thrown: outcome.error };
  return { answer, outcome };
}

/** claim-first (see KeyMode). */
async function claimFirst(store: IdempotencyStore, request: UnclaimedKey, ctx: Context, next: Next): Promise<void> {
  const claim = await store.claim(request.scope, request.key, request.hash);
  if (claim.kind !== 'claimed') return answerRecorded(ctx, claim);
  const { claimed } = claim;
  const ran = await runKeyed(
    store,
    (finish, tx) => (finish === 'commit' ? store.hold(claimed, tx) : store.complete(claimed, finish, tx)),
    ctx,
    next,
  );
  if ('thrown' in ran) {
    // a 4xx is still the answer to this key (both calls below do nothing when the key was taken
    // over meanwhile: they match the claim's token)
    const answer = clientErrorAnswer(ran.thrown);
    if (answer && !NOT_STORED.has(answer.status)) await store.complete(claimed, answer);
    else await store.release(claimed);
    throw ran.thrown;
  }
  const { answer, outcome } = ran;
  if (outcome.kind === 'lost') throw inProgress(); // a takeover runs this key now; nothing was written here
  if (outcome.kind === 'failed') {
    await store.release(claimed);
    throw notSaved(ctx, outcome.error);
  }
  // committed with its answer: done. Otherwise nothing was written by a transaction, so the
  // answer is stored on its own, or the key released when the answer cannot be replayed.
  if (!(outcome.kind === 'committed' && answer)) {
    if (answer) await store.complete(claimed, answer);
    else await store.release(claimed);
  }
}

/** Answers with the key's record when there is one (see answerRecorded); false when there is none. */
async function answeredByRecord(store: IdempotencyStore, request: UnclaimedKey, ctx: Context): Promise<boolean> {
  const recorded = await store.recorded(request);
  if (!recorded) return false;
  answerRecorded(ctx, recorded);
  return true;
}

/**
 * with-the-write (see KeyMode). Whenever this request does not record the key itself, because it
 * failed or because another request with the key recorded it first, the key's record is the answer.
 */
async function withTheWrite(store: IdempotencyStore, request: UnclaimedKey, ctx: Context, next: Next): Promise<void> {
  const ran = await runKeyed(
    store,
    (finish, tx) => (finish === 'commit' ? Promise.resolve(true) : store.record(request, finish, tx)),
    ctx,
    next,
  );
  if ('thrown' in ran) {
    // the key's record, when there is one, is the answer (this request may have failed only because
    // another with the key wrote first); else a 4xx becomes the key's answer
    if (await answeredByRecord(store, request, ctx)) return;
    const refusal = clientErrorAnswer(ran.thrown);
    if (refusal && !NOT_STORED.has(refusal.status) && !(await store.record(request, refusal))) {
      if (await answeredByRecord(store, request, ctx)) return;
    }
    throw ran.thrown;
  }
  const { answer, outcome } = ran;
  if (outcome.kind === 'failed') throw notSaved(ctx, outcome.error);
  // lost: another request with the key recorded it first, and this one's write rolled back; or no
  // transaction ran, and the answer is recorded on its own (unless the key was recorded meanwhile)
  const recordedFirst = outcome.kind === 'lost' || (answer && outcome.kind !== 'committed' && !(await store.record(request, answer)));
  if (recordedFirst && !(await answeredByRecord(store, request, ctx))) throw inProgress();
}

/**
 * How a route's keys are kept.
 * - `claim-first`: the key is claimed (an 'in_progress' record, committed on its own) before the
 *   handler runs. A retry while the first runs is 409; after a crash the key stays claimed until
 *   IDEMPOTENCY_LOCK_TIMEOUT_MS, when a retry takes it over. For handlers with effects outside
 *   their transaction (mail, a queued job) or with more than one.
 * - `with-the-write`: nothing is claimed. The handler's one transaction records the key, done and
 *   with its answer, by an INSERT sent with its COMMIT; when a request with the same key recorded
 *   it first, that INSERT fails and the write rolls back (the key's primary key lets one commit),
 *   and the request answers with the record. A retry while the first runs waits for it (on the
 *   rows the first has locked, or on the record's key) and replays its answer; a crash leaves
 *   nothing, and the retry runs at once. One transaction and one round trip fewer per write, for
 *   handlers whose only effect is their transaction (the cart's).
 */
export type KeyMode = 'claim-first' | 'with-the-write';

/**
 * Middleware for one idempotent write route (mount it just before the endpoint). Requests
 * without the header run as usual (ctx.state.transact is then a plain transaction); a malformed
 * key is 400. Records past retention are deleted by the process's housekeeping
 * (`idempotencyPurge`, api/housekeeping.ts), not by a request.
 */
export function idempotency(store: IdempotencyStore, mode: KeyMode = 'claim-first'): Middleware {
  const keep = mode === 'claim-first' ? claimFirst : withTheWrite;
  return async (ctx: Context, next: Next) => {
    ctx.state.transact = store.transaction;
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (!key || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (!VALID_KEY.test(key)) throw badRequest({ [IDEMPOTENCY_KEY_HEADER]: 'must be 1 to 255 visible ASCII characters' });
    await keep(store, keyOf(ctx, key), ctx, next);
  };
}

/**
 * An idempotent endpoint: `keys` (an idempotency() middleware) in front of `endpoint`. A write may be
 * computed from what its process remembers and saved only if that still holds (db/transact.ts,
 * ChangedMeanwhile); behind a key it learns that it did not hold only at its COMMIT, after the
 * handler built its answer. Nothing was written or stored then, so the request runs once more,
 * without guessing (its store reads instead), and that run's answer is the one sent.
 */
export function idempotentEndpoint(keys: Middleware, endpoint: (ctx: Context) => Promise<void>): Middleware {
  return async (ctx) => {
    try {
      await keys(ctx, () => endpoint(ctx));
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile) || ctx.state.guessedWrong) throw error;
      ctx.state.guessedWrong = true;
      await keys(ctx, () => endpoint(ctx));
    }
  };
}
