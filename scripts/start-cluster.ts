/**
 * `npm run start:cluster`: CLUSTER_SIZE shop processes on PostgreSQL (DATABASE_URL) and Redis
 * (REDIS_URL) behind nginx, which serves both storefronts on DTC_PORT and HPSF_PORT. Ctrl-C or
 * SIGTERM stops nginx, then the processes, each finishing what it is doing. docs/cluster.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type Cluster, consecutivePorts, REPO_ROOT, SERVER_BUILD, startCluster } from './cluster/cluster';
import { ensureDatabase, redisAnswers } from './cluster/services';

const port = z.coerce.number().int().min(1).max(65535);

/** What the cluster itself reads; every other variable goes to the processes as it is (api/config.ts). */
const clusterEnvironment = z.object({
  CLUSTER_SIZE: z.coerce.number().int().min(1).max(32).default(2),
  DTC_PORT: port.default(3000),
  HPSF_PORT: port.default(3001),
  /** first port of the processes: process i listens on base+2i (DTC) and base+2i+1 (HPSF) */
  CLUSTER_BACKEND_PORT: port.default(3100),
  /** the address nginx listens on (all when unset) */
  HOST: z.string().optional(),
  DATABASE_URL: z.string().url().default('postgres://127.0.0.1:5432/shop'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  DATA_DIR: z.string().min(1).default('./data'),
  DIST_DIR: z.string().min(1).default('./dist'),
  NGINX_PREFIX: z.string().min(1).optional(),
});

function readEnvironment() {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = clusterEnvironment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${String(issue.path[0])}: ${issue.message}`);
    fail(`Invalid configuration:\n${problems.join('\n')}`, 78);
  }
  return parsed.data;
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const say = (line: string) => console.log(`[cluster] ${line}`);

async function main(): Promise<void> {
  const e = readEnvironment();
  const dataDir = resolve(e.DATA_DIR);
  const distDir = resolve(e.DIST_DIR);
  if (!existsSync(join(distDir, 'index.html'))) fail(`No build in ${distDir}: run \`npm run build\` first.`);
  const server = join(REPO_ROOT, SERVER_BUILD);
  if (!existsSync(server)) fail(`No server build (${server}): run \`npm run build\` first.`);
  if (spawnSync('bash', [join(REPO_ROOT, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' }).status !== 0) process.exit(1);

  const created = await ensureDatabase(e.DATABASE_URL).catch((error: Error) => {
    // node-postgres takes the user from the URL, else PGUSER, else USER (often unset in containers)
    const hint = /user name/.test(error.message) ? ' (name the user: postgres://user@host:5432/shop, or set PGUSER)' : '';
    return fail(`PostgreSQL at DATABASE_URL=${e.DATABASE_URL} did not answer: ${error.message}${hint}`);
  });
  if (created === 'created') say(`created the database of ${e.DATABASE_URL}`);
  if (!(await redisAnswers(e.REDIS_URL))) fail(`Redis at REDIS_URL=${e.REDIS_URL} did not answer.`);

  const listen = (p: number) => (e.HOST ? `${e.HOST}:${p}` : String(p));
  const starting = new AbortController();
  say(`starting ${e.CLUSTER_SIZE} shop processes on ${e.DATABASE_URL} and ${e.REDIS_URL}`);
  const started = startCluster({
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    listen: { dtc: listen(e.DTC_PORT), hpsf: listen(e.HPSF_PORT) },
    backends: consecutivePorts(e.CLUSTER_BACKEND_PORT, e.CLUSTER_SIZE),
    dataDir,
    distDir,
    nginxPrefix: resolve(e.NGINX_PREFIX ?? join(dataDir, 'nginx')),
    nginx: true,
    code: 'build',
    env: process.env,
    output: 'inherit',
    restart: true,
    abort: starting.signal,
    log: say,
  });
  const stop = async (signal: string) => {
    if (starting.signal.aborted) return;
    say(`${signal}: stopping nginx, then the shop processes`);
    // while starting, the abort stops what has started and `started` rejects
    starting.abort();
    const cluster: Cluster | undefined = await started.catch(() => undefined);
    await cluster?.stop();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    await started;
  } catch (error) {
    if (starting.signal.aborted) return; // stop() ends the process
    throw error;
  }
  say(`DTC shop on http://localhost:${e.DTC_PORT}, HPSF shop on http://localhost:${e.HPSF_PORT} (Ctrl-C stops)`);
}

main().catch((error) => fail(`start:cluster failed: ${error instanceof Error ? error.message : String(error)}`));
