import type { Context, Next } from 'koa';

import type { ThirdPartyConfig } from '../config';

/** Where Google Tag Manager and the analytics it loads fetch from (only when a container is set). */
const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com'];
const TAG_MANAGER_CONNECTIONS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

function originOf(url: string | undefined): string[] {
  if (!url?.startsWith('https://')) return [];
  return [new URL(url).origin];
}

/**
 * No inline script anywhere (the app is built to external files); inline style attributes are
 * allowed because components set sizes through style. Images may come from data:/blob: URLs
 * that the app makes itself. The outside services the operator configured (tag manager, a reviews
 * script on another origin, Sentry) are the only other origins, each where it needs to be.
 */
export function contentSecurityPolicy(thirdParty: ThirdPartyConfig): string {
  const tagManager = thirdParty.gtmId ? { scripts: TAG_MANAGER_SCRIPTS, connections: TAG_MANAGER_CONNECTIONS } : undefined;
  const reviews = originOf(thirdParty.reviewsScriptUrl);
  const scripts = ["'self'", ...(tagManager?.scripts ?? []), ...reviews];
  const connections = ["'self'", ...(tagManager?.connections ?? []), ...reviews, ...originOf(thirdParty.sentryDsn)];
  const images = ["'self'", 'data:', 'blob:', ...(tagManager?.connections ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connections.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const OTHER_SECURITY_HEADERS: [string, string][] = [
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
export function securityHeaders(thirdParty: ThirdPartyConfig): (ctx: Context, next: Next) => Promise<void> {
  const headers: [string, string][] = [['Content-Security-Policy', contentSecurityPolicy(thirdParty)], ...OTHER_SECURITY_HEADERS];
  return (ctx, next) => {
    const res = ctx.res;
    for (const [name, value] of headers) res.setHeader(name, value);
    if (ctx.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return next();
  };
}
