import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './scripts/vite/inline-entry-css';
import { landingChunks } from './scripts/vite/landing-chunks';
import { reviewsWidget } from './scripts/vite/reviews-widget';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The top-level manifest is the single source; the plugin emits and precaches it (TOOLCHAIN.md).
const manifest = JSON.parse(readFileSync(here('./manifest.webmanifest'), 'utf8'));
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.DTC_PORT ?? 3000}`;

/** In the dev server there is no API to fill in the storefront: take it from SITE_CODE. */
const siteCodeInDev = (): Plugin => ({
  name: 'site-code-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(/(<meta name="site-code" content=")[^"]*/, `$1${process.env.SITE_CODE === 'HPSF' ? 'HPSF' : 'DTC'}`),
});

type AstNode = { type: string; start: number; [key: string]: unknown };

/** Start offsets of the calls an expression makes when it is evaluated (not those inside functions it defines). */
function callsMadeBy(node: unknown, starts: Set<number>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) callsMadeBy(item, starts);
    return;
  }
  const { type } = node as AstNode;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression' || type === 'ClassExpression') return;
  if (type === 'CallExpression' || type === 'NewExpression') starts.add((node as AstNode).start);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') callsMadeBy(value, starts);
}

/**
 * core/ is pure by rule (docs/architecture.md §3: rules, constants and zod schemas, no effects). This marks the
 * calls that build its module-level values as pure, so the bundler drops every schema a page does
 * not use: the pages then load zod only for the schemas they really run (the budget: ≤ 130 kB of JS
 * on /products). A value that is used is kept as it is.
 */
const coreIsPure = (): Plugin => ({
  name: 'core-is-pure',
  apply: 'build',
  enforce: 'post',
  transform: {
    filter: { id: /[\\/]core[\\/].*\.ts$/ },
    handler(code) {
      const starts = new Set<number>();
      for (const statement of parseAst(code).body as unknown as AstNode[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as { init?: unknown }[]) callsMadeBy(declarator.init, starts);
      }
      if (starts.size === 0) return null;
      let out = '';
      let from = 0;
      for (const start of [...starts].sort((a, b) => a - b)) {
        out += `${code.slice(from, start)}/* @__PURE__ */ `;
        from = start;
      }
      return { code: out + code.slice(from), map: null };
    },
  },
});

/**
 * React Router publishes its production build beside the development one but its package exports
 * only the development build (dev warnings kept, ~0.5 kB gzip more). The shop's build takes the
 * production one; the dev server keeps the warnings.
 *
 * Its components made with forwardRef (Form, and through it the data router's submission code)
 * stay in every bundle although the shop draws none of them: the call is not marked pure and each
 * is followed by a `displayName` assignment, both of which the bundler must keep. Marked pure and
 * without the names (only React DevTools shows them), the unused ones drop out: ~1.3 kB gzip less
 * on every first visit. The components the shop uses are kept as they are.
 */
const reactRouterProductionBuild = (): Plugin => ({
  name: 'react-router-production-build',
  apply: 'build',
  config: () => ({
    resolve: { alias: [{ find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') }] },
  }),
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
    handler: (code) => ({
      code: code
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, ''),
      map: null,
    }),
  },
});

/** Chunks of the pages shoppers land on from outside (see build.modulePreload below). */
const LANDING_PAGE_CHUNK = /[\\/](catalogue-pages|ProductPage|SearchPage|HomePage)-[^\\/]+\.js$/;

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  build: {
    // BUILD_OUT_DIR lets parallel builds (isolated e2e runs) write elsewhere than dist/.
    outDir: process.env.BUILD_OUT_DIR ? resolve(process.env.BUILD_OUT_DIR) : here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for the whole app, in every page's HTML (scripts/vite/inline-entry-css.ts): a
    // page drawn on the server is styled at its first paint, whichever lazy parts it shows, rather
    // than moving when each part's code brings its own stylesheet (about 11 kB gzip in all).
    cssCodeSplit: false,
    // A lazily loaded chunk's static imports are fetched in parallel with it only for the pages
    // shoppers land on from outside (search engines, ads, shared links): the list of each costs
    // every first visit its file names (~2 kB gzip for all pages together). Pages reached
    // inside the shop were fetched ahead, with everything they import, by LinkPrefetcher; a cold
    // load of one waits one round trip more, and the worker serves them from its cache after that.
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'html' || LANDING_PAGE_CHUNK.test(filename) ? deps : []),
    },
    target: 'es2022',
    rolldownOptions: {
      // core/ is pure (docs/architecture.md §3): a core module a page imports but does not use (through an
      // index.ts, say) is left out whole; coreIsPure() (above) does the same for unused values.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]core[\\/].*\.ts$/, sideEffects: false }],
      },
      output: {
        // Libraries in chunks of their own: they change far less often than the app, so a deploy
        // of app code leaves ~90 KB (gzip) of them in every browser's cache (the service worker
        // precaches by revision, too). React, the router and the query client are one file, as
        // every page boots with all three: one request instead of three on a first visit, and
        // ~0.8 kB less gzip than three files (one compression window). Only the query code the
        // entry runs goes in it: what only account pages use (mutations, paged lists) goes with them.
        advancedChunks: {
          groups: [
            {
              name: 'libraries',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Fewer, larger files for a first visit: the shop is served over HTTP/1.1,
            // six connections per host, so each extra file on the first screen's path waits a
            // round trip. Everything the entry loads statically is one chunk (the small modules it
            // shares with pages went in files of their own), and the catalogue's list, cards and
            // zip control are one chunk for the list, search, home and product pages. Left out:
            // the carousels (home and product pages only), the promotion banners and the block colours
            // they share with the carousels (loaded near a list's end), what loads lazily on purpose (schemas of
            // stored records, the offline catalogue), and the shared form fields, dialog and account
            // navigation link, which go with the sign-in, account, checkout and added-to-cart code that draws them.
            { name: 'boot', tags: ['$initial'] },
            // The banner and the cookie writing it shares with the preference dialog: one file for
            // a first visit rather than two (the dialog, loaded when asked for, imports from it).
            { name: 'ConsentBanner', test: /web[\\/]features[\\/]consent[\\/](ConsentBanner|consent-cookie)\.tsx?$/ },
            {
              name: 'catalogue-pages',
              test: new RegExp(
                [
                  String.raw`web[\\/](features[\\/](catalogue|location)[\\/]`,
                  String.raw`(?!CarouselSwiper|ProductCarousel|PromotionBanners|carousel-config|location-record|HomeZipForm|zip-validation|offline[\\/])`,
                  String.raw`[^\\/]+|ui[\\/](?!FormField|ModalDialog|NavLink|surface|Surface)[^\\/]+)$`,
                ].join(''),
              ),
            },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    reactRouterProductionBuild(),
    coreIsPure(),
    inlineEntryCss(),
    landingChunks(here('.')),
    siteCodeInDev(),
    reviewsWidget(here('./widgets/reviews/main.ts')),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('./sw'),
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2}'] },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/_ipx': apiTarget, '/assets/packshots': apiTarget, '/builds': apiTarget },
  },
});
