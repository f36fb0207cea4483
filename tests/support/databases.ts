/**
 * Test databases for API suites: PGlite in memory always, PostgreSQL when one is reachable. Every
 * test database is a copy of the run's migrated (or seeded) template (database-templates.ts), and
 * every PostgreSQL one a fresh `shop_test_<random>` database dropped on close, so parallel test
 * files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject } from 'vitest';
import { type Database, type DatabaseKind, openDatabase } from '../../api/db/client';
import type { SeedReport } from '../../api/db/seed';
import { prepareDatabase } from '../../api/db/startup';
import { SHARED_ASSETS_DIR } from './assets-dir';
import { databaseUrl, findPostgres, withAdminClient } from './postgres-admin';

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

export { SHARED_ASSETS_DIR };

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

function adminUrl(): string {
  if (!postgresAdminUrl) throw new Error('PostgreSQL not reachable — cannot open a PostgreSQL test database');
  return postgresAdminUrl;
}

/** A PostgreSQL database of its own (a copy of `template`, else empty): its URL, and `drop` to remove it. */
export async function createEmptyPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = adminUrl();
  await withAdminClient(admin, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  return {
    url: databaseUrl(admin, name),
    drop: () => withAdminClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

async function openPostgresTestDatabase(template?: string): Promise<Database> {
  const copy = await createEmptyPostgresDatabase(template);
  const database = await openDatabase({ databaseUrl: copy.url, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A copy of the run's template of `kind` (database-templates.ts), migrated, and seeded when asked;
 * undefined where no template was made (a run without the global setup).
 */
async function openTemplateCopy(kind: DatabaseKind, seeded: boolean): Promise<Database | undefined> {
  const templates = inject('databaseTemplates');
  if (!templates) return undefined;
  const which = seeded ? 'seeded' : 'migrated';
  if (kind === 'pglite') return openDatabase({ fromDump: templates.pglite[which] });
  return templates.postgres ? openPostgresTestDatabase(templates.postgres[which]) : undefined;
}

/** Opens a fresh, migrated database of `kind`; seeded too when asked. Close it in afterAll. */
export async function openTestDatabase(kind: DatabaseKind, options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const assetsDir = options.assetsDir ?? SHARED_ASSETS_DIR;
  // a test of the images themselves seeds for real, into its own folder (over a migrated copy)
  const seedHere = Boolean(options.seed) && assetsDir !== SHARED_ASSETS_DIR;
  const copy = await openTemplateCopy(kind, Boolean(options.seed) && !seedHere);
  if (copy && !seedHere) return { ...copy, assetsDir, seedReport: options.seed ? inject('databaseTemplates').seedReport : undefined };
  const database = copy ?? (kind === 'postgres' ? await openPostgresTestDatabase() : await openDatabase());
  try {
    const { seedReport } = await prepareDatabase(database, { seed: options.seed ? { assetsDir } : undefined });
    return { ...database, assetsDir, seedReport };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Opens a PGlite database in the empty folder `dataDir` (in `${dataDir}/pglite`, where the shop
 * keeps it) that is a copy of the run's migrated or seeded template, for a test that hands the
 * folder to a shop process or looks at its files: loading a template costs a fraction of creating
 * a database (and migrating and seeding it). Close it before another process opens the folder.
 */
export async function openDataFolderCopy(dataDir: string, which: 'migrated' | 'seeded'): Promise<Database> {
  const templates = inject('databaseTemplates');
  if (templates) return openDatabase({ dataDir, fromDump: templates.pglite[which] });
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database, which === 'seeded' ? { seed: { assetsDir: SHARED_ASSETS_DIR } } : {});
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A fresh folder holding the seeded images, for tests that change them; remove it with removeFolder. */
export async function copyOfSeededAssets(): Promise<string> {
  const folder = freshAssetsDir();
  await cp(SHARED_ASSETS_DIR, folder, { recursive: true });
  return folder;
}

/** A fresh folder for tests that inspect seeded images; remove it with removeFolder. */
export function freshAssetsDir(): string {
  return join(tmpdir(), `shop-assets-${randomBytes(6).toString('hex')}`);
}

export async function removeFolder(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}
