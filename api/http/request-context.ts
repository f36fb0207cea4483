import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is safe to echo, else a new
 * UUID), a child logger carrying it, and one structured log line when the answer is sent.
 */
export function requestContext(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = ctx.status >= 500 ? 'error' : 'info';
      ctx.state.log[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms, site: ctx.state.site }, 'request');
    }
  };
}
