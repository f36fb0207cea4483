/**
 * Taking a waiting update (register-sw.ts finds it): only when the shopper asks, so this loads
 * with the update prompt, not with every page.
 */
import { IS_CHECKOUT_OPEN, SKIP_WAITING } from '../../core/pwa/build-info';
import { holdCallsWhileThePageIsReplaced } from './api';
import { reloadPageWhenAllowed } from './page-reload';
import { isUpdateAvailable, serviceWorkerRegistration, stopBuildChecks } from './register-sw';

/** How long to wait for the worker's answer about other tabs before deciding without it. */
const WORKER_REPLY_TIMEOUT_MS = 1000;

/**
 * Lets the waiting worker take over and reloads this page once it controls it, so page and
 * worker are the same version (within the 10 s reload guard). Only the page that asked reloads:
 * other tabs may be mid-checkout. Returns false when no update waits.
 */
export function applyUpdate(): boolean {
  const waiting = serviceWorkerRegistration()?.waiting;
  if (!waiting || !isUpdateAvailable()) return false;
  // nothing of this page may wake the old worker while the browser swaps it out (see api.ts)
  stopBuildChecks();
  holdCallsWhileThePageIsReplaced();
  navigator.serviceWorker.addEventListener('controllerchange', reloadPageWhenAllowed, { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
  return true;
}

/**
 * True when a window of this shop (this one included) shows a checkout page: taking the update then would
 * delete the old version's precached code under it. Asks the worker, which sees every window.
 */
export async function isCheckoutOpenInAnyWindow(): Promise<boolean> {
  const worker = serviceWorkerRegistration()?.active;
  if (!worker) return false;
  const channel = new MessageChannel();
  const answer = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), WORKER_REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data?.open === true);
    };
  });
  worker.postMessage({ type: IS_CHECKOUT_OPEN }, [channel.port2]);
  const open = await answer;
  channel.port1.close();
  return open;
}
