import { type ReactNode, StrictMode, startTransition, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient, refetchWhenTheConnectionReturns } from './app/query-client';
import { PAGES, preloadPage } from './app/pages';
import { pageAt } from './app/route-table';
import { AppRoutes, preloadUnknownPath } from './app/router';
import { preloadNotFoundPage } from './app/errors/NotFoundPage';
import { readSiteCode } from './app/site';
import { hydratePageState, readPageState } from './app/server-state';
import { loadBreadcrumbState } from './features/breadcrumbs/breadcrumb-store';
import { startCart } from './features/cart/cart-client';
import { startCatalogueEarlyReads } from './features/catalogue/early-reads';
import { loadStoredLocation } from './features/location/location-store';
import { createIdbSyncStorage, createQueryPersister, restoreAndPersistQueries, saveQueriesOnLeave } from './lib/query-persistence';
import { registerServiceWorker } from './lib/register-sw';
import { installErrorReporting } from './app/errors/report-client-error';
import { startWaitingEvents } from './lib/data-layer';
import { afterLoadAndIdle } from './lib/when-idle';
import './app/styles.css';

/** The longest the first render waits for IndexedDB: a slow or broken database must never block boot. */
const LOCAL_STATE_TIMEOUT_MS = 400;

function withinTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
}

/** Whether the server answered this page with its 404 (browsers that do not say count as no). */
function answeredNotFound(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { responseStatus?: number })[];
  return navigation?.responseStatus === 404;
}

/**
 * The code of every part the server drew, loaded before hydrating: a part whose code is still on
 * its way when the page hydrates waits as the server's HTML, and the first update that reaches it
 * (the shopper's sign-in state arriving) draws it again from nothing: the page flickers.
 */
function preloadDrawnPage(pathname: string): Promise<unknown> {
  const page = pageAt(pathname);
  return Promise.all([page ? preloadPage(PAGES[page]) : preloadUnknownPath(), answeredNotFound() && preloadNotFoundPage()]);
}

/**
 * Runs `then` once, after the first draw of `children` (for hydration: once the server's HTML is
 * the app's). A wrapper rather than a sibling: a sibling would change the ids React gives the
 * app's fields (useId), and they would no longer match the server's.
 */
function AfterFirstDraw({ then, children }: { then: () => unknown; children: ReactNode }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void then();
  }, [then]);
  return children;
}

async function boot(): Promise<void> {
  // First, so that an error of the boot itself is reported; events an offline visit left are pushed.
  installErrorReporting();
  startWaitingEvents();
  const siteCode = readSiteCode(document);
  const queryClient = createQueryClient();
  refetchWhenTheConnectionReturns(queryClient);
  const queryStorage = createIdbSyncStorage({ recordKey: 'query-cache' });
  // The stored answers survive an update (their format version, not the build, busts them); each
  // is checked with its schema on the way in. A restore slower than the first draw still lands:
  // an account page opened offline shows its saved copy once it is there, and the stored copy is
  // never overwritten by the empty cache of a start that did not wait for it.
  // read from IndexedDB at once; put into the cache when the page is ready for it
  const storedQueries = queryStorage.hydrate();
  const restoreQueries = () =>
    storedQueries
      .then(() => restoreAndPersistQueries(queryClient, createQueryPersister(queryStorage)))
      .catch((error) => console.warn('Query cache not restored', error));
  // What this browser keeps in its stores (the breadcrumb state, the shopper's zip): a hydrating
  // draw reads the stores' first state, as the server did, so these may come in before it.
  const restoreStores = () => Promise.all([loadBreadcrumbState(), loadStoredLocation()]);
  // The cache is written a moment after each change; a page going away writes it as it is, at once.
  addEventListener('pagehide', () => void saveQueriesOnLeave(queryStorage));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void saveQueriesOnLeave(queryStorage);
  });

  const app = (
    <StrictMode>
      <AppProviders siteCode={siteCode} queryClient={queryClient}>
        {/* Location changes draw at once, not as a transition: a ticked filter or a picked size shows
          immediately instead of snapping back until the new page has drawn. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  const serverState = readPageState();
  if (serverState) {
    // A page the server drew: the first draw must be the server's, so it starts from the server's
    // answers; what this browser keeps (stored answers, the cart) comes in after, as an update.
    hydratePageState(queryClient, serverState);
    // The page's code first, whatever it takes (the page is on screen meanwhile): its part then
    // hydrates in the first draw, before the stored answers come in after it; a part hydrated
    // later would meet answers the server did not draw with.
    await Promise.all([withinTimeout(restoreStores(), LOCAL_STATE_TIMEOUT_MS), preloadDrawnPage(window.location.pathname)]);
    // the stored answers only after: a query's data is drawn as it is, hydrating or not. As a
    // transition, React hydrates in slices and lets the browser paint and take input in between,
    // rather than in one long task (a blocking lane is never sliced).
    startTransition(() => {
      hydrateRoot(container, <AfterFirstDraw then={restoreQueries}>{app}</AfterFirstDraw>);
    });
  } else {
    // The worker's shell (offline, or a page the server leaves to the browser): what the first
    // paint depends on (cached answers, breadcrumb state, the shopper's zip) is read from IndexedDB
    // before it, so the first screen is already the right one; a catalogue page's code is waited
    // for in the same time, so that page draws at once rather than after a suspended fallback.
    const pageCode = startCatalogueEarlyReads(window.location);
    await withinTimeout(Promise.all([restoreQueries(), restoreStores(), pageCode]), LOCAL_STATE_TIMEOUT_MS);
    // The first draw is a transition: React draws the app in slices and lets the browser in between
    // (the page's shell from index.html is on screen meanwhile), instead of one long task.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }

  void registerServiceWorker();
  startCart(readSiteCode(document));
  // Saving the catalogue for offline use starts once the page has loaded; its code (and the
  // schemas it checks the snapshot with) loads then too, once the main thread is idle, so none of
  // it competes with the first screen (long tasks, and the JavaScript a first visit loads at boot).
  afterLoadAndIdle(
    () => void import('./features/catalogue/offline/snapshot-sync').then(({ startCatalogueSync }) => startCatalogueSync(siteCode)),
  );
}

void boot();
