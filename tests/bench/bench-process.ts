/**
 * Bench servers as child processes (tests/bench/bench-server.ts), so the load generator never shares
 * their event loop, and what the operator sees of them: resident memory from /proc. They run bundled,
 * as `npm start` runs the shop (scripts/build-server.ts), so the memory read is a served process's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { buildServer } from '../../scripts/build-server';
import { POSTGRES_SERVER_NODE_FLAGS, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags';

const BUNDLE = 'build/bench/bench-server.mjs';
let bundled: Promise<void> | undefined;

/** Bundles the bench server, once per bench run. */
function bundleBenchServer(): Promise<void> {
  bundled ??= buildServer('build/bench', { 'bench-server': 'tests/bench/bench-server.ts' });
  return bundled;
}

export interface MemoryFigures {
  rss: number;
  peak: number;
  heap: number;
  outsideHeap: number;
}

export interface BenchProcess {
  process: ChildProcess;
  ports: { shop: number; bare: number };
  /**
   * the server's resident and peak resident memory in MB (VmRSS, VmHWM), with V8's heap and what is
   * outside it (buffers, WebAssembly memory: PGlite's database engine), or null off Linux
   */
  memoryMb(): Promise<MemoryFigures | null>;
  stop(): Promise<void>;
}

/**
 * Starts a bench server; `env` adds to this process's environment (DIST_DIR, DATABASE_URL, NODE_OPTIONS).
 * Node itself (not npx) so that kill() reaches the server and not only a wrapper.
 */
export async function startBenchServer(env: Record<string, string | undefined>): Promise<BenchProcess> {
  // BENCH_CPU_PROF=dir: each server writes a V8 CPU profile there when it stops (tests/bench/profile-summary.ts reads it);
  // it runs from source then, as the summary sums time per source file (a bundle is one file)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  if (!profile.length) await bundleBenchServer();
  const entry = profile.length ? ['--import', 'tsx', 'tests/bench/bench-server.ts'] : [BUNDLE];
  // the flags a served process of that engine runs with (scripts/server-node-flags.ts)
  const serverEnv = { ...process.env, ...env };
  const flags = serverEnv.DATABASE_URL ? POSTGRES_SERVER_NODE_FLAGS : SERVER_NODE_FLAGS;
  const server = spawn(process.execPath, [...profile, ...flags, ...entry], { stdio: ['ignore', 'pipe', 'inherit'], env: serverEnv });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const lines = createInterface({ input: server.stdout! });
  const firstLine = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then(() => {
      throw new Error('the bench server stopped before it listened (see its output above)');
    }),
  ]);
  return {
    process: server,
    ports: JSON.parse(firstLine) as { shop: number; bare: number },
    async memoryMb() {
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8').catch(() => null);
      if (!status) return null;
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
      const usage = await new Promise<NodeJS.MemoryUsage>((resolve) => {
        lines.once('line', (line) => resolve((JSON.parse(line) as { memoryUsage: NodeJS.MemoryUsage }).memoryUsage));
        server.kill('SIGUSR2');
      });
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      return {
        rss: Math.round(kb('VmRSS') / 1024),
        peak: Math.round(kb('VmHWM') / 1024),
        heap: mb(usage.heapTotal),
        outsideHeap: mb(usage.external),
      };
    },
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
