import { useEffect, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online, updated as the connection comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Calls `retry` when the browser's connection returns while `waiting` (something failed for want
 * of it): the shopper need not click Try again. Only on that event, so a server that is down while
 * the browser is online is not asked in a loop. `retry` should keep its identity (useCallback).
 */
export function useRetryWhenBackOnline(waiting: boolean, retry: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);
}
