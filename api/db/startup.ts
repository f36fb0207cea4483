/**
 * What every process does to its database before serving: refuse a schema newer than this build,
 * apply pending migrations, then seed (when asked). Processes that start together on one
 * PostgreSQL database take turns under one advisory lock around all of it: without the lock two
 * migrators race (one dies on an object the other just made), and two seeders would both rewrite
 * the catalogue. The second process in finds the migrations applied and the seed's version
 * current, so it changes nothing.
 */
import type { Database } from './client';
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
