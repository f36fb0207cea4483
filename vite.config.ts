import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own, named for what they hold: they change far less often
        // than the app, so a deploy of app code leaves ~120 KB (gzip) of them in every browser's
        // cache (the service worker precaches by revision, too). Nothing here is loaded that the
        // entry did not load before; each group is what every page needs.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    siteCodeInDev(),
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
