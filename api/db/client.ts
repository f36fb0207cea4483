/**
 * One database handle for both engines: embedded PGlite (one process, data in DATA_DIR) or
 * PostgreSQL through a node-postgres pool (DATABASE_URL, for several processes).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What `db.execute` gives on both drivers: PGlite's Results and pg's QueryResult both carry `rows`. */
export interface SharedQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}
export interface QueryRows<Row> {
  rows: Row[];
}
/** The drizzle type every store takes; both drivers (and their transactions) satisfy it. */
export type Db = PgDatabase<SharedQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir?: string;
  /** When set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** Largest node-postgres pool size (DEFAULT_POOL_SIZE when left out). */
  poolSize?: number;
}

/**
 * Connections one process may hold. A cart write holds its connection for its whole transaction (row
 * lock, update, stored answer, COMMIT), mostly waiting on the server's WAL flush; with 10, fifty
 * concurrent writers queued for a connection while the database sat half idle (docs/benchmarks.md).
 * Twenty per process keeps two processes and the tooling well inside PostgreSQL's default 100.
 */
export const DEFAULT_POOL_SIZE = 20;

/** Opens PostgreSQL when databaseUrl is given, else PGlite on disk (dataDir) or in memory (neither). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let directory: string | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
  }
  const client = await PGlite.create(directory);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    ping: () => pingWith(db),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: () => pingWith(db),
    close: () => pool.end(),
  };
}

async function pingWith(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
