import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '../../core/contract';
import { type CachedResponse, gzipOf, type ResponseCache } from './response-cache';
import { parseInput } from './validate';
import { appendVary } from './vary';

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: Context,
) => Promise<z.input<E['output']>> | z.input<E['output']>;

/** Weak ETag of a JSON text: equal bodies give equal tags on every process. */
export function etagOf(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** Answers of a read may be reused while `version` (of the data behind them) stays the same. */
export interface ReuseAnswers {
  cache: ResponseCache;
  version: (ctx: Context) => Promise<string>;
}

const ACCEPTS_GZIP = /\bgzip\b/;
const GZIP_WORTHWHILE_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names this ETag (it may list several, or be '*'). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends a cacheable read: ETag + revalidate-always caching so a CDN and the service worker can
 * keep it, 304 when the client already has this version, gzip when the client takes it. The
 * body is the cached Buffer (made once per answer), so a repeat costs no serialising, encoding
 * or compressing: Node writes it with an exact Content-Length.
 */
function sendCacheable(ctx: Context, entry: CachedResponse): void {
  const res = ctx.res;
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', 'no-cache');
  appendVary(ctx, 'Accept-Encoding');
  if (matchesEtag(ctx.req.headers['if-none-match'], entry.etag)) {
    ctx.status = 304;
    return;
  }
  const gzip = entry.bytes.length >= GZIP_WORTHWHILE_BYTES && ACCEPTS_GZIP.test(ctx.req.headers['accept-encoding'] ?? '');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  // the type first: Koa's body setter would otherwise call a Buffer application/octet-stream
  res.setHeader('Content-Type', JSON_TYPE);
  ctx.body = gzip ? gzipOf(entry) : entry.bytes;
}

/**
 * Mounts an endpoint of the contract: every method it declares, input validated by its schema,
 * the handler's answer sent as JSON. Handlers stay a few lines: rules live in services. A read
 * given `reuse` keeps its serialised answers per (site, path, input, data version).
 */
export function mount<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: EndpointHandler<E>,
  reuse?: ReuseAnswers,
): void {
  const run = async (ctx: Context) => {
    const input = parseInput(endpoint, ctx);
    if (!endpoint.cacheable) {
      const body = await handler(input, ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
      return;
    }
    // The request as sent (query string or raw JSON body) names the answer as well as the parsed
    // input does, without serialising it again; it is validated above all the same. The method is
    // part of the key: a query string and a body are different inputs even when the text is equal.
    const sent = ctx.method === 'GET' ? ctx.querystring : (ctx.request.rawBody ?? JSON.stringify(input));
    const key = reuse && `${ctx.state.site} ${endpoint.path} ${await reuse.version(ctx)} ${ctx.method} ${sent}`;
    let entry = key ? reuse.cache.get(key) : undefined;
    if (!entry) {
      const json = JSON.stringify(await handler(input, ctx));
      entry = { bytes: Buffer.from(json), etag: etagOf(json) };
      if (key) reuse.cache.set(key, entry);
    }
    sendCacheable(ctx, entry);
  };
  // one route for all its methods: the router tests each route's path once per request
  router.register(endpoint.path, [...endpoint.methods], run);
}
