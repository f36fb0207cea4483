import { queryOptions, type UseQueryResult, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { fetchContentPage, fetchMaintenance, fetchRouteRules, fetchSitemap } from './content-page-api';

/** Content changes rarely; a shopper on a flaky connection should not refetch it on every page. */
const CONTENT_STALE_MS = 5 * 60_000;

/**
 * True when a query has nothing to show because the shop cannot be reached: its fetch failed on the
 * network (status 0) or waits paused for a connection (a retry while offline). The page then says
 * it needs a connection, instead of a spinner that never ends or a 404 it does not know to be true.
 */
export function needsConnection(query: Pick<UseQueryResult, 'data' | 'error' | 'fetchStatus' | 'isPending'>): boolean {
  if (query.data !== undefined) return false;
  if (query.error instanceof ApiError && query.error.status === 0) return true;
  return query.isPending && query.fetchStatus === 'paused';
}

/** Query keys of the content pages; their answers are persisted (query-answer-schemas.ts), so they open offline. */
export const contentPageKeys = {
  page: (slug: string) => ['content', 'page', slug] as const,
  routeRules: () => ['content', 'route-rules'] as const,
  sitemap: () => ['content', 'sitemap'] as const,
  maintenance: () => ['content', 'maintenance'] as const,
};

/** True when the content service answered that the page does not exist (unknown or unpublished slug). */
export const isMissingPage = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useContentPage(slug: string) {
  return useQuery({
    queryKey: contentPageKeys.page(slug),
    queryFn: ({ signal }) => fetchContentPage(slug, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

const routeRulesQuery = queryOptions({
  queryKey: contentPageKeys.routeRules(),
  queryFn: ({ signal }) => fetchRouteRules(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useRouteRules() {
  return useQuery(routeRulesQuery);
}

/**
 * Asks for the route rules beside a content page: a slug without a page then finds its rule at
 * once instead of after a second round trip, and the rules are stored for offline use with the page.
 */
export function usePrefetchRouteRules(): void {
  usePrefetchQuery(routeRulesQuery);
}

export function useSitemap() {
  return useQuery({ queryKey: contentPageKeys.sitemap(), queryFn: ({ signal }) => fetchSitemap(signal), staleTime: CONTENT_STALE_MS });
}

export function useMaintenanceContent() {
  return useQuery({
    queryKey: contentPageKeys.maintenance(),
    queryFn: ({ signal }) => fetchMaintenance(signal),
    staleTime: CONTENT_STALE_MS,
  });
}
