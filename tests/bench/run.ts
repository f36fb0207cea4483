/**
 * `npm run bench`: builds the web app when dist/ has none, starts the bench server (the real app,
 * serving that build, plus a bare Koa baseline) in its own process, runs each benchmark against it
 * and prints every figure next to its baseline. Exits non-zero when a goal is missed.
 * `npm run bench -- catalogue`, `-- cart`, `-- lighthouse` or `-- offline` runs one of them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { benchCart } from './cart.bench';
import { benchCatalogue } from './catalogue.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchOffline } from './offline.bench';

const BENCHES = { catalogue: benchCatalogue, cart: benchCart, lighthouse: benchLighthouse, offline: benchOffline };
/** Benches that load the web app and so need a build; the API benches run without one. */
const NEEDS_BUILD = new Set<string>(['lighthouse', 'offline']);
const asked = process.argv.slice(2) as (keyof typeof BENCHES)[];
const chosen = asked.length ? asked : (Object.keys(BENCHES) as (keyof typeof BENCHES)[]);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

// BUILD_OUT_DIR benches a build of its own (and builds it when asked with BENCH_BUILD=1), so a
// bench on a shared checkout never writes dist/ under someone else's server or test run.
const distDir = process.env.BUILD_OUT_DIR ?? 'dist';
const missingBuild = !existsSync(`${distDir}/index.html`) || !existsSync(`${distDir}/builds/latest.json`);
if (chosen.some((name) => NEEDS_BUILD.has(name)) && (process.env.BENCH_BUILD === '1' || missingBuild)) {
  console.log(`building the web app into ${distDir}/: npm run build`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

// node itself (not npx) so that kill() reaches the server and not only a wrapper.
const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bench-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DIST_DIR: distDir },
});
const firstLine = await new Promise<string>((resolve) => createInterface({ input: server.stdout! }).once('line', resolve));
const ports = JSON.parse(firstLine) as { shop: number; bare: number };

let allMet = true;
try {
  for (const name of chosen) {
    const { ok, lines } = await BENCHES[name](ports);
    allMet &&= ok;
    for (const line of lines) console.log(line);
  }
} finally {
  server.kill('SIGTERM');
}
process.exit(allMet ? 0 : 1);
