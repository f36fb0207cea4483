/**
 * The web app from its source, for `npm run dev`: Vite's dev server in middleware mode inside the
 * shop's own process, so a page is drawn on the server by the same path as in production (the
 * shop's static-file route, the in-process reads), only with the entry loaded by Vite's
 * ssrLoadModule and the browser's modules served with hot reload.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import { createServer, type ViteDevServer } from 'vite';
import type { PageRenderer, WebFromSource } from '../api/app';

export interface DevWeb extends WebFromSource {
  close(): Promise<void>;
}

/**
 * The dev server's inline scripts (hot reload's preamble) carry this nonce, which the page's CSP
 * allows in development only: the production build has no inline script.
 */
const DEV_NONCE = 'vite-dev-server';

/** Hands a request to Vite's connect middlewares; on to the shop's own when Vite has nothing for it. */
function viteMiddleware(vite: ViteDevServer) {
  return (ctx: Context, next: Next) =>
    new Promise<void>((resolve, reject) => {
      const csp = ctx.response.get('Content-Security-Policy');
      // and hot reload's websocket, on a port of its own
      if (csp)
        ctx.set(
          'Content-Security-Policy',
          csp
            .replace("script-src 'self'", `script-src 'self' 'nonce-${DEV_NONCE}'`)
            .replace("connect-src 'self'", "connect-src 'self' ws:"),
        );
      ctx.respond = false;
      vite.middlewares(ctx.req, ctx.res, () => {
        ctx.respond = true;
        next().then(resolve, reject);
      });
      ctx.res.on('finish', () => resolve());
    });
}

export async function devWeb(root: string): Promise<DevWeb> {
  const vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
    html: { cspNonce: DEV_NONCE },
  });
  const renderPage: PageRenderer = async (request) => {
    const entry = (await vite.ssrLoadModule('/entry-server.tsx')) as { renderPage: PageRenderer };
    return entry.renderPage(request);
  };
  return {
    middleware: viteMiddleware(vite),
    indexHtml: async (url) => vite.transformIndexHtml(url, await readFile(join(root, 'web/index.html'), 'utf8')),
    renderPage,
    close: () => vite.close(),
  };
}
