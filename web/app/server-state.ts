/**
 * The answers a page was drawn with on the server, handed to the browser's query cache, so that the
 * browser's first draw is the server's (hydration without a mismatch) and asks for none of them again.
 *
 * A refusal is an answer too: a product that does not exist is drawn as the 404 page on the server,
 * and the browser must draw the same. Its ApiError crosses as plain JSON and is made an ApiError
 * again; it is not asked again when the page mounts (it would first draw as loading), only when
 * the shopper does something that asks again.
 */
import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../core/pwa/server-page';
import { ApiError } from '../lib/api';

interface ErrorAsJson {
  name: 'ApiError';
  status: number;
  code: string;
  message: string;
  fields?: ApiError['fields'];
}

/** A refusal the page shows as such (a 404 page, a field error); not a call the server did not answer (status 0). */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400;

const isDrawnWith = (query: Query) => query.state.status === 'success' || (query.state.status === 'error' && isRefusal(query.state.error));

/** The answers of `queryClient` a page drawn on the server hands over (server side). */
export function dehydratePageState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: isDrawnWith });
  for (const query of state.queries) {
    const error = query.state.error;
    if (isRefusal(error)) {
      const json: ErrorAsJson = { name: 'ApiError', status: error.status, code: error.code, message: error.message, fields: error.fields };
      query.state.error = json as unknown as Error;
    }
  }
  return state;
}

const isErrorAsJson = (value: unknown): value is ErrorAsJson => (value as ErrorAsJson | null)?.name === 'ApiError';

/** Puts a page's server answers into the browser's query cache before its first draw. */
export function hydratePageState(queryClient: QueryClient, state: DehydratedState): void {
  // A kept page may have been drawn minutes before this visit; the server keeps it only while its
  // answers are current (a catalogue change drops it), so they count as received now: a query
  // whose freshness window the page's age had passed would otherwise be asked again at once.
  const receivedAt = Date.now();
  for (const query of state.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = receivedAt;
    const error = query.state.error;
    if (!isErrorAsJson(error)) continue;
    query.state.error = new ApiError(error.status, error.code, error.message, error.fields);
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state);
}

/** The server's answers in this page, or null when the page came from the worker's shell (or they cannot be read). */
export function readPageState(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
