import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import send from 'koa-send';
import type { SiteCode } from '../../core/constants';
import { escapeHtml } from './html';
import { landingHintTags, withHeadTags } from './landing-hints';
import { type EncodedHtml, encodeHtml, sendHtml } from './compressed-html';
import { type RenderedPage, withRenderedPage } from './page-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name never changes between builds: always revalidate, or updates never arrive. */
const REVALIDATE_ALWAYS = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/builds/latest.json', '/reviews/widget.js']);
/**
 * Text files the build precompresses (scripts/precompress.ts writes name.br and name.gz beside
 * them); koa-send picks the .br or .gz copy the browser accepts, so caches must key on the encoding.
 */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);

export interface StaticFilesOptions {
  distDir: string;
  /** index.html from elsewhere than the build (the dev server's, for `url`) */
  indexHtml?: (url: string) => Promise<string>;
  packshotsDir: string;
  /** the storefront's name for <title> */
  siteName: (site: SiteCode) => Promise<string>;
  /** the storefront's manifest */
  manifest: (site: SiteCode) => Promise<unknown>;
  /** the build being served and how often pages poll for a new one (meta tags the app reads) */
  build?: () => Promise<BuildMeta>;
  /** more tags for the <head> of the HTML served at this request (search-engine tags) */
  headTags?: (ctx: Context) => Promise<string>;
  /** the page drawn on the server for this request, put into the HTML (web/entry-server.tsx) */
  renderPage?: (ctx: Context) => Promise<RenderedPage>;
}

/** What index.html tells the app about its build: shown in the footer, polled by the service worker. */
export interface BuildMeta {
  buildId: string;
  pollIntervalMs: number;
}

/** The built index.html with the storefront's code and name (and the build) filled in (no inline script needed). */
export function personaliseIndexHtml(html: string, site: SiteCode, siteName: string, build?: BuildMeta): string {
  const buildTags = build
    ? `<meta name="build-id" content="${escapeHtml(build.buildId)}"><meta name="build-poll-interval-ms" content="${build.pollIntervalMs}">`
    : '';
  return html
    .replace(/<meta name="site-code" content="[^"]*"\s*\/?>/, `<meta name="site-code" content="${site}">${buildTags}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(siteName)}</title>`);
}

function cacheControlFor(path: string): string {
  if (REVALIDATE_ALWAYS.has(path)) return 'no-cache';
  if (path.startsWith('/assets/')) return IMMUTABLE; // content-hashed by Vite
  return 'public, max-age=86400';
}

/**
 * Whether a request that found no file is for a page of the app. A path with a dot is one only when
 * the browser navigates to it (it asks for HTML): a missing script or image stays a 404.
 */
const wantsPage = (ctx: Context, { dotted = false } = {}) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') &&
  !ctx.path.startsWith('/api/') &&
  !ctx.path.startsWith('/_ipx/') &&
  !ctx.path.startsWith('/assets/') &&
  (dotted ? ctx.get('Accept').includes('text/html') : extname(ctx.path) === '');

/** A browser opening a page of the app (it asks for HTML at a path with no file extension). */
export const isNavigation = (ctx: Context) => wantsPage(ctx) && ctx.get('Accept').includes('text/html');

/**
 * Serves the built PWA: hashed assets immutable, the service worker and entry points revalidated,
 * packshots from the data directory, the manifest and index.html per storefront, and index.html
 * for every other page path so the client router can answer it (SPA fallback). `page` answers a
 * page on its own, for the app's lane of navigations ahead of the API's middleware.
 */
export function staticFiles(options: StaticFilesOptions): { files: Middleware; page: (ctx: Context) => Promise<void> } {
  const { distDir, packshotsDir } = options;
  // the HTML of each kept page as sent (the render cache decides how long a page is kept)
  const assembled = new WeakMap<RenderedPage, Promise<EncodedHtml>>();
  const readIndex = async (ctx: Context): Promise<string | null> => {
    try {
      return options.indexHtml ? await options.indexHtml(ctx.url) : await readFile(join(distDir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  };
  const serveIndex = async (ctx: Context) => {
    const site = ctx.state.site as SiteCode;
    // the shell the worker precaches (/index.html) is the same for every page and every visitor
    const page = ctx.path !== '/index.html' && options.renderPage ? await options.renderPage(ctx) : undefined;
    if (page?.status.location) {
      ctx.status = page.status.code;
      ctx.redirect(page.status.location);
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    if (page) ctx.status = page.status.code;
    // a kept page is the same object each time: put together and compressed once
    let encoded = page && assembled.get(page);
    if (!encoded) {
      let html = await readIndex(ctx);
      if (html === null) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The web app is not built yet: run `npm run build` (npm start does it for you).';
        return;
      }
      // a page drawn here carries its data: only its code is worth hinting
      const landing = await landingHintTags(distDir, ctx.path, ctx.search, { reads: !page });
      const hints = landing + ((await options.headTags?.(ctx)) ?? '');
      html = withHeadTags(personaliseIndexHtml(html, site, await options.siteName(site), await options.build?.()), hints);
      encoded = encodeHtml(page ? withRenderedPage(html, page) : html);
      if (page) assembled.set(page, encoded);
    }
    sendHtml(ctx, await encoded);
  };

  const files = async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    if (path === '/' || path === '/index.html') return serveIndex(ctx);
    if (path === '/manifest.webmanifest') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/manifest+json';
      ctx.body = JSON.stringify(await options.manifest(ctx.state.site));
      return;
    }
    if (path.startsWith('/assets/packshots/')) {
      ctx.set('Cache-Control', 'public, max-age=86400');
      const served = await send(ctx, path.slice('/assets/packshots/'.length), { root: packshotsDir }).catch(() => '');
      if (!served) ctx.throw(404);
      return;
    }
    const ext = extname(path);
    if (!path.startsWith('/api/') && ext !== '') {
      if (PRECOMPRESSED.has(ext)) ctx.vary('Accept-Encoding');
      const served = await send(ctx, path, {
        root: distDir,
        brotli: true,
        gzip: true,
        setHeaders: (res) => res.setHeader('Cache-Control', cacheControlFor(path)),
      }).catch(() => '');
      if (served) return;
      // a page whose path has a dot (a variant such as /products/…/2.5oz): a browser opening a page asks for HTML
      if (wantsPage(ctx, { dotted: true })) return serveIndex(ctx);
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    await next();
    if (ctx.status === 404 && ctx.body === undefined && wantsPage(ctx)) await serveIndex(ctx);
  };
  return { files, page: serveIndex };
}
