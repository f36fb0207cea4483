import { Workbox } from 'workbox-window';

/** Called once a new version's worker is installed and waiting for the app's go-ahead. */
export type UpdateAvailableListener = () => void;

const SERVICE_WORKER_URL = '/sw.js';

let workbox: Workbox | undefined;
let updateAvailable = false;
const updateListeners = new Set<UpdateAvailableListener>();

/**
 * Registers the service worker (production builds only: in dev Vite serves modules the worker
 * would cache) and starts reporting waiting updates to `onUpdateAvailable` listeners.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // Fires for a worker installed during this visit and for one left waiting by an earlier visit.
  workbox.addEventListener('waiting', announceUpdate);
  try {
    await workbox.register();
  } catch (error) {
    // The shop works online without a worker (private modes, blocked storage); never break boot.
    console.warn('Service worker registration failed', error);
  }
}

/** Subscribes to "a new version is available"; runs at once if one is already waiting. Returns the unsubscribe. */
export function onUpdateAvailable(listener: UpdateAvailableListener): () => void {
  updateListeners.add(listener);
  if (updateAvailable) listener();
  return () => updateListeners.delete(listener);
}

/** True while a new version waits for `applyUpdate()`. */
export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/**
 * Lets the waiting worker take over and reloads this page once it controls it, so page and
 * worker are the same version. Only the page that asked reloads: other tabs may be mid-checkout.
 */
export function applyUpdate(): void {
  if (!workbox || !updateAvailable) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function announceUpdate(): void {
  updateAvailable = true;
  for (const listener of updateListeners) listener();
}
