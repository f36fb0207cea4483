import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

const MAX_RETRIES = 2;
const QUERY_GC_TIME_MS = 30 * 60_000;

/** A refusal (4xx) will be refused again; only network trouble and server errors are worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: try the request once even when the browser says offline, so answers the
      // service worker has cached still arrive.
      // gcTime: answers stay (and stay persisted for the next visit, docs/architecture.md §6) for half an hour
      // after the last page using them; longer would make every cache write heavier.
      queries: {
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/**
 * Refetches what failed while the page had no connection as soon as it has one again. TanStack's
 * onlineManager starts online whatever the browser says, so in a page opened offline the queries
 * retry, fail and stay failed, and the browser's 'online' event changes nothing the manager knows:
 * without this, a page opened offline waits for a click once the connection is back. Queries
 * refetch as refetchOnReconnect says; one already fetching is not fetched twice.
 */
export function refetchWhenTheConnectionReturns(queryClient: QueryClient): () => void {
  const onOnline = () => queryClient.getQueryCache().onOnline();
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
