/** '{page title} | {site name}' (§2); a page without a title shows the site name alone. */
export function formatPageTitle(pageTitle: string | undefined, siteName: string): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}
