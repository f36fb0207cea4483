/**
 * The guest key: a random secret the browser holds in an HttpOnly cookie, to which a guest's cart
 * (and so its order) is bound. A cart id alone opens nothing: it sits in a script-readable cookie
 * (§9 col_cart_id) and used to sit in URLs. The key is given with the first page (so a cart made
 * offline later is already bound to it) or with the first cart call that comes without one, and a new
 * one replaces it at sign-out: the next person at a shared computer is a different guest. Only its
 * SHA-256 reaches the services (RequestScope.guestKey) and the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import { CART_PATHS } from '../../core/contract/paths';

export const GUEST_KEY_COOKIE = 'shop_guest';
/** Browsers cap cookie lifetimes at 400 days; the cart cookie (30 days) never outlives the key. */
const GUEST_KEY_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

declare module 'koa' {
  interface DefaultState {
    /** the SHA-256 of this request's guest key (set by guestKeys); null when it carries none */
    guestKey?: string | null;
  }
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Gives the browser a new guest key and answers its hash (also ctx.state.guestKey). */
export function issueGuestKey(ctx: Context, secure: boolean): string {
  const secret = randomBytes(32).toString('base64url');
  if (secure) ctx.cookies.secure = true; // behind a TLS-terminating proxy Koa refuses Secure unless told
  ctx.cookies.set(GUEST_KEY_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: GUEST_KEY_MAX_AGE_MS,
    path: '/',
    overwrite: true,
  });
  ctx.state.guestKey = hashOf(secret);
  return ctx.state.guestKey;
}

/** A page the client router draws (index.html), as opposed to a file or an API call. */
const isPage = (ctx: Context) =>
  ctx.method === 'GET' && !ctx.path.startsWith('/api/') && !ctx.path.startsWith('/_ipx/') && !/\.[a-z0-9]+$/i.test(ctx.path);

const CART_CALLS = new Set<string>(Object.values(CART_PATHS));
/** A call on a cart or its checkout: the calls a guest key opens. */
const isCartCall = (ctx: Context) => ctx.method === 'POST' && (CART_CALLS.has(ctx.path) || ctx.path.startsWith('/api/checkout/'));

/**
 * Reads the guest key of every request into ctx.state.guestKey, and gives one to a browser without
 * it on a page load or a cart or checkout call. `secure(ctx)` says whether cookies must be Secure.
 */
export function guestKeys(secure: (ctx: Context) => boolean) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const carried = ctx.cookies.get(GUEST_KEY_COOKIE);
    if (carried && WELL_FORMED.test(carried)) ctx.state.guestKey = hashOf(carried);
    else if (isPage(ctx) || isCartCall(ctx)) issueGuestKey(ctx, secure(ctx));
    else ctx.state.guestKey = null;
    return next();
  };
}
