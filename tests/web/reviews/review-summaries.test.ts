// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { reviewSummaryOf } from '../../../web/features/reviews/review-summaries';

afterEach(() => vi.unstubAllGlobals());

it('asks for the summaries of the cards drawn together in one call, in order, and answers each card', async () => {
  const fetchMock = vi.fn(async (input: string) => {
    const ids: string[] = JSON.parse(new URL(input, 'http://shop.test').searchParams.get('productIds')!);
    const summaries = ids.map((productId, i) => ({ productId, average: i === 0 ? 4.3 : null, count: i === 0 ? 12 : 0 }));
    return new Response(JSON.stringify({ summaries }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const [a, b, again] = await Promise.all([reviewSummaryOf('p1'), reviewSummaryOf('p2'), reviewSummaryOf('p1')]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://shop.test');
  expect(url.pathname).toBe('/api/reviews/summaries');
  expect(JSON.parse(url.searchParams.get('productIds')!)).toEqual(['p1', 'p2']);
  expect(a).toEqual({ productId: 'p1', average: 4.3, count: 12 });
  expect(again).toEqual(a);
  expect(b).toEqual({ productId: 'p2', average: null, count: 0 });
});
