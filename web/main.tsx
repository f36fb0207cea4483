import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient, refetchWhenTheConnectionReturns } from './app/query-client';
import { AppRoutes } from './app/router';
import { readSiteCode } from './app/site';
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

async function boot(): Promise<void> {
  // First, so that an error of the boot itself is reported; events an offline visit left are pushed.
  installErrorReporting();
  startWaitingEvents();
  // Before anything waits: the catalogue page's reads and code start downloading now.
  const pageCode = startCatalogueEarlyReads(window.location);
  const siteCode = readSiteCode(document);
  const queryClient = createQueryClient();
  refetchWhenTheConnectionReturns(queryClient);
  const queryStorage = createIdbSyncStorage({ recordKey: 'query-cache' });
  // The stored answers survive an update (their format version, not the build, busts them); each
  // is checked with its schema on the way in. A restore slower than the first draw still lands:
  // an account page opened offline shows its saved copy once it is there, and the stored copy is
  // never overwritten by the empty cache of a start that did not wait for it.
  const queriesRestored = queryStorage
    .hydrate()
    .then(() => restoreAndPersistQueries(queryClient, createQueryPersister(queryStorage)))
    .catch((error) => console.warn('Query cache not restored', error));
  // What the first paint depends on (cached answers, breadcrumb state, the shopper's zip) is read
  // from IndexedDB together before it, so the first screen is already the right one; a catalogue
  // page's code is waited for in the same time, so that page draws at once rather than after a
  // suspended fallback (the shell from index.html shows meanwhile).
  await withinTimeout(Promise.all([queriesRestored, loadBreadcrumbState(), loadStoredLocation(), pageCode]), LOCAL_STATE_TIMEOUT_MS);
  // The cache is written a moment after each change; a page going away writes it as it is, at once.
  addEventListener('pagehide', () => void saveQueriesOnLeave(queryStorage));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void saveQueriesOnLeave(queryStorage);
  });

  const root = createRoot(document.getElementById('root')!);
  // The first draw is a transition: React draws the app in slices and lets the browser in between
  // (the page's shell from index.html is on screen meanwhile), instead of one long task (a long task on a phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders siteCode={siteCode} queryClient={queryClient}>
          {/* Location changes draw at once, not as a transition: a ticked filter or a picked size shows
            immediately instead of snapping back until the new page has drawn. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );

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
