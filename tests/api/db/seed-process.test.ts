/**
 * The seed out of the serving process: a starting server seeds a stored database (PGlite in a data
 * folder, PostgreSQL) in a child process and only then opens it, so what seeding costs in memory
 * leaves with the child; an in-memory PGlite is still seeded in the process.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/client';
import { products, schemaMigrations } from '../../../api/db/schema';
import { knownMigrations, SchemaAheadError } from '../../../api/db/schema-version';
import type { SeedOptions, SeedReport } from '../../../api/db/seed';
import { childExecArgv, errorFromChild, seedInChildProcess } from '../../../api/db/seed-process';
import { type DatabaseTarget, openServingDatabase } from '../../../api/db/startup';
import {
  createEmptyPostgresDatabase,
  isDatabaseKindAvailable,
  openDataFolderCopy,
  removeFolder,
  SHARED_ASSETS_DIR,
} from '../../support/databases';

const postgres = isDatabaseKindAvailable('postgres');
const FAKE_REPORT: SeedReport = { changed: true, version: 'elsewhere', counts: {}, packshotsWritten: 0 };

/** A seedElsewhere that seeds nothing and records what it was asked. */
function fakeSeedElsewhere() {
  const calls: { target: DatabaseTarget; seed: SeedOptions }[] = [];
  return {
    calls,
    seedElsewhere: async (target: DatabaseTarget, seed: SeedOptions) => {
      calls.push({ target, seed });
      return FAKE_REPORT;
    },
  };
}

async function productCount(database: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
  return count;
}

