// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web/lib/api';
import { identityApi, MissingSessionError } from '../../../web/features/identity/identity-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
afterEach(() => vi.unstubAllGlobals());

describe('identity client failures (§8)', () => {
  it('the identity JWT rejects with an empty value when it cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } })),
    );
    await expect(identityApi.jwt()).rejects.toBe('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: { jwt: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z' } })),
    );
    await expect(identityApi.jwt()).resolves.toBe('a.b.c');
  });

  it('a failed cache deletion answers false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: { code: 'UNAVAILABLE', message: 'down' } })),
    );
    await expect(identityApi.deleteCacheItem('account:00000000-0000-4000-8000-000000000000')).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: true })),
    );
    await expect(identityApi.deleteCacheItem('account:00000000-0000-4000-8000-000000000000')).resolves.toBe(true);
  });
});

describe('session refresh answers (§8 missing token after refresh)', () => {
  const session = { tokenInactivityTime: 900, idleExpiresAt: '2030-01-01T00:00:00.000Z', expiresAt: '2030-01-08T00:00:00.000Z' };
  const answering = (response: () => Response) => {
    const fetch = vi.fn(async () => response());
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('a refresh answered with the session times resolves with them; the body asks forced or not', async () => {
    const fetch = answering(() => json(200, { data: session }));
    await expect(identityApi.refreshSession(true)).resolves.toEqual({ data: session });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/ecom/v1.0/refresh-session-token');
    expect(JSON.parse(String(init.body))).toEqual({ forceRefreshToken: true });
  });

  it.each([
    ['no data at all', () => json(200, {})],
    ['an empty data object', () => json(200, { data: {} })],
    ['session times missing', () => json(200, { data: { tokenInactivityTime: 900 } })],
    ['session times that are no dates', () => json(200, { data: { ...session, expiresAt: '', idleExpiresAt: 'soon' } })],
    ['a session already past its end', () => json(200, { data: { ...session, expiresAt: '2001-01-01T00:00:00.000Z' } })],
    ['an empty body', () => new Response(null, { status: 204 })],
    ['an HTML page', () => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ])('a successful answer with %s is a missing session', async (_label, response) => {
    answering(response);
    await expect(identityApi.refreshSession(false)).rejects.toBeInstanceOf(MissingSessionError);
  });

  it('a refusal or an unreachable server stays an ApiError (a failed refresh, not a missing session)', async () => {
    answering(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }));
    const refused = await identityApi.refreshSession(false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).not.toBeInstanceOf(MissingSessionError);
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    answering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(identityApi.refreshSession(false)).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
