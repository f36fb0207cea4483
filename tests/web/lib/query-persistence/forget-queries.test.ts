/**
 * Forgetting answers at a sign-out, while a page is on screen: its own query is asked again for
 * the visitor now here (a page opened as the shop said the last session was over must not wait
 * forever), and everything else is gone.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ALL_QUERIES, forgetQueries } from '../../../../web/lib/query-persistence';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('forgetQueries with a page on screen', () => {
  it('a query fetching for the page on screen fetches again and shows its answer; other answers are gone', async () => {
    const client = new QueryClient();
    let fetches = 0;
    const page = new QueryObserver(client, {
      queryKey: ['content', 'page', 'terms-and-conditions'],
      queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(`Terms & Conditions, fetch ${++fetches}`), 20)),
    });
    const stop = page.subscribe(() => {});
    client.setQueryData(['search', 'renal diet'], ['the last visitor searched this']);
    await settle(5); // the page's fetch is under way

    await forgetQueries(ALL_QUERIES, client);
    await settle(100);

    expect(page.getCurrentResult()).toMatchObject({ status: 'success', data: 'Terms & Conditions, fetch 2' });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['content', 'page', 'terms-and-conditions']]);
    stop();
  });

  it('the answer a page on screen shows goes at once, before its new fetch answers', async () => {
    const client = new QueryClient();
    const key = ['account', 'customer-7', 'orders'];
    client.setQueryData(key, ['order of the last user']);
    let release: (orders: string[]) => void = () => {};
    const page = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<string[]>((resolve) => (release = resolve)),
      staleTime: Infinity,
    });
    const stop = page.subscribe(() => {});

    await forgetQueries(ALL_QUERIES, client);

    expect(client.getQueryData(key)).toBeUndefined();
    expect(page.getCurrentResult().data).toBeUndefined();
    release([]);
    await settle(10);
    expect(page.getCurrentResult().data).toEqual([]);
    stop();
  });
});
