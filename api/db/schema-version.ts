/**
 * Which migrations the database has that this build does not know. A process of an older build
 * started on a newer schema must not serve: its queries would read and write tables whose shape it
 * does not know (and drizzle's migrator, which only compares the newest timestamp, would
 * silently apply nothing). It refuses instead, naming what it found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { migrationsFolder } from './migrate';
import { schemaMigrations } from './schema';

/** A migration of this build: its journal name, its timestamp (drizzle's key) and the hash of its SQL. */
export interface KnownMigration {
  tag: string;
  createdAt: number;
  hash: string;
}

/** A migration the database has and this build lacks: named when a build recorded its name. */
export interface UnknownMigration {
  tag: string | null;
  createdAt: number;
  hash: string;
}

export class SchemaAheadError extends Error {
  constructor(readonly unknown: UnknownMigration[]) {
    super(
      `the database schema is newer than this build: it has ${unknown.length === 1 ? 'a migration' : 'migrations'} ` +
        `this build does not know (${unknown.map(describeMigration).join(', ')}); refusing to serve. ` +
        'Start the build that made them (or a newer one).',
    );
    this.name = 'SchemaAheadError';
  }
}

export function describeMigration(migration: UnknownMigration): string {
  const made = new Date(migration.createdAt).toISOString();
  return `${migration.tag ?? 'unnamed'} (made ${made}, hash ${migration.hash.slice(0, 12)})`;
}

/** The migrations in this build's folder, in the journal's order. */
export function knownMigrations(): KnownMigration[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({ tag: entry.tag, createdAt: entry.when, hash: files[index].hash }));
}

async function tableExists(database: Database, qualifiedName: string): Promise<boolean> {
  const result = await database.db.execute<{ found: string | null }>(sql`select to_regclass(${qualifiedName})::text as found`);
  return result.rows[0]?.found != null;
}

/** Migrations applied to the database (drizzle's bookkeeping) that this build's folder lacks, oldest first. */
export async function unknownMigrations(database: Database, known = knownMigrations()): Promise<UnknownMigration[]> {
  if (!(await tableExists(database, 'drizzle.__drizzle_migrations'))) return [];
  const applied = await database.db.execute<{ hash: string; created_at: string }>(
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`,
  );
  const knownTimes = new Set(known.map((migration) => migration.createdAt));
  const unknown = applied.rows.filter((row) => !knownTimes.has(Number(row.created_at)));
  if (unknown.length === 0) return [];
  const names = (await tableExists(database, 'public.schema_migrations'))
    ? new Map((await database.db.select().from(schemaMigrations)).map((row) => [row.createdAt, row.tag]))
    : new Map<number, string>();
  return unknown.map((row) => {
    const createdAt = Number(row.created_at);
    return { tag: names.get(createdAt) ?? null, createdAt, hash: row.hash };
  });
}

/** Records the name of every migration of this build, so an older build can name them (see above). */
export async function recordMigrationNames(database: Database, known = knownMigrations()): Promise<void> {
  if (known.length === 0) return;
  await database.db
    .insert(schemaMigrations)
    .values(known)
    .onConflictDoUpdate({ target: schemaMigrations.createdAt, set: { tag: sql`excluded.tag`, hash: sql`excluded.hash` } });
}
