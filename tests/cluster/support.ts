/**
 * A cluster for tests: two shop processes (as `npm run start:cluster` starts them, through
 * scripts/cluster) on a fresh PostgreSQL database and the machine's Redis, behind nginx when it is
 * installed. The processes serve a small stand-in build by default, so the suite needs no `npm run
 * build`; the end-to-end spec of the cluster (tests/e2e/cluster.spec.ts) gives them the real one.
 */
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { type Database, openDatabase } from '../../api/db/client';
import { type Cluster, nginxBinary, startCluster } from '../../scripts/cluster/cluster';
import type { BackendPorts } from '../../scripts/cluster/nginx-config';
import { redisAnswers } from '../../scripts/cluster/services';
import { postgresAdminUrl, SHARED_ASSETS_DIR } from '../support/databases';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAvailable = await redisAnswers(redisUrl);
/** Both services the cluster needs answer here. */
export const clusterAvailable = postgresAdminUrl !== null && redisAvailable;
if (!clusterAvailable) {
  const missing = [!postgresAdminUrl && 'PostgreSQL', !redisAvailable && `Redis (${redisUrl})`].filter(Boolean).join(' and ');
  console.log(`${missing} not reachable — cluster suite not run`);
}
export const nginxAvailable = nginxBinary() !== null;
if (clusterAvailable && !nginxAvailable) {
  console.log('nginx not installed — the cluster tests through nginx not run (bash scripts/ensure-nginx.sh installs it)');
}

/** The hashed asset of the stand-in build (a real build's names look the same). */
export const HASHED_ASSET = '/assets/app-3f9c2a1b.js';

/** A build folder with what nginx serves itself: a hashed asset (with .gz and .br), sw.js, builds/latest.json. */
async function standInBuild(distDir: string): Promise<void> {
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await mkdir(join(distDir, 'builds'), { recursive: true });
  const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `food-${i}`))};\n`;
  await writeFile(join(distDir, HASHED_ASSET), script);
  await writeFile(join(distDir, `${HASHED_ASSET}.gz`), gzipSync(script));
  await writeFile(join(distDir, `${HASHED_ASSET}.br`), brotliCompressSync(script));
  await writeFile(join(distDir, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  await writeFile(join(distDir, 'builds/latest.json'), JSON.stringify({ buildId: 'cluster-test', builtAt: new Date().toISOString() }));
  const head = '<meta name="site-code" content=""><title>Shop</title>';
  const body = `<script type="module" src="${HASHED_ASSET}"></script>`;
  await writeFile(join(distDir, 'index.html'), `<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
}

/** `count` ports the system has free now (it hands out ephemeral ports, away from the e2e slots). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl as string });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestCluster {
  cluster: Cluster;
  /** base URLs of each process's own listeners */
  processes: { dtc: string; hpsf: string }[];
  /** base URLs of nginx's storefronts and its access log; null without nginx */
  nginx: { dtc: string; hpsf: string; accessLog: string } | null;
  /** the cluster's database, for fixtures and checks */
  database: Database;
  /** where the processes and nginx write their output */
  logFile: string;
  /** the prefix of the cluster's Redis keys: a cluster of another test run on this Redis counts apart */
  redisNamespace: string;
  close(): Promise<void>;
}

export interface TestClusterOptions {
  /** goes to every process */
  env?: Record<string, string>;
  /**
   * a folder of `npm run build`'s web app: the processes then run the server build, as operators
   * run them, and nginx serves a copy of it (its workers must be able to read it, whatever the
   * checkout's own folders allow); by default a small stand-in build and the server from source
   */
  builtApp?: string;
}

/** Starts of a cluster whose port another program took first, before the start fails. */
const PORT_ATTEMPTS = 3;

/** Starts the cluster on a database of its own. */
export async function startTestCluster({ env = {}, builtApp }: TestClusterOptions = {}): Promise<TestCluster> {
  const name = `shop_cluster_${randomBytes(6).toString('hex')}`;
  const redisNamespace = name;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(postgresAdminUrl as string);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-cluster-'));
  // nginx's workers (www-data when the tests run as root) read the build and write their temp files here
  await chmod(dataDir, 0o755);
  const distDir = join(dataDir, 'dist');
  if (builtApp) await cp(builtApp, distDir, { recursive: true });
  else await standInBuild(distDir);
  const logFile = join(dataDir, 'cluster.log');
  const log = await open(logFile, 'a');
  const dropDatabase = () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  let cluster: Cluster | undefined;
  let dtcPort = 0;
  let hpsfPort = 0;
  let backends: BackendPorts[] = [];
  // A port found free can be taken by another suite on the machine before nginx or a process binds
  // it (two test runs side by side): that start is retried on fresh ports, anything else fails.
  for (let attempt = 1; !cluster; attempt++) {
    const [dtc, hpsf, ...ports] = await freePorts(6);
    [dtcPort, hpsfPort] = [dtc, hpsf];
    backends = [
      { dtc: ports[0], hpsf: ports[1] },
      { dtc: ports[2], hpsf: ports[3] },
    ];
    try {
      cluster = await startCluster({
        databaseUrl,
        redisUrl,
        listen: { dtc: `127.0.0.1:${dtcPort}`, hpsf: `127.0.0.1:${hpsfPort}` },
        backends,
        dataDir,
        distDir,
        nginxPrefix: join(dataDir, 'nginx'),
        nginx: nginxAvailable,
        code: builtApp ? 'build' : 'source',
        env: {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          ASSETS_DIR: SHARED_ASSETS_DIR,
          SHUTDOWN_TIMEOUT_MS: '3000',
          REDIS_NAMESPACE: redisNamespace,
          ...env,
        },
        output: log.fd,
        restart: false,
      });
    } catch (error) {
      const portTaken = /Address already in use|EADDRINUSE/.test(await readFile(logFile, 'utf8').catch(() => ''));
      if (portTaken && attempt < PORT_ATTEMPTS) {
        await writeFile(logFile, '');
        continue;
      }
      await log.close();
      await dropDatabase();
      throw new Error(`the cluster did not start (output in ${logFile}): ${(error as Error).message}`);
    }
  }
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  return {
    cluster,
    processes: backends.map((b) => ({ dtc: `http://127.0.0.1:${b.dtc}`, hpsf: `http://127.0.0.1:${b.hpsf}` })),
    nginx: nginxAvailable
      ? { dtc: `http://127.0.0.1:${dtcPort}`, hpsf: `http://127.0.0.1:${hpsfPort}`, accessLog: join(dataDir, 'nginx', 'access.log') }
      : null,
    database,
    logFile,
    redisNamespace,
    async close() {
      await cluster.stop();
      await log.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Which process answered each of `requestIds` (the X-Request-Id a test sent), read from nginx's
 * access log: the process's DTC base URL. nginx writes a line once the answer has left, so a client
 * may read the answer first: the log is read again until every id is there (5 s at most). A request
 * nginx passed on after a failure was answered by the last address of its upstream list.
 */
export async function answeredBy(accessLog: string, requestIds: string[]): Promise<Map<string, string>> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const served = new Map<string, string>();
    for (const line of (await readFile(accessLog, 'utf8')).split('\n')) {
      const logged = /upstream=(.*) upstream_status=.* id=(\S+)$/.exec(line);
      if (logged) served.set(logged[2], `http://${logged[1].split(', ').at(-1)}`);
    }
    if (requestIds.every((id) => served.has(id)) || Date.now() > deadline) return served;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
