// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpointRef } from '../../../core/contract/define';
import { ApiError, callEndpoint, startEarlyRead } from '../../../web/lib/api';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const nameSchema = z.object({ data: z.object({ name: z.string() }) });
const read = (path: string) => endpointRef<Endpoint>(path, 'GET');
const write = (path: string) => endpointRef<Endpoint>(path, 'POST');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callEndpoint', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = answer(200, { data: { name: 'Vitalis' } });
    await expect(callEndpoint(write('/api/x'), { fields: ['a'] }, { check: nameSchema })).resolves.toEqual({
      data: { name: 'Vitalis' },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        body: '{"fields":["a"]}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("sends a read's input as query parameters and a write's Idempotency-Key as a header", async () => {
    const fetchMock = answer(200, { data: {} });
    await callEndpoint(read('/api/r'), { handle: 'dog food', page: 2, tags: ['a'], absent: undefined });
    const query = '?handle=dog+food&page=2&tags=%5B%22a%22%5D';
    expect(fetchMock).toHaveBeenLastCalledWith(`/api/r${query}`, expect.objectContaining({ method: 'GET', body: undefined }));
    await callEndpoint(write('/api/w'), { id: 1 }, { idempotencyKey: 'key-1' });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/w',
      expect.objectContaining({ method: 'POST', body: '{"id":1}', headers: expect.objectContaining({ 'Idempotency-Key': 'key-1' }) }),
    );
  });

  it('fills a :param from the input, sends a PUT body without it, and extra headers', async () => {
    const fetchMock = answer(200, {});
    const put = endpointRef<Endpoint>('/api/t/:trackingId/set-cause', 'PUT');
    await callEndpoint(put, { trackingId: 'a/b', causeId: '12-3456789' }, { headers: { 'x-store-id': 'abc' } });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/t/a%2Fb/set-cause',
      expect.objectContaining({
        method: 'PUT',
        body: '{"causeId":"12-3456789"}',
        headers: expect.objectContaining({ 'x-store-id': 'abc' }),
      }),
    );
    await callEndpoint(endpointRef<Endpoint>('/api/t/:trackingId/cause', 'GET'), { trackingId: 'x1' });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/t/x1/cause', expect.objectContaining({ method: 'GET' }));
  });

  it('turns the error envelope into an ApiError with status, code, message and fields', async () => {
    answer(400, { error: { code: 'invalid_input', message: 'handle is required', fields: { handle: 'Required' } } });
    const error = await failure(callEndpoint(read('/api/x'), {}, { check: nameSchema }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'handle is required', fields: { handle: 'Required' } });
  });

  it('reports an answer without an envelope by its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    expect(await failure(callEndpoint(read('/api/x'), {}, { check: nameSchema }))).toMatchObject({ status: 502, code: 'http_error' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(callEndpoint(read('/api/x'), {}, { check: nameSchema }))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('refuses an answer that does not match the schema', async () => {
    answer(200, { data: { name: 42 } });
    expect(await failure(callEndpoint(read('/api/x'), {}, { check: nameSchema }))).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('loads a schema given as a loader only when there is an answer to check, and checks with it', async () => {
    const load = vi.fn(async () => nameSchema);
    answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    expect(await failure(callEndpoint(read('/api/x'), {}, { check: load }))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(load).not.toHaveBeenCalled();
    answer(200, { data: { name: 42 } });
    expect(await failure(callEndpoint(read('/api/x'), {}, { check: load }))).toMatchObject({ status: 200, code: 'invalid_response' });
    answer(200, { data: { name: 'Vitalis', extra: true } });
    await expect(callEndpoint(read('/api/x'), {}, { check: load })).resolves.toEqual({ data: { name: 'Vitalis' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('returns a contract read as typed without a schema (the server validated it)', async () => {
    answer(200, { data: { name: 'Vitalis' } });
    await expect(callEndpoint(read('/api/x'), {})).resolves.toEqual({ data: { name: 'Vitalis' } });
  });

  it('tells a refusal without a proper envelope from one with it', async () => {
    answer(400, { error: { code: 'invalid_input', message: 42 } });
    expect(await failure(callEndpoint(read('/api/x'), {}))).toMatchObject({ status: 400, code: 'http_error' });
  });

  it('hands an early read to the first GET of the same path only', async () => {
    const fetchMock = answer(200, { data: 1 });
    startEarlyRead('/api/early?a=1');
    startEarlyRead('/api/early?a=1'); // already on its way: not asked twice
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(callEndpoint(read('/api/early'), { a: '1' })).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await callEndpoint(read('/api/early'), { a: '1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await callEndpoint(write('/api/early?a=1'), {}); // writes never take an early read
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('while a new version takes over the page', () => {
  afterEach(() => vi.useRealTimers());

  it('holds every call (a request through the old worker would keep it alive) and lets them go after the hold', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const api = await import('../../../web/lib/api');
    const fetchMock = answer(200, { data: { name: 'held' } });
    await api.callEndpoint(read('/api/before'), {});
    expect(fetchMock).toHaveBeenCalledTimes(1);

    api.holdCallsWhileThePageIsReplaced();
    const call = api.callEndpoint(read('/api/during'), {});
    const raw = api.fetchRaw('/api/raw');
    await vi.advanceTimersByTimeAsync(api.REPLACEMENT_HOLD_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ data: { name: 'held' } });
    await raw;
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/api/before', '/api/during', '/api/raw']);
  });
});
