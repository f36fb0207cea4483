import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { CatalogueLandingPage } from '../../core/catalogue/landing-reads';
import { LANDING_CHUNKS_FILE, type LandingChunks } from '../../core/pwa/landing-chunks';

/**
 * The source module of each catalogue page a shopper can land on (web/app/pages.ts loads the same
 * ones; tests/web/app/landing-pages.test.ts checks they agree).
 */
export const LANDING_PAGE_MODULES: Record<CatalogueLandingPage, string> = {
  productList: 'web/features/catalogue/ListingPage.tsx',
  categoryList: 'web/features/catalogue/ListingPage.tsx',
  product: 'web/features/product/ProductPage.tsx',
  productDetail: 'web/features/product/ProductPage.tsx',
  dropshippingProduct: 'web/features/product/ProductPage.tsx',
};

/**
 * Writes LANDING_CHUNKS_FILE: for each landing page, the chunk holding its module and the chunks
 * that one imports, less those the entry loads anyway, with their stylesheets. The server names
 * them in the page's HTML (the page's code no longer waits for the entry to ask).
 */
export const landingChunks = (projectRoot: string): Plugin => ({
  name: 'landing-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const withImports = (fileName: string, into = new Set<string>()) => {
      if (into.has(fileName)) return into;
      into.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
      return into;
    };
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) return this.error('landing-chunks: the build has no entry chunk');
    const loadedWithEntry = withImports(entry.fileName);
    const pages: LandingChunks = {};
    for (const [page, modulePath] of Object.entries(LANDING_PAGE_MODULES) as [CatalogueLandingPage, string][]) {
      const moduleId = resolve(projectRoot, modulePath);
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
      if (!chunk) return this.error(`landing-chunks: no chunk holds ${modulePath} (page ${page})`);
      const js = [...withImports(chunk.fileName)].filter((fileName) => !loadedWithEntry.has(fileName));
      const css = js.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]);
      pages[page] = { js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`) };
    }
    this.emitFile({ type: 'asset', fileName: LANDING_CHUNKS_FILE, source: `${JSON.stringify(pages, null, 2)}\n` });
  },
});
