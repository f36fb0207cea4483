import type { Context, Next } from 'koa';
import type { ErrorCode, ErrorEnvelope } from '../../core/contract';

/** A failure the caller can act on; its code decides the HTTP status (STATUS_BY_CODE). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The one place where an error code becomes an HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** the payment processor declined the card (nothing was stored) */
  CARD_DECLINED: 402,
  /** the cart already became an order; it takes no more writes */
  CART_ORDERED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A refusal until the caller waits `retryAfterSeconds` (sent as Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  ) {
    super('RATE_LIMITED', message);
  }
}

export const notFound = (message = 'Not found') => new DomainError('NOT_FOUND', message);
export const badRequest = (fields: Record<string, string>, message = 'Invalid request') =>
  new DomainError('VALIDATION_FAILED', message, fields);

/** Errors thrown by Koa middleware (body parser, http-errors) that carry a client status. */
function fromHttpError(err: { status?: number; expose?: boolean; message?: string; type?: string }): DomainError | null {
  if (!err.status || err.status >= 500) return null;
  if (err.status === 413) return new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (err.status === 415) return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  if (err.status === 400)
    return new DomainError('VALIDATION_FAILED', 'The request body is not valid JSON', { body: 'must be valid JSON' });
  if (err.status === 404) return notFound();
  return new DomainError('VALIDATION_FAILED', err.expose && err.message ? err.message : 'Invalid request');
}

/**
 * Turns anything thrown below into the error envelope. Unknown errors become a 500 that says
 * nothing of the internals and is logged with the request id.
 */
export async function errorEnvelope(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (thrown) {
    const err = thrown as Error & { status?: number; expose?: boolean };
    const domain = err instanceof DomainError ? err : fromHttpError(err);
    const body: ErrorEnvelope = domain
      ? { error: { code: domain.code, message: domain.message, ...(domain.fields ? { fields: domain.fields } : {}) } }
      : { error: { code: 'INTERNAL', message: `Something went wrong (request ${ctx.state.requestId})` } };
    ctx.status = domain ? STATUS_BY_CODE[domain.code] : 500;
    ctx.body = body;
    ctx.remove('ETag');
    if (domain instanceof RateLimitedError) ctx.set('Retry-After', String(domain.retryAfterSeconds));
    if (ctx.status >= 500) ctx.state.log?.error({ err }, 'request failed');
  }
}
