import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and in the browser's hydrating draw, true after: a part that only the browser
 * can draw (it needs window, storage or a third party's script) appears after hydration, and the
 * server's HTML and the browser's first draw stay the same.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
