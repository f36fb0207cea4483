// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, dataEnvelope, startEarlyRead } from '../../web/lib/api';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const nameSchema = dataEnvelope(z.object({ name: z.string() }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = answer(200, { data: { name: 'Vitalis' } });
    await expect(apiFetch('/api/x', { method: 'POST', body: { fields: ['a'] }, schema: nameSchema })).resolves.toEqual({
      data: { name: 'Vitalis' },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', body: '{"fields":["a"]}', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }),
    );
  });

  it('turns the error envelope into an ApiError with status, code, message and fields', async () => {
    answer(400, { error: { code: 'invalid_input', message: 'handle is required', fields: { handle: 'Required' } } });
    const error = await failure(apiFetch('/api/x', { schema: nameSchema }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'handle is required', fields: { handle: 'Required' } });
  });

  it('reports an answer without an envelope by its status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    expect(await failure(apiFetch('/api/x', { schema: nameSchema }))).toMatchObject({ status: 502, code: 'http_error' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failure(apiFetch('/api/x', { schema: nameSchema }))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('refuses an answer that does not match the schema', async () => {
    answer(200, { data: { name: 42 } });
    expect(await failure(apiFetch('/api/x', { schema: nameSchema }))).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('loads a schema given as a loader only when there is an answer to check, and checks with it', async () => {
    const load = vi.fn(async () => nameSchema);
    answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    expect(await failure(apiFetch('/api/x', { schema: load }))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(load).not.toHaveBeenCalled();
    answer(200, { data: { name: 42 } });
    expect(await failure(apiFetch('/api/x', { schema: load }))).toMatchObject({ status: 200, code: 'invalid_response' });
    answer(200, { data: { name: 'Vitalis', extra: true } });
    await expect(apiFetch('/api/x', { schema: load })).resolves.toEqual({ data: { name: 'Vitalis' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('returns a contract read as typed without a schema (the server validated it)', async () => {
    answer(200, { data: { name: 'Vitalis' } });
    await expect(apiFetch<{ data: { name: string } }>('/api/x')).resolves.toEqual({ data: { name: 'Vitalis' } });
  });

  it('tells a refusal without a proper envelope from one with it', async () => {
    answer(400, { error: { code: 'invalid_input', message: 42 } });
    expect(await failure(apiFetch('/api/x'))).toMatchObject({ status: 400, code: 'http_error' });
  });

  it('hands an early read to the first GET of the same path only', async () => {
    const fetchMock = answer(200, { data: 1 });
    startEarlyRead('/api/early?a=1');
    startEarlyRead('/api/early?a=1'); // already on its way: not asked twice
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/api/early?a=1')).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiFetch('/api/early?a=1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await apiFetch('/api/early?a=1', { method: 'POST', body: {} }); // writes never take an early read
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
