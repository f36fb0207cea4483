/**
 * The database's own figure for a cart write: pgbench running a script of the same shape as the
 * shop's write (lock the cart row, rewrite its state, insert the key's record with the answer) on
 * the same tables and carts, at the same concurrency. It is the ceiling
 * the shop's figure is compared with: what is left is time spent outside the database.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { meanOf, sumOf, worstOf } from './load';

const run = promisify(execFile);

export interface PgbenchResult {
  transactionsPerSecond: number;
  p99Ms: number;
  failed: number;
}

/** pgbench on PATH or in Debian's PostgreSQL folders, or null when the packages are not installed. */
export async function findPgbench(): Promise<string | null> {
  const onPath = await run('sh', ['-c', 'command -v pgbench']).then(
    ({ stdout }) => stdout.trim() || null,
    () => null,
  );
  if (onPath) return onPath;
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const found = versions.map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`).filter((path) => existsSync(path));
  return found.at(-1) ?? null;
}

/**
 * One cart write and its key's record in a transaction, as the shop does them (KeyMode
 * 'with-the-write'): SELECT … FOR UPDATE of the cart, UPDATE of its state, INSERT of the key's
 * record, done, with the answer (the cart itself, as the shop stores it).
 */
const SCRIPT = `\\set n random(1, :carts)
BEGIN;
SELECT state FROM carts WHERE id = (SELECT id FROM pgbench_cart_ids WHERE n = :n) FOR UPDATE;
UPDATE carts SET state = state::text::json, version = version + 1, updated_at = now()
  WHERE id = (SELECT id FROM pgbench_cart_ids WHERE n = :n);
INSERT INTO idempotency_keys (scope, key, request_hash, status, response_status, response_body)
  VALUES ('pgbench', gen_random_uuid()::text, 'h', 'done', 200,
    json_build_object('data', (SELECT state FROM carts WHERE id = (SELECT id FROM pgbench_cart_ids WHERE n = :n))));
COMMIT;
`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** pgbench rounds on prepared tables: `round(seconds, clients)` runs the script once; `close()` removes what it made. */
export interface PgbenchRounds {
  round(seconds: number, clients: number): Promise<PgbenchResult>;
  close(): Promise<void>;
}

/**
 * Prepares the script on database `url` over `cartIds` (carts the shop made there), for rounds of
 * as many clients as each asks. Extended query protocol, as node-postgres sends its queries. Its
 * cart UPDATE rewrites each cart's state unchanged, so the shop can go on writing the same carts
 * between rounds.
 */
export async function pgbenchCartWrites(pgbench: string, url: string, cartIds: string[]): Promise<PgbenchRounds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dir = await mkdtemp(join(tmpdir(), 'shop-pgbench-'));
  await client.query('CREATE TABLE pgbench_cart_ids (n integer PRIMARY KEY, id text NOT NULL)');
  await client.query('INSERT INTO pgbench_cart_ids SELECT ordinality, id FROM unnest($1::text[]) WITH ORDINALITY AS t(id)', [cartIds]);
  await writeFile(join(dir, 'cart-write.sql'), SCRIPT);
  let rounds = 0;
  return {
    async round(seconds, clients) {
      const prefix = join(dir, `round${rounds++}-tx`);
      const args = ['-n', '-M', 'extended', '-c', String(clients), '-j', '2', '-T', String(seconds)];
      args.push('-D', `carts=${cartIds.length}`, '-f', join(dir, 'cart-write.sql'), '-l', `--log-prefix=${prefix}`, url);
      const { stdout } = await run(pgbench, args, { maxBuffer: 1 << 24 });
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
      const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
      const latencies = await latenciesMs(dir, prefix);
      return { transactionsPerSecond: Math.round(tps), p99Ms: Math.round(percentile(latencies, 99)), failed };
    },
    async close() {
      await client.query('DROP TABLE IF EXISTS pgbench_cart_ids').catch(() => {});
      await client.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The latencies of one round, sorted, from its per-transaction logs (client, transaction, latency in µs, …). */
async function latenciesMs(dir: string, prefix: string): Promise<number[]> {
  const latencies: number[] = [];
  const base = prefix.slice(dir.length + 1);
  for (const name of (await readdir(dir)).filter((file) => file.startsWith(base))) {
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}

/** Rounds combined as the shop's are (load.ts). */
export function combinePgbench(results: PgbenchResult[]): PgbenchResult {
  return {
    transactionsPerSecond: meanOf(results, (r) => r.transactionsPerSecond),
    p99Ms: worstOf(results, (r) => r.p99Ms),
    failed: sumOf(results, (r) => r.failed),
  };
}
