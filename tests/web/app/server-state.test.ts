/**
 * The server's answers handed to the browser's query cache: as fresh as the page that carries them,
 * however long ago the server drew (and kept) that page.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydratePageState, hydratePageState } from '../../../web/app/server-state';

describe('the answers a page was drawn with', () => {
  afterEach(() => vi.useRealTimers());

  it('count as received when the page arrives, not when it was drawn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T10:00:00Z'));
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['catalogue', 'page'], queryFn: () => ({ products: [] }) });
    const state = JSON.parse(JSON.stringify(dehydratePageState(server)));

    // served from the kept pages ten minutes later
    vi.setSystemTime(new Date('2026-12-03T10:10:00Z'));
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydratePageState(browser, state);
    expect(browser.getQueryState(['catalogue', 'page'])?.dataUpdatedAt).toBe(Date.now());
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['catalogue', 'page'] })
        ?.isStaleByTime(60_000),
    ).toBe(false);
  });
});
