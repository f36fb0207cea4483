/**
 * The sign-in session on the wire (docs/architecture.md §7): an HttpOnly, SameSite=Lax cookie that scripts can
 * never read (Secure over https), or `Authorization: Bearer` from non-browser clients. Where the
 * spec sends sessionToken in a body, the server reads the cookie instead. The middleware puts the
 * signed-in customer on ctx.state.customer (null when signed out) for every /api request.
 */
import type { Context, Next } from 'koa';
import { DomainError } from './errors';

export const SESSION_COOKIE = 'shop_session';

/** Who is signed in on this request. */
export interface SignedInCustomer {
  id: string;
  email: string;
  sessionId: string;
  /** how the token came: a cookie (browser) or a Bearer header */
  via: 'cookie' | 'bearer';
}

declare module 'koa' {
  interface DefaultState {
    /** set by sessionMiddleware on /api requests; null when nobody is signed in */
    customer?: SignedInCustomer | null;
  }
}

/** The token a request carries: the Bearer header first (explicit), then the cookie. */
export function readSessionToken(ctx: Context): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = ctx.get('Authorization');
  const bearer = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (bearer) return { token: bearer[1], via: 'bearer' };
  const cookie = ctx.cookies.get(SESSION_COOKIE);
  return cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

/** Whether cookies must be Secure: the request came over TLS, or the shop is public over https. */
export function secureFor(ctx: Context, publicOrigin: string | undefined): boolean {
  return ctx.secure || Boolean(publicOrigin?.startsWith('https://'));
}

/** Sets the session cookie; `maxAgeMs` is the session's remaining absolute lifetime. */
export function setSessionCookie(ctx: Context, token: string, maxAgeMs: number, publicOrigin?: string): void {
  const secure = secureFor(ctx, publicOrigin);
  // behind a TLS-terminating proxy the socket is plain; Koa then refuses Secure unless told
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeMs, path: '/', overwrite: true });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(ctx: Context, publicOrigin?: string): void {
  const secure = secureFor(ctx, publicOrigin);
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, maxAge: 0, path: '/', overwrite: true });
}

/** Finds the customer of a token, or null when the token is unknown, ended or expired. */
export type SessionResolver = (token: string, ctx: Context) => Promise<Omit<SignedInCustomer, 'via'> | null>;

/** Resolves the session of every /api request into ctx.state.customer. */
export function sessionMiddleware(resolve: SessionResolver) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.path.startsWith('/api/')) return next();
    const carried = readSessionToken(ctx);
    const found = carried ? await resolve(carried.token, ctx) : null;
    ctx.state.customer = found && carried ? { ...found, via: carried.via } : null;
    return next();
  };
}

/** The signed-in customer, or a 401 for account endpoints. */
export function requireCustomer(ctx: Context): SignedInCustomer {
  const customer = ctx.state.customer;
  if (!customer) throw new DomainError('UNAUTHENTICATED', 'Sign in to continue');
  return customer;
}
