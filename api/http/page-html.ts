import { SERVER_STATE_ID } from '../../core/pwa/server-page';

/**
 * A page drawn on the server, put into the built index.html: its HTML in the root element (in place
 * of the loading frame the browser shows when it draws alone) and the answers it was drawn with as
 * JSON data, which the browser's query cache starts with. JSON in a data block is not a script the
 * page runs, so the Content Security Policy needs no 'unsafe-inline' for it.
 */
export interface RenderedPage {
  /** the page's own head tags */
  head: string;
  html: string;
  state: unknown;
  status: { code: number; location?: string };
}

/** The root element and the loading frame in it: it ends where the body's scripts or its end begin. */
const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*(?:<script|<\/body>))/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const NEEDS_SCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

/** JSON safe inside a <script> element: no '</script>' or '<!--' can end or bend it. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** React's preloads of what the page shows first (its high-priority pictures). */
const PRELOAD = /<link rel="preload"[^>]*>/g;
/** The head up to the app's first script, whose imports are preloaded right after it (or to its end). */
const HEAD_BEFORE_SCRIPTS = /^[\s\S]*?(?=<script type="module"|<\/head>)/;

/**
 * The page's own head tags in place of the shell's title and description. The page's preloads go
 * ahead of the app's scripts: on a slow link the picture a shopper looks at first is fetched
 * before the code that only makes the page interactive, rather than queueing behind it.
 */
function withPageHead(indexHtml: string, head: string): string {
  let html = indexHtml;
  if (TITLE.test(head)) html = html.replace(TITLE, '');
  if (/<meta name="description"/.test(head)) html = html.replace(DESCRIPTION, '');
  const preloads = head.match(PRELOAD)?.join('') ?? '';
  const rest = head.replace(PRELOAD, '');
  if (preloads) html = html.replace(HEAD_BEFORE_SCRIPTS, (before) => `${before}${preloads}`);
  return html.replace('</head>', () => `${rest}</head>`);
}

export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonInHtml(page.state)}</script>`;
  // functions, so that no '$' of the page's text is read as a replacement pattern
  // a page drawn on the server reads without scripts: the shell's 'needs JavaScript' notice goes
  return withPageHead(indexHtml, page.head)
    .replace(NEEDS_SCRIPT, '')
    .replace(ROOT, () => `<div id="root">${page.html}</div>${state}`);
}
