/** Build id shown when the page was not served by the shop's server (Vite's dev server). */
export const DEVELOPMENT_BUILD_ID = 'development';

/**
 * The build this page's HTML belongs to: the server writes it into index.html from
 * builds/latest.json, so after an update's reload it names the new build.
 */
export function readPageBuildId(doc: Document = document): string {
  return doc.querySelector('meta[name="build-id"]')?.getAttribute('content')?.trim() || DEVELOPMENT_BUILD_ID;
}
