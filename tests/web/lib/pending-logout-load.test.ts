// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_LOGOUT_FLAG } from '../../../web/lib/local-db/pending-logout';

// The sender's code cannot load: offline before the worker cached it.
vi.mock('../../../web/lib/local-db/pending-logout-send', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { fetchRaw } = await import('../../../web/lib/api');

beforeEach(() => localStorage.setItem(PENDING_LOGOUT_FLAG, String(Date.now())));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a call while a sign-out waits to reach the shop and its sender cannot load', () => {
  it('a read goes without the old session’s cookie', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await fetchRaw('/api/cms/v1.0/get-filtered-products');
    expect(fetch).toHaveBeenCalledWith('/api/cms/v1.0/get-filtered-products', { credentials: 'omit' });
  });

  it('a write does not go at all (as offline)', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchRaw('/api/ecom/v1.0/add-cart-line-items', { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
