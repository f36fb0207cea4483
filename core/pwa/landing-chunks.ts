/**
 * What the build tells the server about the pages shoppers land on from outside: the files of each
 * page's code beyond the entry's, so the HTML of such a URL can ask for them at once
 * (api/http/landing-hints.ts) instead of after the entry has run. Written by scripts/vite/landing-chunks.ts.
 */
import type { CatalogueLandingPage } from '../catalogue/landing-reads';

/** Path of the file inside the build (a dot directory: the server does not serve it). */
export const LANDING_CHUNKS_FILE = '.vite/landing-chunks.json';

/** Root-relative URLs of a page's code: its JavaScript chunks in load order, and their stylesheets. */
export interface PageFiles {
  js: string[];
  css: string[];
}

export type LandingChunks = Partial<Record<CatalogueLandingPage, PageFiles>>;
