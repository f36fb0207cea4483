import { createContext, useContext } from 'react';

/**
 * The shop's public origin ('https://shop.example'), for the absolute URLs a page's head needs
 * (canonical, og:url, og:image, structured data). The server provides its own: it has no window,
 * and behind a proxy the host it was asked for need not be the public one.
 */
export const PageOriginContext = createContext<string | null>(null);

/**
 * The origin of the page being drawn: the server's, else the browser's. Without either (a draw on
 * the server that provides none) it is '', and the head's URLs stay root-relative.
 */
export function usePageOrigin(): string {
  const origin = useContext(PageOriginContext);
  if (origin !== null) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
