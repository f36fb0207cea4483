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

const SECURITY_HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/** A year, the preload list's minimum: once a browser has seen the shop over https, it never tries http. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (set on the Node response directly: this runs per request).
 * HSTS only on an answer that went out over https: sent over http it would be ignored, and on
 * localhost it would pin a developer's browser to https.
 */
export function securityHeaders(ctx: Context, next: Next): Promise<void> {
  const res = ctx.res;
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (ctx.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return next();
}
