/**
 * The server's way into the app: a page drawn by the same components the browser uses, with the
 * data of its queries, and that data dehydrated so the browser's query cache starts with it.
 *
 * The app's pages load their data through TanStack Query (no route loaders), so the page is drawn
 * in passes: each pass shows which queries the page asks for, they are fetched (in the process:
 * api/http/in-process-reads.ts), and the next pass draws with their answers, until a pass asks for
 * nothing new. A query the server does not answer (what belongs to one shopper) is left waiting,
 * as it is in the browser's first draw, and fetched there after hydration.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { type DehydratedState, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { SiteCode } from '../core/constants';
import { parseLocation } from '../core/stock';
import { PageConsentChosenContext } from './features/consent/consent-state';
import { PageLocationContext } from './features/location/location-cookie';
import { AppProviders } from './app/AppProviders';
import { PageOriginContext } from './app/page-head/page-origin';
import { type PageStatus, PageStatusContext } from './app/page-status';
import { PageBuildIdContext } from './app/pwa/build-meta';
import { dehydratePageState } from './app/server-state';
import { AppRoutes } from './app/router';
import { answerCallsWith, ApiError } from './lib/api';
import { sanitizeWithDom } from './lib/sanitize-html';

/**
 * Enough for the longest chain of reads that wait on others' answers: a missing content page, then
 * the route rules, then the 404 page's content and its carousel, then the carousel's products.
 */
const MAX_PASSES = 6;

export interface PageRequest {
  /** path and query of the page */
  url: string;
  siteCode: SiteCode;
  /** the storefront's public origin (canonical URLs, preview pictures) */
  origin: string;
  /** the shopper's location from its cookie ('zip::HOME'), if any: the page shows that zip's stock */
  location?: string;
  /** whether the request carries a stored cookie choice (without one, the page shows the consent banner) */
  consentChosen: boolean;
  /** the build the page's HTML names (its footer shows it) */
  buildId: string;
  /** answers the page's API calls (the server's in-process reads for this request) */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** the page's own head tags (title, description, canonical, Open Graph, …) */
  head: string;
  /** what goes inside the app's root element */
  html: string;
  /** the answers the page was drawn with, for the browser's query cache */
  state: DehydratedState;
  /** the HTTP status, and where a redirect sends the visitor */
  status: PageStatus;
  /** what went wrong in the draw (a part React left for the browser to draw) */
  errors: unknown[];
}

// Catalogue and content HTML is sanitised as the browser does it, over a DOM of the server's own.
sanitizeWithDom(new JSDOM('').window as unknown as WindowLike);

// One transport for the module; each render's own calls are found through its async context.
const callsOfThisRender = new AsyncLocalStorage<typeof fetch>();
answerCallsWith((input, init) => {
  const answer = callsOfThisRender.getStore();
  if (!answer) return Promise.reject(new TypeError('No page is being rendered'));
  return answer(input, init);
});

/**
 * A query client for one page: no retries (an answer the server lacks is the browser's to ask
 * for), and a refusal drawn as such (a missing product is the 404 page, not a page still loading).
 */
function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, networkMode: 'always', staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The app at `url`, as the browser draws it. */
function appAt(
  { url, siteCode, buildId, origin, location, consentChosen }: PageRequest,
  queryClient: QueryClient,
  status: PageStatus,
): ReactElement {
  return (
    <PageStatusContext.Provider value={status}>
      <PageConsentChosenContext.Provider value={consentChosen}>
        <PageLocationContext.Provider value={parseLocation(location)}>
          <PageOriginContext.Provider value={origin}>
            <PageBuildIdContext.Provider value={buildId}>
              <AppProviders siteCode={siteCode} queryClient={queryClient}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </PageBuildIdContext.Provider>
          </PageOriginContext.Provider>
        </PageLocationContext.Provider>
      </PageConsentChosenContext.Provider>
    </PageStatusContext.Provider>
  );
}

interface Drawn {
  html: string;
  errors: unknown[];
}

/**
 * The whole HTML of `element` once every part of it has loaded (lazy pages included), streamed by
 * React and collected. Every part in place: React would otherwise send a large part after the rest,
 * moved into place by an inline script that the page's CSP refuses and that a reader without
 * scripts never runs.
 */
function renderToHtml(element: ReactElement): Promise<Drawn> {
  const errors: unknown[] = [];
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
      onShellError: reject,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
            done();
          },
        });
        stream.pipe(sink);
      },
    });
  });
}

/**
 * React writes the elements it hoists (title, meta, link, async scripts and their preloads) ahead
 * of the first element of the page: they belong in the document's head, where the browser's React
 * finds them again.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script\b[^>]*\basync\b[^>]*><\/script>)*/;

function splitHead(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * Whether the page lets this query fetch. Read from its options: on the server no observer is
 * subscribed, so TanStack's own isDisabled() calls every query that never ran disabled.
 */
function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (!queryFn || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a pass asked for and nobody has fetched yet (a disabled one waits for the browser). */
function waitingQueries(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash) && isEnabled(query));
}

/** A call the server did not answer fails as offline does (status 0): the browser asks again. */
const leftForTheBrowser = (query: Query) => query.state.error instanceof ApiError && query.state.error.status === 0;

async function renderWithData(request: PageRequest): Promise<RenderedPage> {
  const queryClient = createServerQueryClient();
  const tried = new Set<string>();
  const draw = async () => {
    const status: PageStatus = { code: 200 };
    return { ...(await renderToHtml(appAt(request, queryClient, status))), status };
  };
  let drawn = await draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = waitingQueries(queryClient, tried);
    if (waiting.length === 0) break;
    for (const query of waiting) tried.add(query.queryHash);
    // as the page asked for it; a failure stays in the query's state (prefetchQuery never throws)
    await Promise.all(waiting.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
    // as the browser's first draw sees them: waiting, not failed
    for (const query of waiting) if (leftForTheBrowser(query)) query.reset();
    drawn = await draw();
  }
  const unanswered = waitingQueries(queryClient, tried).map((query) => query.queryHash);
  if (unanswered.length) drawn.errors.push(new Error(`Still asking after ${MAX_PASSES} passes: ${unanswered.join(', ')}`));
  const state = dehydratePageState(queryClient);
  queryClient.clear();
  const { head, body } = splitHead(drawn.html);
  return { head, html: body, state, status: drawn.status, errors: drawn.errors };
}

/** Draws the page at `request.url` with its data; its calls go to `request.fetch`. */
export function renderPage(request: PageRequest): Promise<RenderedPage> {
  return callsOfThisRender.run(request.fetch, () => renderWithData(request));
}
