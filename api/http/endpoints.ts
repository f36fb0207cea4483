import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '../../core/contract';
import { parseInput } from './validate';

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: Context,
) => Promise<z.input<E['output']>> | z.input<E['output']>;

/** Weak ETag of a JSON answer: equal bodies give equal tags on every process. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

/**
 * Answers a cacheable read: ETag + revalidate-always caching so a CDN and the service worker
 * can keep it, and 304 when the client already has this version.
 */
function sendCacheable(ctx: Context, body: unknown): void {
  const etag = etagOf(body);
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'no-cache');
  const known = ctx.get('If-None-Match');
  if (known?.split(/\s*,\s*/).includes(etag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}

/**
 * Mounts an endpoint of the contract: every method it declares, input validated by its schema,
 * the handler's answer sent as JSON. Handlers stay a few lines: rules live in services.
 */
export function mount<E extends Endpoint>(router: Router, endpoint: E, handler: EndpointHandler<E>): void {
  const run = async (ctx: Context) => {
    const input = parseInput(endpoint, ctx);
    const body = await handler(input, ctx);
    if (endpoint.cacheable) sendCacheable(ctx, body);
    else {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    }
  };
  for (const method of endpoint.methods) {
    router[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](endpoint.path, run);
  }
}
