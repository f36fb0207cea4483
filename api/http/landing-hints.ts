/**
 * Hints in the HTML of a catalogue URL, for a fast first paint on a first visit. Without them the browser
 * learns of the page's data and code only once the entry has downloaded and run; with them it asks
 * for both while it downloads the entry, and the entry's own early reads and page import take the
 * answers (same URLs: core/catalogue/landing-reads.ts builds them for both). A returning visitor's
 * HTML comes from the service worker's precache, without hints: everything is local there anyway.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogueLandingReads } from '../../core/catalogue/landing-reads';
import { LANDING_CHUNKS_FILE, type LandingChunks } from '../../core/pwa/landing-chunks';
import { escapeHtml } from './html';

/**
 * The <link> tags for the landing page at `pathname` + `search`: its first reads (unless the page
 * was drawn on the server, with its data), its code and its stylesheets; none (and nothing read
 * from disk) for a page that is no landing. Each is `crossorigin` as the request that takes it
 * will be (the entry's fetch, the module import, Vite's stylesheet link), or the browser fetches
 * it twice.
 */
export async function landingHintTags(distDir: string, pathname: string, search: string, { reads = true } = {}): Promise<string> {
  const landing = catalogueLandingReads(pathname, search);
  if (!landing) return '';
  const files = (await readLandingChunks(distDir))[landing.page] ?? { js: [], css: [] };
  return [
    ...(reads ? landing.reads : []).map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`),
    ...files.js.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`),
    ...files.css.map((url) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(url)}">`),
  ].join('');
}

/** `html` with `tags` at the end of its head. */
export const withHeadTags = (html: string, tags: string) => (tags ? html.replace('</head>', `${tags}</head>`) : html);

/**
 * The build's landing chunks, read with each landing's HTML as index.html is (a new build is served
 * without a restart); none when the build wrote no such file (hints then name only the reads).
 */
async function readLandingChunks(distDir: string): Promise<LandingChunks> {
  try {
    return JSON.parse(await readFile(join(distDir, LANDING_CHUNKS_FILE), 'utf8')) as LandingChunks;
  } catch {
    return {};
  }
}
