/**
 * N shop processes on one PostgreSQL database and one Redis, behind nginx: started, watched and
 * stopped together. Used by `npm run start:cluster` (scripts/start-cluster.ts) and by the cluster
 * test suite, so the tests start, watch and stop the processes exactly as an operator's are (from
 * source rather than the server build, as the suite runs before the build).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_SERVER_NODE_FLAGS } from '../server-node-flags';
import { type BackendPorts, brotliModulesInstalled, writeNginxConfig } from './nginx-config';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HEALTH_PATH = '/api/health';

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** the storefronts' public listeners (nginx): port, or address:port */
  listen: { dtc: string; hpsf: string };
  /** one entry per process: the ports of its two listeners (on 127.0.0.1 only) */
  backends: BackendPorts[];
  dataDir: string;
  distDir: string;
  /** nginx's own folder: configuration, pid, logs, temp files */
  nginxPrefix: string;
  /** false: the processes only (nginx missing); the caller then talks to their ports */
  nginx: boolean;
  /**
   * the processes' code: 'build', the server build (build/server/main.mjs, what operators run), or
   * 'source', api/main.ts through tsx (the tests, which run before anything is built)
   */
  code: 'build' | 'source';
  /** more environment for every process (NODE_ENV, SHOP_URL_*, RATE_LIMITS, SMTP_URL, …) */
  env: Record<string, string | undefined>;
  /** where the processes' and nginx's output goes: the terminal, or a file descriptor */
  output: 'inherit' | number;
  /** start a process again when it dies while the cluster runs */
  restart: boolean;
  startTimeoutMs?: number;
  /** aborted while starting (Ctrl-C): whatever started is stopped and startCluster rejects */
  abort?: AbortSignal;
  log?: (line: string) => void;
}

export interface ShopProcess {
  index: number;
  ports: BackendPorts;
  child: ChildProcess;
}

export interface Cluster {
  processes: ShopProcess[];
  nginx?: ChildProcess;
  /** Sends `signal` to process `index` (a crash when SIGKILL); with restart, it comes back. */
  kill(index: number, signal: NodeJS.Signals): void;
  /** nginx first (no new requests, in-flight ones finish), then every process drains and exits. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Waits until `url` answers 200; fails when `child` exits first or the time is up. */
export async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it answered ${url}`);
    }
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Ports of `size` processes from `base` on: process i listens on base+2i (DTC) and base+2i+1 (HPSF). */
export const consecutivePorts = (base: number, size: number): BackendPorts[] =>
  Array.from({ length: size }, (_, i) => ({ dtc: base + 2 * i, hpsf: base + 2 * i + 1 }));

/** The port part of a listen value ('3000' or '127.0.0.1:3000'). */
export const portOf = (listen: string) => Number(listen.split(':').pop());

function processEnv(options: ClusterOptions, ports: BackendPorts): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...options.env,
    DTC_PORT: String(ports.dtc),
    HPSF_PORT: String(ports.hpsf),
    // only nginx reaches the processes, and it is the one proxy whose X-Forwarded-For is believed
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    DIST_DIR: options.distDir,
    // links in mails and the search-engine files name the storefront's public port, not the process's
    SHOP_URL_DTC: options.env.SHOP_URL_DTC ?? `http://localhost:${portOf(options.listen.dtc)}`,
    SHOP_URL_HPSF: options.env.SHOP_URL_HPSF ?? `http://localhost:${portOf(options.listen.hpsf)}`,
  };
}

/** The server build a process runs (scripts/build-server.ts writes it), from the repository's root. */
export const SERVER_BUILD = 'build/server/main.mjs';

/** What a process runs: the server build, or the source through tsx. */
export const SHOP_ENTRY = {
  build: [...POSTGRES_SERVER_NODE_FLAGS, SERVER_BUILD],
  source: ['--import', 'tsx', 'api/main.ts'],
} as const;

