// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, OFFLINE_WRITE_MESSAGE, WRITE_ATTEMPTS } from '../../../web/features/account/account-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('account writes carry an Idempotency-Key', () => {
  it('one key per action, the same key on each retry after the answer was lost', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(409, { error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'still running' } }))
      .mockResolvedValueOnce(json(200, { data: { id: 'SC-DEMO-1' } }));
    vi.stubGlobal('fetch', fetcher);
    await expect(accountApi.skipSubscription('SC-DEMO-1')).resolves.toEqual({ data: { id: 'SC-DEMO-1' } });
    expect(fetcher).toHaveBeenCalledTimes(3);
    const keys = fetcher.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);

    fetcher.mockResolvedValueOnce(json(200, { data: { id: 'SC-DEMO-1' } }));
    await accountApi.skipSubscription('SC-DEMO-1');
    expect(keyOf(fetcher.mock.calls[3])).not.toBe(keys[0]); // a second click is a second action
  });

  it('gives up after its attempts, and never retries a refusal', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', down);
    await expect(accountApi.deleteAddress('a1')).rejects.toMatchObject({ status: 0 });
    expect(down).toHaveBeenCalledTimes(WRITE_ATTEMPTS);

    const refused = vi.fn(async () =>
      json(400, { error: { code: 'VALIDATION', message: 'Bad', fields: { 'address.zip': 'Enter a ZIP code' } } }),
    );
    vi.stubGlobal('fetch', refused);
    await expect(accountApi.createAddress({} as never)).rejects.toMatchObject({ status: 400 });
    expect(refused).toHaveBeenCalledOnce();
    expect(keyOf(refused.mock.calls[0] as unknown[])).toBeTruthy();
  });

  it('reads send no key, and an offline write is refused without a request', async () => {
    const fetcher = vi.fn(async () => json(200, { data: {} }));
    vi.stubGlobal('fetch', fetcher);
    await accountApi.customer();
    expect(keyOf(fetcher.mock.calls[0] as unknown[])).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(accountApi.updateCustomer({} as never)).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    expect(fetcher).toHaveBeenCalledOnce();
  });
});
