import { build, type Plugin, type Rollup } from 'vite';

/** Where the shop serves the review provider's script (REVIEWS_SCRIPT_URL's default, api/config.ts). */
export const REVIEWS_WIDGET_FILE = 'reviews/widget.js';

/**
 * The reviews script is one self-contained file (an IIFE: no imports, no shared chunks), as a
 * third party would ship it, at a fixed name the operator can point REVIEWS_SCRIPT_URL at. It is
 * built apart from the app and emitted into the app's build, so the service worker precaches it
 * with the rest (the product page's reviews then load offline too).
 */
async function buildWidget(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'VitalisReviewsBundle', fileName: () => 'widget.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the reviews script built no file');
  return chunk.code;
}

export const reviewsWidget = (entry: string): Plugin => ({
  name: 'reviews-widget',
  async generateBundle() {
    if (this.environment?.name && this.environment.name !== 'client') return;
    this.emitFile({ type: 'asset', fileName: REVIEWS_WIDGET_FILE, source: await buildWidget(entry) });
  },
  configureServer(server) {
    // the dev server builds it on each request (it is small), so edits show on reload
    server.middlewares.use(`/${REVIEWS_WIDGET_FILE}`, (_req, res, next) => {
      buildWidget(entry).then((code) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(code);
      }, next);
    });
  },
});
