/**
 * The web app's server entry (web/entry-server.tsx) as the build made it: `npm run build` bundles it
 * into build/ssr/ (scripts/build-server.ts). The API never imports the web app's source: a process
 * without that build (the API's own tests, a checkout not built yet) serves the shell, and the
 * browser draws every page, as it does offline.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { PageRenderer } from './app';
import { repoRoot } from './code-location';

/** Where the build puts the server entry of the web app. */
export const SERVER_ENTRY = join(repoRoot, 'build/ssr/entry-server.js');

export async function loadPageRenderer(logger: Logger, entry = SERVER_ENTRY): Promise<PageRenderer | undefined> {
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'no server build of the web app: the browser draws every page (npm run build makes it)');
    return undefined;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
  return renderPage;
}
