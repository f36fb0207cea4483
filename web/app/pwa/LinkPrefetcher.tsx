import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router-dom';
import { createPrefetchQueue, listenForLinkIntent, observeLinksInViewport, prefetchablePath } from '../../lib/prefetch';
import { type PageId, PAGES } from '../pages';
import { PAGE_ROUTES } from '../route-table';

/** Product data fetched ahead stays fresh this long (the product query's own stale time). */
const PREFETCHED_PRODUCT_STALE_MS = 60_000;
/** Links are looked for this long after a page change, once the page has settled. */
const VIEWPORT_SCAN_DELAY_MS = 1500;
/**
 * Links in view are not fetched ahead before this long after the first load, and then only once the
 * main thread is idle: other pages' code is fetched for a shopper who is looking around, never while
 * this page still loads (this module itself loads at the shopper's first interaction:
 * FetchAheadOnInteraction). Hover, focus and touch fetch at once.
 */
const FIRST_SCAN_AFTER_LOAD_MS = 7000;

let settled: Promise<void> | undefined;
/** Resolves once the document has loaded, FIRST_SCAN_AFTER_LOAD_MS have passed and the browser is idle. */
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const wait = () => setTimeout(resolve, Math.max(0, FIRST_SCAN_AFTER_LOAD_MS - performance.now()));
    if (document.readyState === 'complete') wait();
    else addEventListener('load', wait, { once: true });
  }).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in globalThis) requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 0);
      }),
  );
  return settled;
}

/** The link keyboard focus is on, else the one under the pointer. */
function linkUnderIntent(): HTMLAnchorElement | null {
  const focused = document.activeElement?.closest('a');
  if (focused) return focused;
  return [...document.querySelectorAll<HTMLAnchorElement>('a:hover')].at(-1) ?? null;
}

const PRODUCT_PAGES: ReadonlySet<PageId> = new Set(['product', 'productDetail', 'dropshippingProduct']);

const ROUTES: RouteObject[] = PAGE_ROUTES.map((route) => ({ path: route.path, handle: route.page }));

/** The page a same-origin path opens, with its parameters; undefined for paths of no page. */
export function pageForPath(path: string): { page: PageId; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(ROUTES, path.split('?')[0])?.at(-1);
  return match ? { page: match.route.handle as PageId, params: match.params } : undefined;
}

/** Loads a page's code chunk (the browser and the worker keep it), and a product page's data too when asked. */
function prefetchPath(enqueue: ReturnType<typeof createPrefetchQueue>, queryClient: QueryClient, path: string, withData: boolean) {
  const target = pageForPath(path);
  if (!target) return;
  const load = PAGES[target.page];
  if (load) enqueue(`chunk:${target.page}`, load);
  const handle = target.params.handle;
  if (withData && handle && PRODUCT_PAGES.has(target.page)) {
    enqueue(`product:${handle}`, async () => {
      // Loaded on first use: the catalogue code belongs to the catalogue pages' chunks, not the shell.
      const [{ fetchProduct }, { catalogueKeys }] = await Promise.all([
        import('../../features/catalogue/catalogue-source'),
        import('../../features/catalogue/queries'),
      ]);
      await queryClient.prefetchQuery({
        queryKey: catalogueKeys.product(handle),
        queryFn: ({ signal }) => fetchProduct(handle, signal),
        staleTime: PREFETCHED_PRODUCT_STALE_MS,
      });
    });
  }
}

/**
 * Fetches ahead what a shopper is about to open (§9): the page code of links in view, and on
 * hover, focus or touch also a product page's data. Skipped on Save-Data, slow-2g and 2g.
 */
export function LinkPrefetcher() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const enqueue = useMemo(() => createPrefetchQueue(), []);

  useEffect(() => {
    const onIntent = (anchor: HTMLAnchorElement) => {
      const path = prefetchablePath(anchor);
      if (path) prefetchPath(enqueue, queryClient, path, true);
    };
    const stopListening = listenForLinkIntent(document, onIntent);
    // The interaction that loaded this module may have been the shopper reaching a link.
    const current = linkUnderIntent();
    if (current) onIntent(current);
    return stopListening;
  }, [enqueue, queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new links to watch
  useEffect(() => {
    let stopObserving: () => void = () => undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void pageSettled().then(() => {
      if (stopped) return;
      timer = setTimeout(() => {
        stopObserving = observeLinksInViewport(document, (anchor) => {
          const path = prefetchablePath(anchor);
          if (path) prefetchPath(enqueue, queryClient, path, false);
        });
      }, VIEWPORT_SCAN_DELAY_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopObserving();
    };
  }, [pathname, enqueue, queryClient]);

  return null;
}
