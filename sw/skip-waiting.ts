/** The message workbox-window's `messageSkipWaiting()` posts to a waiting worker. */
export const SKIP_WAITING_MESSAGE_TYPE = 'SKIP_WAITING';

/**
 * Activates a waiting worker only when a page asks, so the app chooses the moment to update
 * (never with an outbox entry pending or a checkout open) instead of swapping code under it.
 */
export function skipWaitingWhenAsked(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (event.data?.type === SKIP_WAITING_MESSAGE_TYPE) {
      void worker.skipWaiting();
    }
  });
}
