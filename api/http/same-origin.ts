import type { Context, Next } from 'koa';
import { DomainError } from '../errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host:port an Origin header names; null for 'null' (sandboxed pages, file:) or a malformed one. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A write that a browser sent from another site's page is refused with 403: the session cookie
 * is SameSite=Lax, but a storefront's origin must not be able to write to the other's, and no
 * third-party page may post to either. Browsers send Origin with every cross-origin write and with
 * same-origin POSTs; a request with none comes from a non-browser client (a script, a monitor)
 * and is judged by its credentials alone, as before. Only the host is compared: the scheme is
 * the proxy's business when TLS ends before the shop.
 */
export async function sameOriginWrites(ctx: Context, next: Next): Promise<void> {
  const origin = ctx.get('Origin');
  if (origin && WRITE_METHODS.has(ctx.method) && originHost(origin) !== ctx.host.toLowerCase()) {
    throw new DomainError('FORBIDDEN', 'This request came from another site and was refused');
  }
  await next();
}
