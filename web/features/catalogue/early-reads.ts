/**
 * The catalogue reads a first screen needs, started by the entry (main.tsx) before anything else
 * waits (local state, the page's code): on a phone the list's answer then arrives while its code
 * is still downloading. On a first visit the server's HTML has already asked for the same URLs
 * (api/http/landing-hints.ts) and these fetches take those answers. Each URL must be the one the
 * page asks for (web/lib/api.ts hands the early answer to that ask); core/catalogue/landing-reads.ts
 * builds them and tests/web/catalogue/early-reads.test.ts checks that they match.
 */
import { catalogueLandingReads } from '../../../core/catalogue/landing-reads';
import { PAGES, preloadPage } from '../../app/pages';
import { startEarlyRead } from '../../lib/api';

/**
 * Starts the reads and the page code of the catalogue page at `location`, if it is one. Resolves
 * once that code is in (the first draw waits for it a little, so the page draws without a
 * suspended fallback first); undefined for other pages.
 */
export function startCatalogueEarlyReads(location: Pick<Location, 'pathname' | 'search'>): Promise<void> | undefined {
  const landing = catalogueLandingReads(location.pathname, location.search);
  if (!landing) return undefined;
  for (const url of landing.reads) startEarlyRead(url);
  return preloadPage(PAGES[landing.page]);
}
