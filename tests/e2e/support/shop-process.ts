/**
 * A shop server of a spec's own, beside the shared one playwright.config.ts starts: for specs that
 * stop, kill or redeploy the server, which must never reach the pages of specs running meanwhile.
 * Each one listens on ports the system hands out free, so two such specs running at the same time
 * (two Playwright workers) can never end up on one server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SERVER_ENV, serverArgs } from '../../support/e2e-server';
import type { Site } from './shop';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const HEALTH_TIMEOUT_MS = 180_000;

export interface ShopProcess {
  url(site: Site, path?: string): string;
  /** DATA_DIR of the process; outlives restarts, removed by dispose() */
  dataDir: string;
  /** SIGKILL: the process dies at once, mid-request (what a crash or a pulled plug does). */
  kill(): Promise<void>;
  /** SIGTERM: the server finishes in-flight requests and stops. */
  stop(): Promise<void>;
  /** Starts the process again on the same ports and data. */
  start(): Promise<void>;
  /** Stops the process if it runs and removes its data directory. */
  dispose(): Promise<void>;
}

export interface ShopProcessOptions {
  /** DIST_DIR; the e2e build by default */
  distDir?: string;
  /** further environment (e.g. BUILD_POLL_INTERVAL_MS) */
  env?: Record<string, string>;
}

/** Two ports nobody listens on now, asked of the system at once so they differ. */
async function freePortPair(): Promise<[number, number]> {
  const servers = [createServer(), createServer()];
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((done, fail) => {
          server.once('error', fail);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            done(typeof address === 'object' && address ? address.port : 0);
          });
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return [ports[0], ports[1]];
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`shop server exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`shop server did not answer in time:\n${log()}`);
}

/**
 * Starts the server build (one process, so signals reach the server itself) with the environment
 * of playwright.config.ts' webServer, on two free ports and a fresh data directory.
 */
export async function startShopProcess(options: ShopProcessOptions = {}): Promise<ShopProcess> {
  const [dtcPort, hpsfPort] = await freePortPair();
  const ports: Record<Site, number> = { DTC: dtcPort, HPSF: hpsfPort };
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const env = {
    ...process.env,
    ...E2E_SERVER_ENV,
    DTC_PORT: String(dtcPort),
    HPSF_PORT: String(hpsfPort),
    DATA_DIR: dataDir,
    ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
    ...options.env,
  };
  const url = (site: Site, path = '/') => `http://localhost:${ports[site]}${path}`;
  let child: ChildProcess | undefined;
  let output = '';
  const signal = async (name: NodeJS.Signals) => {
    if (!child || hasExited(child)) return;
    child.kill(name);
    await waitForExit(child);
  };
  const shop: ShopProcess = {
    url,
    dataDir,
    async start() {
      output = '';
      child = spawn(process.execPath, serverArgs(), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      await waitForHealth(url('DTC', ''), child, () => output);
    },
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    async dispose() {
      await signal('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await shop.start();
  } catch (error) {
    await shop.dispose();
    throw error;
  }
  return shop;
}
