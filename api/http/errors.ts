import type { Context, Next } from 'koa';
import type { ErrorCode, ErrorEnvelope } from '../../core/contract';
import { badRequest, DomainError, notFound, RateLimitedError } from '../errors';

export { badRequest, DomainError, notFound, RateLimitedError };

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
  /** a line's price is no longer the catalogue's: checkout start shows the new one (409: not kept under an Idempotency-Key) */
  PRICE_CHANGED: 409,
  /** a staff user's monthly staff-feeding quota is used up (core/checkout/staff-quota) */
  QUOTA_REACHED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Errors thrown by Koa middleware (body parser, http-errors) that carry a client status. */
function fromHttpError(err: { status?: number; expose?: boolean; message?: string; type?: string }): DomainError | null {
  if (!err.status || err.status >= 500) return null;
  if (err.status === 413) return new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (err.status === 415) return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  if (err.status === 400) return new DomainError('VALIDATION_FAILED', 'The request body is not valid JSON', { body: 'must be valid JSON' });
  if (err.status === 404) return notFound();
  return new DomainError('VALIDATION_FAILED', err.expose && err.message ? err.message : 'Invalid request');
}

/** The status and envelope of a domain error: the one place the error body is built. */
export function errorAnswer(error: DomainError): { status: number; body: ErrorEnvelope } {
  const fields = error.fields ? { fields: error.fields } : {};
  return { status: STATUS_BY_CODE[error.code], body: { error: { code: error.code, message: error.message, ...fields } } };
}

/**
 * Turns anything thrown below into the error envelope. Unknown errors become a 500 that says
 * nothing of the internals and is logged with the request id. No error answer is stored by a
 * browser or a proxy (`no-store`): an error is about one request, and may name what it was sent.
 */
export async function errorEnvelope(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status >= 400) ctx.set('Cache-Control', 'no-store');
  } catch (thrown) {
    const err = thrown as Error & { status?: number; expose?: boolean };
    const domain = err instanceof DomainError ? err : fromHttpError(err);
    const internal: ErrorEnvelope = { error: { code: 'INTERNAL', message: `Something went wrong (request ${ctx.state.requestId})` } };
    const { status, body } = domain ? errorAnswer(domain) : { status: 500, body: internal };
    ctx.status = status;
    ctx.body = body;
    ctx.remove('ETag');
    ctx.set('Cache-Control', 'no-store');
    if (domain instanceof RateLimitedError) ctx.set('Retry-After', String(domain.retryAfterSeconds));
    if (ctx.status >= 500) ctx.state.log?.error({ err }, 'request failed');
  }
}
