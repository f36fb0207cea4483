/**
 * `npm run build` (after the web app): bundles the server into build/server/ (main.mjs,
 * seed-child.mjs, the seed process a starting server runs, and pglite-worker.mjs, PGlite's
 * thread), so a serving process runs plain JavaScript under `node` rather than TypeScript through
 * tsx, whose transpiler and module hooks stay resident in every process. Packages stay imports,
 * resolved from node_modules at run time (PGlite finds its WebAssembly and data files beside its
 * own code). The migrations are copied beside the bundle, so a build applies the migrations it was
 * built with; api/code-location.ts finds files from there.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What every bundle that opens a database needs beside it: the seed process's entry
 * (api/db/seed-process.ts) and PGlite's thread (api/db/pglite-thread.ts).
 */
const BESIDE_EVERY_SERVER = { 'seed-child': 'api/db/seed/child.ts', 'pglite-worker': 'api/db/pglite-worker.mjs' };

/**
 * Bundles `entries` (output name → source path) into `outDir`, which must be a folder two levels
 * under the repository (build/<name>/): api/code-location.ts finds the repository from there.
 */
export async function buildServer(outDir: string, entries: Record<string, string>): Promise<void> {
  const out = join(ROOT, outDir);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: { ...entries, ...BESIDE_EVERY_SERVER },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // shared code in chunks of the same folder: the seed's catalogue data, imported only when this
    // process seeds, stays out of the serving process's memory
    splitting: true,
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    // stack traces name the source with `node --enable-source-maps`
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'api/db/migrations'), join(out, 'migrations'), { recursive: true });
}

/**
 * The web app's server entry (web/entry-server.tsx) into build/ssr/, by Vite as the browser's
 * build is made (JSX, CSS imports left to the browser's build); packages stay imports, as in the
 * server bundle. api/page-renderer.ts loads it.
 */
export async function buildServerEntry(): Promise<void> {
  await viteBuild({
    configFile: false,
    root: join(ROOT, 'web'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'entry-server.tsx', outDir: join(ROOT, 'build/ssr'), emptyOutDir: true, target: 'node20', sourcemap: true },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer('build/server', { main: 'api/main.ts' });
  await buildServerEntry();
  console.log('server bundled into build/server/ (node build/server/main.mjs), pages drawn by build/ssr/entry-server.js');
}
