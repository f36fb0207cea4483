import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '../../core/contract';
import { type CachedResponse, gzipOf, type ResponseCache } from './response-cache';
import { parseInput } from './validate';

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

/**
 * Sends a cacheable read: ETag + revalidate-always caching so a CDN and the service worker can
 * keep it, 304 when the client already has this version, gzip when the client takes it.
 */
function sendCacheable(ctx: Context, entry: CachedResponse): void {
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (ctx.get('If-None-Match')?.split(/\s*,\s*/).includes(entry.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  if (entry.json.length >= GZIP_WORTHWHILE_BYTES && ACCEPTS_GZIP.test(ctx.get('Accept-Encoding'))) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipOf(entry);
  } else ctx.body = entry.json;
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
    const key = reuse && `${ctx.state.site} ${endpoint.path} ${await reuse.version(ctx)} ${JSON.stringify(input)}`;
    let entry = key ? reuse.cache.get(key) : undefined;
    if (!entry) {
      const json = JSON.stringify(await handler(input, ctx));
      entry = { json, etag: etagOf(json) };
      if (key) reuse.cache.set(key, entry);
    }
    sendCacheable(ctx, entry);
  };
  for (const method of endpoint.methods) {
    router[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](endpoint.path, run);
  }
}
