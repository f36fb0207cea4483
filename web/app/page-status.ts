import { createContext, useContext } from 'react';

/**
 * What the HTTP answer of a page drawn on the server says besides its HTML: a 404 for a page that
 * does not exist, a redirect for a path that only sends the visitor elsewhere. Filled in while the
 * server draws (web/entry-server.tsx gives each draw its own); in the browser there is none and
 * reporting does nothing, since the answer has long been sent.
 */
export interface PageStatus {
  code: number;
  /** where a redirect (301/302) sends the visitor */
  location?: string;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Reports the page's HTTP status while it is drawn; true on the server. The object is the draw's
 * own and is read only after the draw, so writing it during render cannot tear anything.
 */
export function useReportPageStatus(code: number, location?: string): boolean {
  const status = useContext(PageStatusContext);
  if (!status) return false;
  status.code = code;
  status.location = location;
  return true;
}
