import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../../api/http/security-headers';

/** The headers securityHeaders sets on a response that went out over https or not. */
async function headersOf(secure: boolean): Promise<Map<string, string>> {
  const headers = new Map<string, string>();
  const ctx = { secure, res: { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) } };
  await securityHeaders({ reviewsScriptUrl: '/reviews/widget.js' })(ctx as unknown as Context, async () => {});
  return headers;
}

describe('security headers', () => {
  it('pins the browser to https (HSTS, a year, subdomains) on an answer sent over https', async () => {
    expect((await headersOf(true)).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain http, where browsers ignore it and localhost would be pinned', async () => {
    const headers = await headersOf(false);
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows no outside origin until the operator configures one', () => {
    const policy = contentSecurityPolicy({ reviewsScriptUrl: '/reviews/widget.js' });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('googletagmanager');
  });

  it('lets in the tag manager, an outside reviews script and Sentry only where each is needed', () => {
    const policy = contentSecurityPolicy({
      gtmId: 'GTM-AB12CD3',
      reviewsScriptUrl: 'https://reviews.example.net/widget.js',
      sentryDsn: 'https://key@o1.ingest.sentry.io/42',
    });
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self' https://www.googletagmanager.com https://reviews.example.net");
    expect(directive('connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('script-src')).not.toContain('sentry');
  });
});
