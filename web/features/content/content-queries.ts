import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FALLBACK_SITE_NAME, useSiteCode } from '../../app/site';
import { fetchAnnouncements, fetchFooter, fetchGlobals, fetchHeader, fetchNavigation, fetchPasswordProtect } from './content-api';
import { loadNotFoundFields } from '../../lib/lazy-schemas';

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

const NOT_FOUND_FIELDS = ['site_404_title', 'site_404_message', 'site_404_image', 'site_404_cta'] as const;
type NotFoundFields = Awaited<ReturnType<typeof loadNotFoundFields>>;
let notFoundFields: Promise<NotFoundFields> | undefined;

/**
 * The 404 fields' schemas, loaded when a 404 is drawn: a static import would bring zod into the
 * layout of every page (web/lib/lazy-schemas.ts). Kept out of the query cache, which is persisted.
 */
function useNotFoundFields(): NotFoundFields | undefined {
  const [fields, setFields] = useState<NotFoundFields>();
  useEffect(() => {
    let current = true;
    notFoundFields ??= loadNotFoundFields();
    void notFoundFields.then((loaded) => current && setFields(loaded));
    return () => {
      current = false;
    };
  }, []);
  return fields;
}

/** 404 content; each field is checked on its own so one bad field does not hide the others. */
export function useNotFoundContent() {
  const { data } = useGlobals(NOT_FOUND_FIELDS);
  const fields = useNotFoundFields();
  return {
    title: fields?.site_404_title.safeParse(data?.site_404_title).data,
    message: fields?.site_404_message.safeParse(data?.site_404_message).data,
    image: fields?.site_404_image.safeParse(data?.site_404_image).data,
    ctas: fields?.site_404_cta.safeParse(data?.site_404_cta).data ?? [],
  };
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
