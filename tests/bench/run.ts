/**
 * `npm run bench`: builds the web app when dist/ has none, starts the bench server (the real app,
 * serving that build, plus a bare Koa baseline) in its own process, runs each benchmark against it
 * and prints every figure next to its baseline. Exits non-zero when a goal is missed.
 * `npm run bench -- catalogue`, `-- cart`, `-- lighthouse`, `-- firstvisit`, `-- offline` or `-- ssr` runs one of them.
 *
 * `--build label=dir` (repeatable) gives the browser benches (firstvisit, lighthouse) builds to
 * compare, each served by a bench server of its own and visited in turn within every run; the first
 * is the reference the others are compared with. Without it they measure BUILD_OUT_DIR (or dist/).
 * `--shell label=dir` is a build served without server rendering (SERVER_RENDERING=false): the
 * browser draws every page from the shell, as every build before server rendering did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { type BenchProcess, startBenchServer } from './bench-process';
import { benchCart } from './cart.bench';
import { benchCatalogue } from './catalogue.bench';
import { benchFirstVisit } from './firstvisit.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchOffline } from './offline.bench';
import { benchSsr } from './ssr.bench';
import type { BenchServers } from './pages';

const BENCHES = {
  catalogue: benchCatalogue,
  cart: benchCart,
  lighthouse: benchLighthouse,
  firstvisit: benchFirstVisit,
  offline: benchOffline,
  ssr: benchSsr,
};
/** Benches that load the web app and so need a build; the API benches run without one. */
const NEEDS_BUILD = new Set<string>(['lighthouse', 'firstvisit', 'offline', 'ssr']);

interface BuildToServe {
  label: string;
  dir: string;
  /** served without server rendering */
  shell?: boolean;
}

/** Bench names and `--build label=dir` / `--shell label=dir` (or `dir`, labelled by its name) from the command line. */
function readArguments(args: string[]): { names: (keyof typeof BENCHES)[]; builds: BuildToServe[] } {
  const names: (keyof typeof BENCHES)[] = [];
  const builds: BuildToServe[] = [];
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    if (flag !== '--build' && flag !== '--shell') {
      names.push(args[i] as keyof typeof BENCHES);
      continue;
    }
    const build = inline ?? args[++i];
    const shell = flag === '--shell';
    if (build.includes('=')) builds.push({ label: build.slice(0, build.indexOf('=')), dir: build.slice(build.indexOf('=') + 1), shell });
    else builds.push({ label: basename(build), dir: build, shell });
  }
  return { names, builds };
}

const asked = readArguments(process.argv.slice(2));
const chosen = asked.names.length ? asked.names : (Object.keys(BENCHES) as (keyof typeof BENCHES)[]);
const unknown = asked.names.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

// BUILD_OUT_DIR benches a build of its own (and builds it when asked with BENCH_BUILD=1), so a
// bench on a shared checkout never writes dist/ under someone else's server or test run.
const distDir = process.env.BUILD_OUT_DIR ?? 'dist';
const hasBuild = (dir: string) => existsSync(`${dir}/index.html`) && existsSync(`${dir}/builds/latest.json`);
if (asked.builds.length) {
  const missing = asked.builds.filter((build) => !hasBuild(build.dir));
  if (missing.length) {
    console.error(`No build in ${missing.map((build) => build.dir).join(', ')} (build each with BUILD_OUT_DIR=dir npm run build)`);
    process.exit(2);
  }
} else if (chosen.some((name) => NEEDS_BUILD.has(name)) && (process.env.BENCH_BUILD === '1' || !hasBuild(distDir))) {
  console.log(`building the web app into ${distDir}/: npm run build`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
const builds: BuildToServe[] = asked.builds.length ? asked.builds : [{ label: basename(distDir), dir: distDir }];

const started: BenchProcess[] = [];
let allMet = true;
try {
  const servers = [];
  for (const build of builds) {
    const server = await startBenchServer({ DIST_DIR: build.dir, SERVER_RENDERING: build.shell ? 'false' : undefined });
    started.push(server);
    servers.push({ label: build.label, ...server.ports });
  }
  const benchServers: BenchServers = {
    shop: servers[0].shop,
    bare: servers[0].bare,
    builds: servers.map(({ label, shop }) => ({ label, shop })),
  };
  for (const name of chosen) {
    const { ok, lines } = await BENCHES[name](benchServers);
    allMet &&= ok;
    for (const line of lines) console.log(line);
  }
} finally {
  await Promise.all(started.map((server) => server.stop()));
}
process.exit(allMet ? 0 : 1);
