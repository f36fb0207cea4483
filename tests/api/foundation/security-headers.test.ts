import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../api/http/security-headers';

/** The headers securityHeaders sets on a response that went out over https or not. */
async function headersOf(secure: boolean): Promise<Map<string, string>> {
  const headers = new Map<string, string>();
  const ctx = { secure, res: { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) } };
  await securityHeaders(ctx as unknown as Context, async () => {});
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
});
