import { SKIP_WAITING } from '../core/pwa/build-info';

/**
 * Activates a waiting worker only when a page asks, so the app chooses the moment to update
 * (never with an outbox entry pending or a checkout open) instead of swapping code under it.
 */
export function skipWaitingWhenAsked(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (event.data?.type === SKIP_WAITING) {
      void worker.skipWaiting();
    }
  });
}
