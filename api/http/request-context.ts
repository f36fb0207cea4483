import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import type { SiteCode } from '../../core/constants';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * What the http/ middleware keeps on a request (ctx.state). The child logger carrying the request
 * id is made on first use: most requests never log anything but their one request line, and that
 * line needs no child (the id goes into the line itself, the same JSON a child would write).
 */
class RequestState {
  site!: SiteCode;
  readonly requestId: string;
  readonly #logger: Logger;
  #log: Logger | undefined;

  constructor(logger: Logger, requestId: string) {
    this.#logger = logger;
    this.requestId = requestId;
  }

  get log(): Logger {
    this.#log ??= this.#logger.child({ requestId: this.requestId });
    return this.#log;
  }

  /** the request's child logger when something below already made one */
  get childLog(): Logger | undefined {
    return this.#log;
  }
}

/**
 * Gives every request an id (the caller's X-Request-Id when it is safe to echo, else a new
 * UUID), a logger carrying it (ctx.state.log), and one structured log line when the answer is sent.
 */
export function requestContext(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const state = new RequestState(logger, requestId);
    ctx.state = state;
    ctx.res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level)) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms, site: state.site };
        const child = state.childLog;
        if (child) child[level](line, 'request');
        else logger[level]({ requestId, ...line }, 'request');
      }
    }
  };
}
