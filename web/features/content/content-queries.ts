import { useQuery } from '@tanstack/react-query';
import { FALLBACK_SITE_NAME, useSiteCode } from '../../app/site';
import { fetchAnnouncements, fetchFooter, fetchGlobals, fetchHeader, fetchNavigation, fetchPasswordProtect } from './content-api';

/** Content changes rarely; a shopper on a flaky connection should not refetch it on every page. */
const CONTENT_STALE_MS = 5 * 60_000;

export function useGlobals(fields: readonly string[], enabled = true) {
  return useQuery({
    queryKey: ['content', 'globals', ...fields],
    queryFn: ({ signal }) => fetchGlobals(fields, signal),
    staleTime: CONTENT_STALE_MS,
    enabled,
  });
}

const SITE_NAME_FIELDS = ['site_name'] as const;

/** The content service's site name, or the storefront's built-in name while it loads or fails. */
export function useSiteName(): string {
  const siteCode = useSiteCode();
  const { data } = useGlobals(SITE_NAME_FIELDS);
  const siteName = data?.site_name;
  return typeof siteName === 'string' && siteName.trim() ? siteName : FALLBACK_SITE_NAME[siteCode];
}

export function useHeaderContent() {
  return useQuery({ queryKey: ['content', 'header'], queryFn: ({ signal }) => fetchHeader(signal), staleTime: CONTENT_STALE_MS });
}

export function useFooterContent() {
  return useQuery({ queryKey: ['content', 'footer'], queryFn: ({ signal }) => fetchFooter(signal), staleTime: CONTENT_STALE_MS });
}

export function useNavigation(handle: string) {
  return useQuery({
    queryKey: ['content', 'navigation', handle],
    queryFn: ({ signal }) => fetchNavigation(handle, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useAnnouncements() {
  return useQuery({
    queryKey: ['content', 'announcements'],
    queryFn: ({ signal }) => fetchAnnouncements(signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePasswordProtectContent() {
  return useQuery({
    queryKey: ['content', 'password-protect'],
    queryFn: ({ signal }) => fetchPasswordProtect(signal),
    staleTime: CONTENT_STALE_MS,
  });
}
