/**
 * Where a bench server's CPU time went: reads V8 .cpuprofile files (BENCH_CPU_PROF=dir npm run bench
 * -- cart writes one per server) and prints self time summed per function and per file (node_modules
 * folded to their package), the largest first.
 *   npx tsx tests/bench/profile-summary.ts dir-or-file… [--top 30] [--last seconds]
 * --last keeps the profile's last seconds only: a bench server stops right after its load, so that
 * leaves out its start, seed and setup.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A file's place in the summary: its package for node_modules, the repository path for our code. */
function placeOf(url: string): string {
  if (!url) return '(native / V8)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return `npm:${modules[1]}`;
  if (url.startsWith('node:')) return url;
  const repo = url.indexOf('/api/') >= 0 ? url.slice(url.indexOf('/api/') + 1) : url.replace(/^file:\/\//, '');
  return repo.replace(/^.*\/(core|tests)\//, '$1/');
}

function summarise(profile: CpuProfile, byFunction: Map<string, number>, byPlace: Map<string, number>, lastMs: number): number {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const length = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
  let at = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || at < length - lastMs) return;
    total += ms;
    const place = placeOf(frame.url);
    const fn = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  });
  return total;
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 30;
const lastAt = args.indexOf('--last');
const lastMs = lastAt >= 0 ? Number(args.splice(lastAt, 2)[1]) * 1000 : Number.POSITIVE_INFINITY;
const files: string[] = [];
for (const arg of args) {
  if ((await stat(arg)).isDirectory())
    files.push(...(await readdir(arg)).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(arg, f)));
  else files.push(arg);
}
for (const file of files) {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const total = summarise(JSON.parse(await readFile(file, 'utf8')) as CpuProfile, byFunction, byPlace, lastMs);
  const busy = total - (byFunction.get('(idle) (native / V8):0') ?? 0);
  console.log(`\n${file}: ${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy`);
  const print = (title: string, map: Map<string, number>) => {
    console.log(`  ${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`    ${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  print('self time by file or package', byPlace);
  print('self time by function', byFunction);
}