/**
 * `node build/server/main.mjs`, or `node --import tsx api/main.ts` (what `tsx api/main.ts` does, in
 * one process): a signal sent to the child reaches the shop itself, with no runner in between to
 * relay or swallow it.
 */
function spawnShop(options: ClusterOptions, index: number): ShopProcess {
  const ports = options.backends[index];
  const child = spawn(process.execPath, [...SHOP_ENTRY[options.code]], {
    cwd: REPO_ROOT,
    env: processEnv(options, ports),
    // its own process group: Ctrl-C reaches the cluster, which stops the processes in order
    detached: true,
    stdio: ['ignore', options.output, options.output],
  });
  return { index, ports, child };
}

/** nginx from PATH, else Debian's /usr/sbin/nginx (a user's PATH often lacks sbin); null when absent. */
export function nginxBinary(): string | null {
  if (spawnSync('nginx', ['-v']).status === 0) return 'nginx';
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

function startNginx(options: ClusterOptions, config: string): ChildProcess {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: bash scripts/ensure-nginx.sh installs it');
  const args = ['-p', options.nginxPrefix, '-c', config, '-e', join(options.nginxPrefix, 'error.log'), '-g', 'daemon off;'];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${config}):\n${check.stderr}`);
  return spawn(binary, args, { detached: true, stdio: ['ignore', options.output, options.output] });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const done = await Promise.race([exited(child).then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited(child);
  }
}

/** Starts the processes (and nginx in front); resolves once every one of them answers. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const timeoutMs = options.startTimeoutMs ?? 180_000;
  const processes: ShopProcess[] = [];
  let nginx: ChildProcess | undefined;
  let stopping = false;

  const healthy = (shop: ShopProcess) =>
    waitUntilHealthy(`http://127.0.0.1:${shop.ports.dtc}${HEALTH_PATH}`, shop.child, timeoutMs, `shop process ${shop.index + 1}`);
  const launch = (index: number) => {
    if (stopping) throw new Error('stopped while starting');
    const shop = spawnShop(options, index);
    processes[index] = shop;
    shop.child.once('exit', (code, signal) => {
      if (stopping || !options.restart) return;
      log(`shop process ${index + 1} ended (${code ?? signal}); starting it again`);
      setTimeout(() => {
        if (!stopping) launch(index);
      }, 1000);
    });
    log(`shop process ${index + 1}: DTC 127.0.0.1:${shop.ports.dtc}, HPSF 127.0.0.1:${shop.ports.hpsf} (pid ${shop.child.pid})`);
    return shop;
  };

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      // SIGQUIT is nginx's graceful shutdown: it closes its listeners and lets answers in flight finish
      if (nginx) await stopChild(nginx, 'SIGQUIT', 15_000);
      const graceMs = Number(options.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5000;
      await Promise.all(processes.map((shop) => stopChild(shop.child, 'SIGTERM', graceMs)));
    })();
    return stopped;
  };
  options.abort?.addEventListener('abort', () => void stop(), { once: true });

  try {
    // together: one of them migrates and seeds under the start-up lock, the others wait for it
    await Promise.all(options.backends.map((_, i) => healthy(launch(i))));
    if (options.nginx) {
      const config = await writeNginxConfig({
        prefix: options.nginxPrefix,
        distDir: options.distDir,
        listen: options.listen,
        backends: processes.map((shop) => shop.ports),
        brotli: brotliModulesInstalled(),
        workerUser: process.getuid?.() === 0 ? 'www-data' : undefined,
      });
      if (stopping) throw new Error('stopped while starting');
      nginx = startNginx(options, config);
      const port = portOf(options.listen.dtc);
      await waitUntilHealthy(`http://127.0.0.1:${port}${HEALTH_PATH}`, nginx, 15_000, 'nginx');
      log(`nginx (${config}): DTC on ${options.listen.dtc}, HPSF on ${options.listen.hpsf}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    processes,
    nginx,
    kill: (index, signal) => processes[index].child.kill(signal),
    stop,
  };
}
