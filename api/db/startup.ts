/**
 * What every process does to its database before serving: refuse a schema newer than this build,
 * apply pending migrations, then seed (when asked). Processes that start together on one
 * PostgreSQL database take turns under one advisory lock around all of it: without the lock two
 * migrators race (one dies on an object the other just made), and two seeders would both rewrite
 * the catalogue. The second process in finds the migrations applied and the seed's version
 * current, so it changes nothing.
 */
import { type Database, type OpenDatabaseOptions, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { recordMigrationNames, SchemaAheadError, unknownMigrations } from './schema-version';
import type { SeedOptions, SeedReport } from './seed';

/** The advisory lock key of start-up (an arbitrary constant of this app; the seed's own is next to it). */
export const STARTUP_LOCK_KEY = 74_130_000;

export interface PrepareDatabaseOptions {
  /** seeds after migrating when given */
  seed?: SeedOptions;
}

export interface PreparedDatabase {
  /** undefined when no seed was asked for */
  seedReport?: SeedReport;
}

/** Checks, migrates and seeds under the start-up lock; throws SchemaAheadError on a newer schema. */
export async function prepareDatabase(database: Database, options: PrepareDatabaseOptions = {}): Promise<PreparedDatabase> {
  return database.exclusive(STARTUP_LOCK_KEY, async () => {
    const unknown = await unknownMigrations(database);
    if (unknown.length > 0) throw new SchemaAheadError(unknown);
    await migrateDatabase(database);
    await recordMigrationNames(database);
    if (!options.seed) return {};
    // the seed is imported when used: it carries the whole catalogue's data
    const { seedDatabase } = await import('./seed');
    return { seedReport: await seedDatabase(database, options.seed) };
  });
}

/** Where a process's data lives: PostgreSQL when databaseUrl is set, else PGlite in dataDir (in memory without one). */
/** The database a process serves: what openDatabase opens (also sent to the seed's child process). */
export type DatabaseTarget = OpenDatabaseOptions;

/** Migrates and seeds the database of `target` somewhere other than the calling process; the seed's report. */
export type SeedElsewhere = (target: DatabaseTarget, seed: SeedOptions) => Promise<SeedReport>;

export interface OpenServingDatabaseOptions {
  /** seeds after migrating when given */
  seed?: SeedOptions;
  /** how an on-disk database is seeded (a short-lived child process unless a test says otherwise) */
  seedElsewhere?: SeedElsewhere;
}

export interface ServingDatabase extends PreparedDatabase {
  database: Database;
}

/** Whether the database of `target` outlives the process: PostgreSQL, or PGlite in a data folder. */
export const isStored = (target: DatabaseTarget) => Boolean(target.databaseUrl || target.dataDir);

/**
 * Opens the database a serving process uses, migrated and (when asked) seeded. A stored database
 * is seeded by another process before this one opens it: the seed builds the whole catalogue in
 * JavaScript and writes it through the database, and on PGlite PostgreSQL's WebAssembly memory
 * grows to hold that write and never shrinks, so a process that seeded keeps hundreds of MB it
 * never needs again. PGlite's folder must not be open in two processes at once, hence the order:
 * the seeding process exits, then this one opens. The serving process still checks and migrates
 * (idempotent, cheap). An in-memory PGlite lives only in this process, so it is seeded here.
 * Throws SchemaAheadError (from either process) on a schema newer than the build; the database is
 * closed when it throws.
 */
export async function openServingDatabase(target: DatabaseTarget, options: OpenServingDatabaseOptions = {}): Promise<ServingDatabase> {
  let seededElsewhere: SeedReport | undefined;
  if (options.seed && isStored(target)) {
    const seedElsewhere = options.seedElsewhere ?? (await import('./seed-process')).seedInChildProcess;
    seededElsewhere = await seedElsewhere(target, options.seed);
  }
  const database = await openDatabase(target);
  try {
    const prepared = await prepareDatabase(database, { seed: seededElsewhere ? undefined : options.seed });
    return { database, seedReport: seededElsewhere ?? prepared.seedReport };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Opens the database of `target`, migrates and seeds it in this process, and closes it (`npm run seed`, the seed process). */
export async function seedStoredDatabase(target: DatabaseTarget, seed: SeedOptions): Promise<SeedReport> {
  const database = await openDatabase(target);
  try {
    const { seedReport } = await prepareDatabase(database, { seed });
    return seedReport as SeedReport;
  } finally {
    await database.close();
  }
}
