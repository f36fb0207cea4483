/**
 * One database handle for both engines: embedded PGlite (one process, data in DATA_DIR) or
 * PostgreSQL through a node-postgres pool (DATABASE_URL, for several processes).
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { oneCallQueries } from './pglite-one-call';
import { PGliteThread } from './pglite-thread';
import { LendingPool } from './lending-pool';
import { PreparingClient } from './preparing-pg-client';

/** What `db.execute` gives on both drivers: PGlite's Results and pg's QueryResult both carry `rows`. */
export interface SharedQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}
export interface QueryRows<Row> {
  rows: Row[];
}
/**
 * The drizzle type every store takes; both drivers (and their transactions) satisfy it. Without the
 * relational query API (no schema given to drizzle): no store uses it, and drizzle built its query
 * objects for every table again with each transaction.
 */
export type Db = PgDatabase<SharedQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise (health checks). */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding the PostgreSQL advisory lock `key`, so that processes sharing one
   * database take turns (start-up migrations and seed). The lock is a session lock held on a
   * connection of its own, apart from those `work` uses; a process that dies releases it with its
   * connection. PGlite serves one process, so there it simply runs `work`.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** PostgreSQL's connection pool, for a library that sends its own SQL (the job queue); none on PGlite */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir?: string;
  /**
   * PGlite in memory only: starts from this dump of a data folder (PGlite's dumpDataDir), such as
   * the test suite's migrated and seeded template, instead of an empty database.
   */
  fromDump?: string;
  /** When set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** Largest node-postgres pool size (defaultPoolSize() when left out). */
  poolSize?: number;
}

/**
 * Connections one process may hold when DATABASE_POOL_SIZE does not say: twice the cores plus one,
 * the usual rule for a PostgreSQL server's cores, taking this machine's as the database's (the
 * cluster and the bench run PostgreSQL beside the shop). More connections do not make more writes:
 * past the database's cores its backends take turns on them, each transaction holds its row lock
 * and its connection longer, and the slowest writes wait behind the scheduler instead of in the
 * pool's queue, which is first come, first served. Under the cart-write bench on 2 cores, 20
 * connections were held 24 ms each on average and the writes' p99 was 280 to 880 ms; 4 were held
 * 5 ms each, p99 110 to 180 ms, with as many writes per second (docs/benchmarks.md).
 */
export const defaultPoolSize = (cores = availableParallelism()) => 2 * cores + 1;

/** Opens PostgreSQL when databaseUrl is given, else PGlite on disk (dataDir) or in memory (neither). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? defaultPoolSize());
  return openPglite(options.dataDir, options.fromDump);
}

/** PostgreSQL settings PGlite starts with, over its own defaults. */
export const PGLITE_SETTINGS = {
  /**
   * The shared buffers (PostgreSQL's default is 128MB). PGlite allocates them inside its
   * WebAssembly memory and zeroes them when it opens, so every MB of them is resident in the process
   * from the start, whether the pages ever hold data or not. The shop's whole database is a few tens
   * of MB and a page that is not in the buffers is read from the operating system's file cache (the
   * data folder is an ordinary one), so a small pool costs a copy now and then instead of a hundred
   * MB held for good.
   */
  shared_buffers: '16MB',
  /**
   * A new 16 MB WAL file is not filled with zeroes first. PostgreSQL does that synchronously, so
   * the filling stopped every statement for some 70 to 100 ms each time the log moved to a new file
   * (once in some thousands of cart writes), and those stops were most of PGlite's slowest answers
   * (docs/benchmarks.md). The zeroes only reserve disk space ahead of an fsync, and PGlite
   * runs with fsync off: it promises to survive a crash of the process, not a power cut.
   */
  wal_init_zero: 'off',
} as const;

const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** PGlite with the shop's settings on a thread of its own (pglite-thread.ts), in `directory` or in memory. */
export const startPglite = (directory?: string, fromDump?: string) => PGliteThread.start(directory, PGLITE_START_PARAMS, fromDump);

async function openPglite(dataDir: string | undefined, fromDump: string | undefined): Promise<Database> {
  let directory: string | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
  }
  const client = await startPglite(directory, fromDump);
  // one call into PGlite per statement instead of six (pglite-one-call.ts); drizzle calls only
  // query() and transaction() on its client, which is all oneCallQueries answers itself
  const db = drizzlePglite({ client: oneCallQueries(client) as unknown as PGlite });
  return {
    db,
    kind: 'pglite',
    ping: () => pingWith(db),
    exclusive: (_key, work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  // every parameterised statement prepared once per connection (preparing-pg-client.ts)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, Client: PreparingClient });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // each transaction's connection goes on to the next one as soon as its COMMIT is sent (lending-pool.ts)
  const db = drizzleNodePostgres({ client: new LendingPool(pool) as unknown as pg.Pool });
  return {
    db,
    kind: 'postgres',
    ping: () => pingWith(db),
    exclusive: (key, work) => holdingAdvisoryLock(pool, key, work),
    pool,
    close: () => pool.end(),
  };
}

async function holdingAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    holder.release();
  }
}

async function pingWith(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