describe('openServingDatabase', () => {
  const folders: string[] = [];
  const freshFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'shop-serving-'));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    await Promise.all(folders.map(removeFolder));
  });

  it('on PGlite in a data folder, leaves the seed to another process and only migrates here', async () => {
    const dataDir = await freshFolder();
    const fake = fakeSeedElsewhere();
    const seed = { assetsDir: SHARED_ASSETS_DIR, demoAccounts: false };
    const { database, seedReport } = await openServingDatabase({ dataDir }, { seed, seedElsewhere: fake.seedElsewhere });
    try {
      expect(fake.calls).toEqual([{ target: { dataDir }, seed }]);
      expect(seedReport).toBe(FAKE_REPORT);
      // migrated here, but not one product written by this process
      expect(await database.db.select().from(schemaMigrations)).toHaveLength(knownMigrations().length);
      expect(await productCount(database)).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it.skipIf(!postgres)(
    'on PostgreSQL, leaves the seed to another process too',
    async () => {
      const empty = await createEmptyPostgresDatabase();
      const fake = fakeSeedElsewhere();
      try {
        const { database, seedReport } = await openServingDatabase(
          { databaseUrl: empty.url },
          { seed: { assetsDir: SHARED_ASSETS_DIR }, seedElsewhere: fake.seedElsewhere },
        );
        try {
          expect(fake.calls.map((call) => call.target)).toEqual([{ databaseUrl: empty.url }]);
          expect(seedReport).toBe(FAKE_REPORT);
          expect(await productCount(database)).toBe(0);
        } finally {
          await database.close();
        }
      } finally {
        await empty.drop();
      }
    },
    60_000,
  );

  it('without a seed asked for, starts no other process', async () => {
    const fake = fakeSeedElsewhere();
    const { database, seedReport } = await openServingDatabase({ dataDir: await freshFolder() }, { seedElsewhere: fake.seedElsewhere });
    await database.close();
    expect(fake.calls).toEqual([]);
    expect(seedReport).toBeUndefined();
  }, 120_000);

  it('seeds an in-memory PGlite in the process (no other process could reach it)', async () => {
    const fake = fakeSeedElsewhere();
    const { database, seedReport } = await openServingDatabase(
      {},
      { seed: { assetsDir: SHARED_ASSETS_DIR, demoAccounts: false }, seedElsewhere: fake.seedElsewhere },
    );
    try {
      expect(fake.calls).toEqual([]);
      expect(seedReport?.changed).toBe(true);
      expect(await productCount(database)).toBe(seedReport?.counts.products);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('the seed process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-seed-child-'));
  });
  afterAll(async () => {
    await removeFolder(dataDir);
  });

  it('seeds the PGlite folder, reports with progress, and has exited when its report arrives', async () => {
    const steps = new Set<string>();
    const seed = { assetsDir: SHARED_ASSETS_DIR, demoAccounts: false, onProgress: (step: string) => steps.add(step) };
    const report = await seedInChildProcess({ dataDir }, seed);
    expect(report.changed).toBe(true);
    expect(steps.size).toBeGreaterThan(1);
    // the folder is free: this process opens it, finds the catalogue, and a second seed changes nothing
    const database = await openDatabase({ dataDir });
    try {
      expect(await productCount(database)).toBe(report.counts.products);
    } finally {
      await database.close();
    }
    const again = await seedInChildProcess({ dataDir }, seed);
    expect(again).toMatchObject({ changed: false, version: report.version });
  }, 240_000);

  it('refuses a schema newer than the build with a SchemaAheadError, as the serving process would', async () => {
    const aheadDir = await mkdtemp(join(tmpdir(), 'shop-seed-ahead-'));
    try {
      const database = await openDataFolderCopy(aheadDir, 'migrated');
      await database.db
        .insert(schemaMigrations)
        .values({ tag: '0099_wishlists', createdAt: Date.parse('2030-01-01'), hash: 'f'.repeat(64) });
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${'f'.repeat(64)}, ${Date.parse('2030-01-01')})`,
      );
      await database.close();
      const error = await seedInChildProcess({ dataDir: aheadDir }, { assetsDir: SHARED_ASSETS_DIR }).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(SchemaAheadError);
      expect((error as SchemaAheadError).unknown.map((migration) => migration.tag)).toEqual(['0099_wishlists']);
    } finally {
      await removeFolder(aheadDir);
    }
  }, 120_000);

  it("fails with the child's error when the seed fails", async () => {
    const file = join(dataDir, 'not-a-folder');
    await writeFile(file, '');
    const error = await seedInChildProcess({ dataDir: join(file, 'data') }, { assetsDir: SHARED_ASSETS_DIR }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/ENOTDIR|EEXIST/);
    expect((error as Error).stack).toContain('in the seed process');
  }, 60_000);
});

describe('the seed process, its flags and its errors', () => {
  it('takes the loader and memory flags, not an inspector nor a profiler', () => {
    const argv = ['--require', '/x/tsx/dist/preflight.cjs', '--import', 'file:///x/tsx/dist/loader.mjs', '--max-old-space-size=512'];
    const profiled = ['--cpu-prof', '--cpu-prof-dir', '/tmp/prof', '--inspect=9229', '--heap-prof-dir=/tmp/heap'];
    expect(childExecArgv([...argv, ...profiled])).toEqual(argv);
  });

  it('adds tsx when this process runs without it', () => {
    const argv = childExecArgv(['--max-old-space-size=512']);
    expect(argv.slice(0, 2)).toEqual(['--max-old-space-size=512', '--import']);
    expect(argv[2]).toMatch(/tsx/);
  });

  it('adds no loader for a bundled child (the server build): it is plain JavaScript', () => {
    expect(childExecArgv(['--max-old-space-size=512'], false)).toEqual(['--max-old-space-size=512']);
  });

  it('rebuilds a SchemaAheadError, and any other error with its name and the stack it had', () => {
    const unknown = [{ tag: '0099_wishlists', createdAt: 1, hash: 'f'.repeat(64) }];
    const ahead = errorFromChild({ name: 'SchemaAheadError', message: 'x', unknown });
    expect(ahead).toBeInstanceOf(SchemaAheadError);
    expect((ahead as SchemaAheadError).unknown).toEqual(unknown);
    const other = errorFromChild({ name: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at seed' });
    expect(other).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(other.stack).toContain('at seed');
  });
});
