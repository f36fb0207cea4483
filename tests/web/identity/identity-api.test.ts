// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityApi } from '../../../web/features/identity/identity-api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
afterEach(() => vi.unstubAllGlobals());

describe('identity client failures (§8)', () => {
  it('the identity JWT rejects with an empty value when it cannot be had', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } })));
    await expect(identityApi.jwt()).rejects.toBe('');
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { data: { jwt: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z' } })));
    await expect(identityApi.jwt()).resolves.toBe('a.b.c');
  });

  it('a failed cache deletion answers false', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { error: { code: 'UNAVAILABLE', message: 'down' } })));
    await expect(identityApi.deleteCacheItem('account:00000000-0000-4000-8000-000000000000')).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { data: true })));
    await expect(identityApi.deleteCacheItem('account:00000000-0000-4000-8000-000000000000')).resolves.toBe(true);
  });
});
