/**
 * Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
 * dist/ worth compressing, at the highest levels (done once per build, not per request). The API's
 * static-file middleware sends them to browsers that accept them (koa-send picks .br, then .gz).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.env.BUILD_OUT_DIR ? `${resolve(process.env.BUILD_OUT_DIR)}/` : fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
/** Below this a compressed copy saves less than the headers and the extra file cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

function main(): void {
  let count = 0;
  let original = 0;
  let brotli = 0;
  let gzip = 0;
  for (const path of files(dist)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    count += 1;
    original += body.length;
    brotli += br.length;
    gzip += gz.length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompress: ${count} files in ${relative(process.cwd(), dist) || 'dist'}: ${kb(original)} → ${kb(gzip)} gzip, ${kb(brotli)} brotli`,
  );
}

main();
