import { CHECK_FOR_NEW_BUILD, type CheckForNewBuildMessage, parsePollInterval } from '../../core/pwa/build-info';

/** Called when a new version's worker is installed and waiting for the app's go-ahead. */
export type UpdateAvailableListener = () => void;

const SERVICE_WORKER_URL = '/sw.js';

let registration: ServiceWorkerRegistration | undefined;
let started = false;
let updateAvailable = false;
let buildChecksStopped = false;
const updateListeners = new Set<UpdateAvailableListener>();

/**
 * Registers the service worker (production builds only: in dev Vite serves modules the worker
 * would cache), reports waiting updates to `onUpdateAvailable` listeners, and keeps the clock of
 * the worker's build check (BUILD_POLL_INTERVAL_MS, from the page's meta tag).
 */
export async function registerServiceWorker(doc: Document = document): Promise<void> {
  if (!import.meta.env.PROD || started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  started = true;
  // The plain API, not workbox-window: its 'waiting' event follows only the first update found
  // outside this page, and with it the update e2e failed about one run in four (a workstation tab
  // stays open across many builds). The worker side is Workbox throughout.
  try {
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // The shop works online without a worker (private modes, blocked storage); never break boot.
    console.warn('Service worker registration failed', error);
    return;
  }
  // a browser (or its automation) that blocks workers may answer without a registration
  if (!registration) return;
  watchForWaitingWorker(registration);
  pollForNewBuilds(registration, parsePollInterval(doc.querySelector('meta[name="build-poll-interval-ms"]')?.getAttribute('content')));
}

function watchForWaitingWorker(reg: ServiceWorkerRegistration): void {
  // A worker left waiting by an earlier visit (the shopper chose "later", or closed the tab).
  if (reg.waiting && navigator.serviceWorker.controller) announceUpdate();
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: it takes over at once, nothing to offer.
      if (installing.state === 'installed' && reg.waiting === installing && navigator.serviceWorker.controller) {
        announceUpdate();
      }
    });
  });
}

/**
 * The worker fetches builds/latest.json, but the browser stops an idle worker, so its own timer
 * would not survive: the page asks on every interval, when it comes back online and when shown.
 */
function pollForNewBuilds(reg: ServiceWorkerRegistration, intervalMs: number): void {
  const check = () => {
    if (!navigator.onLine || buildChecksStopped) return;
    const message: CheckForNewBuildMessage = { type: CHECK_FOR_NEW_BUILD, intervalMs };
    reg.active?.postMessage(message);
  };
  check();
  setInterval(check, intervalMs);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Subscribes to "a new version is available"; runs at once if one is already waiting. Returns the unsubscribe. */
export function onUpdateAvailable(listener: UpdateAvailableListener): () => void {
  updateListeners.add(listener);
  if (updateAvailable) listener();
  return () => updateListeners.delete(listener);
}

/**
 * Ends this page's build checks: its update is being taken. A message to the old worker while the
 * browser stops it to swap in the new one starts it again, and Chromium then leaves the new worker
 * waiting until the old one has been idle for 30 s; a page polling every interval never lets it.
 */
export function stopBuildChecks(): void {
  buildChecksStopped = true;
}

/** True while a new version waits for `applyUpdate()`. */
export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/** The shop's worker registration, once registerServiceWorker has it. */
export function serviceWorkerRegistration(): ServiceWorkerRegistration | undefined {
  return registration;
}

function announceUpdate(): void {
  if (updateAvailable) return;
  updateAvailable = true;
  for (const listener of updateListeners) listener();
}
