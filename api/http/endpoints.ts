import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '../../core/contract';
import { answerKey, type ReuseAnswers, sendCacheable } from './response-cache';
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

export type { ReuseAnswers } from './response-cache';

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
    if (!endpoint.cacheable) {
      const body = await handler(parseInput(endpoint, ctx), ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
      return;
    }
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
      const json = JSON.stringify(await handler(input ?? parseInput(endpoint, ctx), ctx));
      entry = { bytes: Buffer.from(json), etag: etagOf(json) };
      if (key) reuse.cache.set(key, entry);
    }
    sendCacheable(ctx, entry);
  };
  if (endpoint.cacheable && reuse?.lane) reuse.lane.add(endpoint.path, endpoint.methods, reuse);
  // one route for all its methods: the router tests each route's path once per request
  router.register(endpoint.path, [...endpoint.methods], run);
}
