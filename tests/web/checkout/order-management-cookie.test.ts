import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureOrderManagementCookie } from '../../../web/features/checkout/order-management-cookie';

/** A document whose cookie jar records what was written (attributes included). */
function fakeDocument(initial = '') {
  const written: string[] = [];
  let jar = initial;
  const doc = {
    get cookie() {
      return jar;
    },
    set cookie(text: string) {
      written.push(text);
      const pair = text.split(';')[0];
      jar = jar ? `${jar}; ${pair}` : pair;
    },
  };
  return { doc: doc as unknown as Document, written };
}

afterEach(() => vi.unstubAllGlobals());

describe('order-management cookie (§4, §9)', () => {
  it('is made once for a signed-in customer: secure, 2 hours, from the server’s signed value', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ hash: 'abc123', value: 'eyJ2IjoxfQ' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { doc, written } = fakeDocument();
    expect(await ensureOrderManagementCookie(true, doc)).toBe(true);
    expect(written).toEqual(['order_management=eyJ2IjoxfQ.abc123; Max-Age=7200; Path=/; Secure; SameSite=Lax']);
    expect(fetchMock).toHaveBeenCalledWith('/api/crypto', expect.objectContaining({ method: 'POST' }));
    // once per session: present now, so no second call
    expect(await ensureOrderManagementCookie(true, doc)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is never made for a guest', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { doc, written } = fakeDocument();
    expect(await ensureOrderManagementCookie(false, doc)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it('a refused /api/crypto is only logged and sets nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, written } = fakeDocument();
    expect(await ensureOrderManagementCookie(true, doc)).toBe(false);
    expect(written).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
