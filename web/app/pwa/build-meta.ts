import { createContext, useContext } from 'react';

/** Build id shown when the page was not served by the shop's server (Vite's dev server). */
export const DEVELOPMENT_BUILD_ID = 'development';

/**
 * The build this page's HTML belongs to: the server writes it into index.html from
 * builds/latest.json, so after an update's reload it names the new build.
 */
export function readPageBuildId(doc: Document = document): string {
  return doc.querySelector('meta[name="build-id"]')?.getAttribute('content')?.trim() || DEVELOPMENT_BUILD_ID;
}

/** The build of the page being drawn: from the HTML in the browser, from the server's build there. */
export const PageBuildIdContext = createContext<string | null>(null);

/** The page's build id, the same on the server and in the browser's first (hydrating) draw. */
export function usePageBuildId(): string {
  return useContext(PageBuildIdContext) ?? readPageBuildId();
}
