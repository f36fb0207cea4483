/**
 * The rate limits of single requests, by contract path, before the routers: register,
 * forgot-password, verify-email, create-customer-token, place-order and client error reports, each counted per client
 * address and, when signed in, per account (figures in core/rate-limits.ts). The services stay free
 * of them. Sign-in (per account and address, with its back-off) and the contact form (per client,
 * once the message is valid) count inside their services.
 */
import type { Redis } from 'ioredis';
import type { Context, Middleware, Next } from 'koa';
import { placeOrder } from '../../core/contract/checkout-refs';
import { reportClientError } from '../../core/contract/client-error-refs';
import { IDENTITY_PATHS } from '../../core/contract/paths';
import type { RateLimitName, RateLimitTable } from '../../core/rate-limits';
import { clientRateLimit } from '../rate-limit';

/** The requests limited here: method, contract path, limit. */
export const LIMITED_REQUESTS: readonly { method: string; path: string; limit: RateLimitName }[] = [
  { method: 'POST', path: IDENTITY_PATHS.register, limit: 'register' },
  { method: 'POST', path: IDENTITY_PATHS.forgotPassword, limit: 'forgotPassword' },
  { method: 'POST', path: IDENTITY_PATHS.verifyEmail, limit: 'verifyEmail' },
  { method: 'POST', path: IDENTITY_PATHS.createCustomerToken, limit: 'createCustomerToken' },
  { method: placeOrder.method, path: placeOrder.path, limit: 'placeOrder' },
  { method: reportClientError.method, path: reportClientError.path, limit: 'clientErrors' },
];

/** The 429 message. */
export const tooManyRequests = (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`;

/**
 * A path as the routers match it: they ignore case and a trailing slash, so the limits must too
 * (or '/API/identity/register/' would be an unlimited way in).
 */
function routedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape matches no route either
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

export function requestLimits(limits: RateLimitTable, redis?: Redis): Middleware {
  const byRequest = new Map(
    LIMITED_REQUESTS.map(({ method, path, limit }) => [
      `${method} ${path.toLowerCase()}`,
      clientRateLimit({ name: limit, ...limits[limit], redis }),
    ]),
  );
  return async (ctx: Context, next: Next) => {
    const limit = byRequest.get(`${ctx.method} ${routedPath(ctx.path)}`);
    if (limit) {
      const keys = [`${ctx.state.site}:address:${ctx.ip}`];
      if (ctx.state.customer) keys.push(`${ctx.state.site}:customer:${ctx.state.customer.id}`);
      await limit.consume(keys, tooManyRequests);
    }
    return next();
  };
}
