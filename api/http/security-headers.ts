import type { Context, Next } from 'koa';

/**
 * No inline script anywhere (the app is built to external files); inline style attributes are
 * allowed because components set sizes through style. Images may come from data:/blob: URLs
 * that the app makes itself.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every answer. */
export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  await next();
}
