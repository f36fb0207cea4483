import { useEffect } from 'react';
import { useSiteName } from '../features/content/content-queries';

/** '{page title} | {site name}' (§2); a page without a title shows the site name alone. */
export function formatPageTitle(pageTitle: string | undefined, siteName: string): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}

/** Keeps document.title in step with the page and with the site name once content loads. */
export function usePageTitle(pageTitle: string | undefined): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = formatPageTitle(pageTitle, siteName);
  }, [pageTitle, siteName]);
}
