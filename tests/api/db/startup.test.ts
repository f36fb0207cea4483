/**
 * Start-up on a shared database: processes starting together migrate and seed once (the advisory
 * lock of api/db/startup.ts), and a build older than the database's schema refuses to serve.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../api/db/client';
import { products, schemaMigrations, seedRuns } from '../../../api/db/schema';
import { knownMigrations, SchemaAheadError } from '../../../api/db/schema-version';
import { prepareDatabase } from '../../../api/db/startup';
import {
  createEmptyPostgresDatabase,
  describeEachDatabase,
  isDatabaseKindAvailable,
  openDataFolderCopy,
  openTestDatabase,
  removeFolder,
  SHARED_ASSETS_DIR,
  type TestDatabase,
} from '../../support/databases';
import { CATALOGUE_SEED_NAME } from '../../../api/db/seed/seed';
import { REVIEWS_SEED_NAME } from '../../../api/db/seed/seed-reviews';

const postgres = isDatabaseKindAvailable('postgres');
if (!postgres) console.log('PostgreSQL not reachable — the concurrent start-up tests were not run');

/** A migration a newer build made: drizzle's row for it, and the name that build recorded. */
const FUTURE = { tag: '0099_wishlists', createdAt: Date.parse('2030-01-01T00:00:00Z'), hash: 'f'.repeat(64) };

async function addFutureMigration(database: Database): Promise<void> {
  await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${FUTURE.hash}, ${FUTURE.createdAt})`);
  await database.db.insert(schemaMigrations).values(FUTURE);
}

describe.skipIf(!postgres)('start-up: two processes on one empty PostgreSQL database', () => {
  it('both migrate and seed without error, and the seed runs once', async () => {
    const empty = await createEmptyPostgresDatabase();
    // two pools, as two processes would have: each start-up runs on its own connections
    const first = await openDatabase({ databaseUrl: empty.url, poolSize: 4 });
    const second = await openDatabase({ databaseUrl: empty.url, poolSize: 4 });
    try {
      const seed = { assetsDir: SHARED_ASSETS_DIR };
      const results = await Promise.allSettled([prepareDatabase(first, { seed }), prepareDatabase(second, { seed })]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const reports = results.map((result) => (result.status === 'fulfilled' ? result.value.seedReport : undefined));
      // one of them wrote the catalogue; the other found it current and changed nothing
      expect(reports.map((report) => report?.changed).sort()).toEqual([false, true]);
      expect(reports[0]?.version).toBe(reports[1]?.version);
      const applied = await first.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied.rows[0].count).toBe(knownMigrations().length);
      // one record per seeded part (the primary key is its name), each written by one of them
      const runs = await first.db.select().from(seedRuns);
      expect(runs.map((run) => run.name).sort()).toEqual([CATALOGUE_SEED_NAME, REVIEWS_SEED_NAME].sort());
      const [{ count }] = await first.db.select({ count: sql<number>`count(*)::int` }).from(products);
      expect(count).toBe(reports[0]?.counts.products);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await empty.drop();
    }
  }, 120_000);
});

describeEachDatabase('start-up on a schema newer than the build', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records the name of every migration it applied', async () => {
    const rows = await database.db.select().from(schemaMigrations).orderBy(schemaMigrations.createdAt);
    expect(rows.map((row) => row.tag)).toEqual(knownMigrations().map((migration) => migration.tag));
  });

  it('refuses, naming the migration it does not know, and changes nothing', async () => {
    await addFutureMigration(database);
    const error = await prepareDatabase(database).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(SchemaAheadError);
    expect((error as SchemaAheadError).unknown).toEqual([FUTURE]);
    expect((error as Error).message).toContain('0099_wishlists');
    expect((error as Error).message).toContain('refusing to serve');
    // the refusal came before any write: the future migration is still the only one the build lacks
    expect(await database.db.select().from(schemaMigrations)).toHaveLength(knownMigrations().length + 1);
  });
});

const MAIN = fileURLToPath(new URL('../../../api/main.ts', import.meta.url));

/** Runs the server's entry point until it exits (or 60 s pass); its exit code and output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, DTC_PORT: '0', HPSF_PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A stored database (a PGlite folder, or a PostgreSQL database) one migration ahead of this build; the shop's env for it. */
async function databaseAhead(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (kind === 'postgres') {
    const empty = await createEmptyPostgresDatabase();
    const database = await openDatabase({ databaseUrl: empty.url, poolSize: 2 });
    try {
      await prepareDatabase(database);
      await addFutureMigration(database);
    } finally {
      await database.close();
    }
    return { env: { DATABASE_URL: empty.url, DATA_DIR: '/nonexistent-never-used' }, remove: empty.drop };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-ahead-'));
  const database = await openDataFolderCopy(dataDir, 'migrated');
  try {
    await addFutureMigration(database);
  } finally {
    await database.close();
  }
  return { env: { DATA_DIR: dataDir }, remove: () => removeFolder(dataDir) };
}

// the seed runs in a process of its own (api/db/seed-process.ts): it meets the newer schema first,
// and the server still refuses with the same log line
describeEachDatabase('the server process on a schema newer than its build', (kind) => {
  it('exits before serving, with a fatal log line naming the unknown migration', async () => {
    const ahead = await databaseAhead(kind);
    try {
      const { code, output } = await runMain({ ...ahead.env, SEED_ON_START: 'true' });
      expect(code).toBe(1);
      const fatal = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .find((line) => line.level === 60);
      expect(fatal?.msg).toMatch(/schema is newer than this build.*0099_wishlists.*refusing to serve/);
      expect(output).not.toMatch(/DTC shop on/);
    } finally {
      await ahead.remove();
    }
  }, 90_000);
});
