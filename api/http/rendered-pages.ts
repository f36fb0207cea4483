/**
 * Pages drawn on the server (web/entry-server.tsx through the app's PageRenderer), with the shared
 * reads answered in the process (in-process-reads.ts), and kept: a page drawn for one anonymous
 * visitor is the page for every visitor of that storefront, URL, build, location cookie and
 * consent (chosen or not: the banner) — what is one shopper's comes after hydration — so the next
 * asks are answered from memory. A kept page goes when the catalogue changes (the change feed
 * every process hears); past the catalogue copy's own TTL it is served once more while it is drawn
 * again, which bounds how long an edited content page shows its old text to that TTL and a visit.
 */
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { readConsentCookie } from '../../core/consent';
import type { SiteCode } from '../../core/constants';
import { formatLocation, LOCATION_COOKIE, parseLocation } from '../../core/stock';
import type { ChangeFeed } from '../change-feed';
import type { Transact } from '../db/transact';
import type { InProcessReads } from './in-process-reads';
import type { RenderedPage } from './page-html';

/** What a page drawn on the server is drawn for. */
export interface PageRequest {
  /** path and query of the page */
  url: string;
  siteCode: SiteCode;
  /** the storefront's public origin, for the page's canonical URL and the pictures of its previews */
  origin: string;
  /** the shopper's location from its cookie, in the stored form ('zip::HOME'), or '' */
  location: string;
  /** whether the request carries a stored cookie choice: without one the page shows the consent banner */
  consentChosen: boolean;
  /** the build the page's HTML names */
  buildId: string;
  /** answers the page's reads of shared data, in this process (api/http/in-process-reads.ts) */
  fetch: typeof fetch;
}

/**
 * Draws one page on the server (web/entry-server.tsx's renderPage): the API is given it by its
 * starter rather than importing the web app, which the API's own tests and bundle leave out.
 */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage & { errors: unknown[] }>;

export interface RenderedPagesDeps {
  renderPage: PageRenderer;
  reads: InProcessReads;
  transact: Transact;
  origin: (ctx: Context) => string;
  buildId: () => Promise<string>;
  changes: ChangeFeed;
  /** how long a kept page may be served */
  ttlMs: number;
}

/** The location cookie in its stored form, '' without a valid one (one page for all such visitors). */
function locationOf(ctx: Context): string {
  let raw: string | undefined;
  try {
    raw = decodeURIComponent(ctx.cookies.get(LOCATION_COOKIE) ?? '');
  } catch {
    return ''; // a mangled cookie: the default location, as without one
  }
  const location = parseLocation(raw);
  return location ? formatLocation(location.zip, location.type) : '';
}

/**
 * Memory for kept pages, per process (of its 256 MB heap): a page is about its HTML's length again
 * in the answers it carries, counted as UTF-16; a few hundred listing and product pages fit.
 */
const KEPT_PAGES_BYTES = 32 * 1024 * 1024;
const sizeOf = (page: RenderedPage) => page.html.length * 4 + 1;

export function renderedPages({ renderPage, reads, transact, origin, buildId, changes, ttlMs }: RenderedPagesDeps) {
  // a page past its TTL is still served, once, while it is drawn again behind it (stale while
  // revalidating): no visitor waits for a draw the TTL alone asked for
  const kept = new LRUCache<string, RenderedPage>({
    maxSize: KEPT_PAGES_BYTES,
    sizeCalculation: sizeOf,
    ttl: Math.max(1, ttlMs),
    allowStale: true,
    noDeleteOnStaleGet: true,
  });
  // concurrent asks for the same page wait for one draw
  const drawing = new Map<string, Promise<RenderedPage & { errors: unknown[] }>>();
  changes.subscribe('catalogue', () => kept.clear());

  async function draw(ctx: Context, request: Omit<PageRequest, 'fetch'>): Promise<RenderedPage & { errors: unknown[] }> {
    const page = await renderPage({ ...request, fetch: reads.fetchFor(ctx, transact) });
    // a part that failed on the server is drawn by the browser; the page is still served
    for (const err of page.errors) ctx.state.log.warn({ err, url: ctx.url }, 'part of a page not drawn on the server');
    return page;
  }

  return async (ctx: Context): Promise<RenderedPage> => {
    const request = {
      url: ctx.url,
      siteCode: ctx.state.site as SiteCode,
      origin: origin(ctx),
      location: locationOf(ctx),
      consentChosen: readConsentCookie(ctx.get('cookie')) !== null,
      buildId: await buildId(),
    };
    const key = `${request.siteCode} ${request.origin} ${request.buildId} ${request.location} ${request.consentChosen} ${request.url}`;
    const drawAndKeep = () => {
      let draws = drawing.get(key);
      if (!draws) {
        draws = draw(ctx, request)
          .then((page) => {
            // a page a part of which failed is drawn afresh next time
            if (page.errors.length === 0) kept.set(key, page);
            return page;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, draws);
      }
      return draws;
    };
    const hit = kept.get(key);
    if (!hit) return drawAndKeep();
    // has() is false for a page past its TTL: this visitor gets it, the next one the new draw
    if (!kept.has(key)) drawAndKeep().catch((err) => ctx.state.log.warn({ err, url: ctx.url }, 'a kept page was not drawn again'));
    return hit;
  };
}
