/**
 * `npm run bench`: builds the web app when dist/ has none, starts the bench server (the real app,
 * serving that build, plus a bare Koa baseline) in its own process, runs each benchmark against it
 * and prints every figure next to its baseline. Exits non-zero when a goal is missed.
 * `npm run bench -- catalogue` or `-- lighthouse` runs one of them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { benchCatalogue } from './catalogue.bench';
import { benchLighthouse } from './lighthouse.bench';

const BENCHES = { catalogue: benchCatalogue, lighthouse: benchLighthouse };
const asked = process.argv.slice(2) as (keyof typeof BENCHES)[];
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

if (!existsSync('dist/index.html') || !existsSync('dist/builds/latest.json')) {
  console.log('dist/ is missing: npm run build');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

// node itself (not npx) so that kill() reaches the server and not only a wrapper.
const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bench-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve) => createInterface({ input: server.stdout! }).once('line', resolve));
const ports = JSON.parse(firstLine) as { shop: number; bare: number };

let allMet = true;
try {
  for (const name of asked.length ? asked : (Object.keys(BENCHES) as (keyof typeof BENCHES)[])) {
    const { ok, lines } = await BENCHES[name](ports);
    allMet &&= ok;
    for (const line of lines) console.log(line);
  }
} finally {
  server.kill('SIGTERM');
}
process.exit(allMet ? 0 : 1);
