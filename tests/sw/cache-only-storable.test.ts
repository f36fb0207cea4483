import { describe, expect, it } from 'vitest';
import { cacheOnlyStorableResponses, isStorableResponse } from '../../sw/plugins/cache-only-storable';

const response = (status: number, cacheControl?: string): Response =>
  new Response(status === 204 ? null : '{}', {
    status,
    headers: cacheControl ? { 'Cache-Control': cacheControl } : {},
  });

describe('isStorableResponse', () => {
  it('keeps a plain or revalidatable 200', () => {
    expect(isStorableResponse(response(200))).toBe(true);
    expect(isStorableResponse(response(200, 'public, max-age=60'))).toBe(true);
    expect(isStorableResponse(response(200, 'no-cache'))).toBe(true);
  });

  it('refuses no-store responses, whatever else the header says', () => {
    expect(isStorableResponse(response(200, 'no-store'))).toBe(false);
    expect(isStorableResponse(response(200, 'private, no-store, max-age=0'))).toBe(false);
    expect(isStorableResponse(response(200, 'No-Store'))).toBe(false);
  });

  it('refuses errors and partial content', () => {
    expect(isStorableResponse(response(404))).toBe(false);
    expect(isStorableResponse(response(500))).toBe(false);
    expect(isStorableResponse(response(206))).toBe(false);
  });
});

describe('cacheOnlyStorableResponses', () => {
  it('hands Workbox null for a response it must not cache', async () => {
    const cacheWillUpdate = cacheOnlyStorableResponses.cacheWillUpdate!;
    const ok = response(200);
    const options = (r: Response) => ({ response: r, request: new Request(`https://shop.example/api/x`) }) as never;

    await expect(cacheWillUpdate(options(ok))).resolves.toBe(ok);
    await expect(cacheWillUpdate(options(response(200, 'no-store')))).resolves.toBeNull();
  });
});
