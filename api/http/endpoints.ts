import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '../../core/contract';
import type { Transact } from '../db/transact';
import { IDEMPOTENCY_KEY_HEADER, idempotentEndpoint, type KeyMode } from './idempotency';
import type { InProcessReads } from './in-process-reads';
import type { RequestScope } from '../request-scope';
import { answerKey, type ReuseAnswers, sendCacheable } from './response-cache';
import { parseInput } from './validate';

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  scope: RequestScope,
  ctx: Context,
) => Promise<z.input<E['output']>> | z.input<E['output']>;

/** Weak ETag of a JSON text: equal bodies give equal tags on every process. */
export function etagOf(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

export type { ReuseAnswers } from './response-cache';

/** What mount() needs from the app: the Idempotency-Key middleware of each way of keeping keys, and the plain transaction. */
export interface MountKit {
  idempotency: Record<KeyMode, Middleware>;
  transact: Transact;
  /** where the shared reads are offered to the pages rendered on the server */
  reads?: InProcessReads;
}

const noDatabase: Transact = () => Promise.reject(new Error('this endpoint was mounted without a database'));

/**
 * The request scope of `ctx`, built once per request. The logger is read when a service first logs:
 * most requests never do, and the request's child logger is made on first use.
 */
export function scopeOf(ctx: Context, transact: Transact): RequestScope {
  return {
    site: ctx.state.site,
    customerId: ctx.state.customer?.id ?? null,
    guestKey: ctx.state.guestKey ?? null,
    get log() {
      return ctx.state.log;
    },
    transact: ctx.state.transact ?? transact,
    requestKey: ctx.get(IDEMPOTENCY_KEY_HEADER) || null,
  };
}

/** The handler's answer for a read whose answers are kept per (site, path, input, data version). */
async function sendReused<E extends Endpoint>(
  ctx: Context,
  endpoint: E,
  handler: EndpointHandler<E>,
  reuse: ReuseAnswers | undefined,
  transact: Transact,
) {
  // A known answer is looked up before validating: its key holds the exact text validated when
  // it was made. Without a raw body (another body parser ran) the parsed input names it instead.
  let input: z.output<E['input']> | undefined;
  let sent = ctx.method === 'GET' ? ctx.querystring : ctx.request.rawBody;
  if (sent === undefined) {
    input = parseInput(endpoint, ctx);
    sent = JSON.stringify(input);
  }
  const key = reuse && answerKey(ctx.state.site, endpoint.path, await reuse.version(ctx), ctx.method, sent);
  let entry = key ? reuse.cache.get(key) : undefined;
  if (!entry) {
    const json = JSON.stringify(await handler(input ?? parseInput(endpoint, ctx), scopeOf(ctx, transact), ctx));
    entry = { bytes: Buffer.from(json), etag: etagOf(json) };
    if (key) reuse.cache.set(key, entry);
  }
  sendCacheable(ctx, entry);
}

/**
 * Mounts an endpoint of the contract: every method it declares, input validated by its schema,
 * the handler given the request scope, its answer sent as JSON. An endpoint the contract marks
 * `idempotent` gets the Idempotency-Key middleware in front. Handlers stay a line or two: rules
 * live in services. A read given `reuse` keeps its serialised answers per (site, path, input, data version).
 * `keys` says how an idempotent endpoint's keys are kept (KeyMode).
 */
export function mount<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: EndpointHandler<E>,
  reuse?: ReuseAnswers,
  kit?: MountKit,
  keys: KeyMode = 'claim-first',
): void {
  const transact = kit?.transact ?? noDatabase;
  const run = async (ctx: Context) => {
    if (endpoint.cacheable) return sendReused(ctx, endpoint, handler, reuse, transact);
    const body = await handler(parseInput(endpoint, ctx), scopeOf(ctx, transact), ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
  if (endpoint.cacheable && reuse?.lane) reuse.lane.add(endpoint.path, endpoint.methods, reuse);
  kit?.reads?.add(endpoint, handler);
  if (endpoint.idempotent && !kit) throw new Error(`${endpoint.path} is idempotent: mount it with the app's MountKit`);
  // one route for all its methods: the router tests each route's path once per request
  router.register(endpoint.path, [...endpoint.methods], endpoint.idempotent && kit ? idempotentEndpoint(kit.idempotency[keys], run) : run);
}

/** A feature's router and the mount() that feeds it. */
export interface EndpointRouter {
  router: Router;
  mount<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, reuse?: ReuseAnswers): void;
}

/** Makes one router per feature, every endpoint mounted with the app's kit, its idempotent ones keeping keys as `keys` says. */
export function endpointRouters(kit: MountKit) {
  return (keys: KeyMode = 'claim-first'): EndpointRouter => {
    const router = new Router();
    return { router, mount: (endpoint, handler, reuse) => mount(router, endpoint, handler, reuse, kit, keys) };
  };
}
export type EndpointRouters = ReturnType<typeof endpointRouters>;
