/**
 * Vitest's global setup: the test databases' templates, made once per run. Migrating and seeding a
 * database takes seconds of CPU (the seed builds the whole catalogue); copying a finished one takes
 * a fraction of that. So every kind gets two templates before the first test file starts, one
 * migrated and one migrated and seeded, and openTestDatabase (databases.ts) opens a copy:
 * PGlite from a dump of the template's data folder, PostgreSQL with `CREATE DATABASE … TEMPLATE`.
 * The seed draws its images into the shared assets folder here, once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../api/db/client';
import type { SeedReport } from '../../api/db/seed';
import { prepareDatabase } from '../../api/db/startup';
import { SHARED_ASSETS_DIR } from './assets-dir';
import { databaseUrl, findPostgres, withAdminClient } from './postgres-admin';

export interface DatabaseTemplates {
  /** dumps of PGlite data folders (PGlite's dumpDataDir) */
  pglite: { migrated: string; seeded: string };
  /** PostgreSQL template databases, when a server answers */
  postgres: { adminUrl: string; migrated: string; seeded: string } | null;
  seedReport: SeedReport;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seed = { assetsDir: SHARED_ASSETS_DIR };

/** Dumps the PGlite data folder `dir` (closed) to `file`. */
async function dumpPglite(dir: string, file: string): Promise<void> {
  const pg = await PGlite.create(join(dir, 'pglite'));
  try {
    const dump = await pg.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

async function pgliteTemplates(folder: string): Promise<{ migrated: string; seeded: string; seedReport: SeedReport }> {
  const dataDir = join(folder, 'data');
  const migrated = join(folder, 'migrated.tar');
  const seeded = join(folder, 'seeded.tar');
  let database = await openDatabase({ dataDir });
  await prepareDatabase(database).finally(() => database.close());
  await dumpPglite(dataDir, migrated);
  database = await openDatabase({ dataDir });
  const { seedReport } = await prepareDatabase(database, { seed }).finally(() => database.close());
  await dumpPglite(dataDir, seeded);
  await rm(dataDir, { recursive: true, force: true });
  return { migrated, seeded, seedReport: seedReport as SeedReport };
}

async function postgresTemplate(adminUrl: string, name: string, seeded: boolean): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 4 });
  await prepareDatabase(database, seeded ? { seed } : {}).finally(() => database.close());
}

const dropDatabases = (adminUrl: string, names: string[]) =>
  withAdminClient(adminUrl, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-test-templates-'));
  const adminUrl = await findPostgres();
  const prefix = `shop_template_${randomBytes(4).toString('hex')}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  // PGlite works on its own thread, so the two kinds' templates are made side by side
  const [pglite] = await Promise.all([
    pgliteTemplates(folder),
    adminUrl ? Promise.all([postgresTemplate(adminUrl, names.migrated, false), postgresTemplate(adminUrl, names.seeded, true)]) : undefined,
  ]);
  project.provide('databaseTemplates', {
    pglite: { migrated: pglite.migrated, seeded: pglite.seeded },
    postgres: adminUrl ? { adminUrl, ...names } : null,
    seedReport: pglite.seedReport,
  });
  return async () => {
    if (adminUrl) await dropDatabases(adminUrl, Object.values(names));
    await rm(folder, { recursive: true, force: true });
  };
}
