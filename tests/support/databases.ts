/**
 * Test databases for API suites: PGlite in memory always, PostgreSQL when one is reachable. Every
 * PostgreSQL test database is a fresh `shop_test_<random>` database dropped on close, so parallel
 * test files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { type Database, type DatabaseKind, openDatabase } from '../../api/db/client';
import type { SeedReport } from '../../api/db/seed';
import { prepareDatabase } from '../../api/db/startup';

export type { DatabaseKind };

export interface TestDatabase extends Database {
  /** where seeded images were written (shared by the test run; see SHARED_ASSETS_DIR) */
  assetsDir: string;
  /** set when opened with { seed: true } */
  seedReport?: SeedReport;
}

export interface OpenTestDatabaseOptions {
  seed?: boolean;
  /** defaults to SHARED_ASSETS_DIR; pass a fresh folder to test the images themselves */
  assetsDir?: string;
}

const CONNECT_TIMEOUT_MS = 1500;
const FALLBACK_POSTGRES_URLS = ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];

/**
 * Seeded images are identical for every test database, so suites share one folder: only the first
 * seeding of a run draws them (writes are atomic, so parallel files may race safely).
 */
export const SHARED_ASSETS_DIR = join(tmpdir(), 'shop-test-assets');

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function findPostgres(): Promise<string | null> {
  const candidates = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : FALLBACK_POSTGRES_URLS;
  for (const url of candidates) {
    if (await answers(url)) return url;
  }
  return null;
}

/** Server used to create and drop the per-test databases, or null when none answers. */
export const postgresAdminUrl: string | null = await findPostgres();
if (!postgresAdminUrl) console.log('PostgreSQL not reachable — PostgreSQL suites not run');

export const ALL_DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];
/** The kinds this machine can run; use describeEachDatabase to have the others reported as skipped. */
export const databaseKinds: DatabaseKind[] = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];

export function isDatabaseKindAvailable(kind: DatabaseKind): boolean {
  return databaseKinds.includes(kind);
}

/** One describe block per database kind; a kind this machine lacks shows up as skipped, not absent. */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  for (const kind of ALL_DATABASE_KINDS) {
    describe.skipIf(!isDatabaseKindAvailable(kind))(`${name} [${kind}]`, () => body(kind));
  }
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!postgresAdminUrl) throw new Error('PostgreSQL not reachable — cannot open a PostgreSQL test database');
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database of its own (nothing migrated): its URL, and `drop` to remove it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(postgresAdminUrl as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

async function openPostgresTestDatabase(): Promise<Database> {
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** Opens a fresh, migrated database of `kind`; seeded too when asked. Close it in afterAll. */
export async function openTestDatabase(kind: DatabaseKind, options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const database = kind === 'postgres' ? await openPostgresTestDatabase() : await openDatabase();
  const assetsDir = options.assetsDir ?? SHARED_ASSETS_DIR;
  try {
    const { seedReport } = await prepareDatabase(database, { seed: options.seed ? { assetsDir } : undefined });
    return { ...database, assetsDir, seedReport };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A fresh folder for tests that inspect seeded images; remove it with removeFolder. */
export function freshAssetsDir(): string {
  return join(tmpdir(), `shop-assets-${randomBytes(6).toString('hex')}`);
}

export async function removeFolder(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}
