import type { Plugin } from 'vite';

/**
 * Writes the entry's stylesheets into index.html as <style> instead of <link>: the first paint
 * (the header frame and loading line the page carries) then waits for no request but the page
 * itself. They are small (about 4 kB gzip together) and every page needs them. The files are still
 * emitted, so a lazy chunk's preload of the same stylesheet finds it; the service worker precaches
 * the rewritten index.html like any other build.
 */
export const inlineEntryCss = (): Plugin => ({
  name: 'inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      return html.replace(/<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') return tag;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        // a stylesheet cannot end the element early, but be sure
        return `<style data-href="/${fileName}">${css.replaceAll('</style', '<\\/style')}</style>`;
      });
    },
  },
});
