/**
 * The settings PGlite starts with (api/db/client.ts says why each): they reach PostgreSQL, and a new
 * WAL file is made without writing 16 MB of zeroes on the event loop first.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, PGLITE_SETTINGS } from '../../../api/db/client';
import { openDataFolderCopy } from '../../support/databases';

describe('PGlite as the shop opens it', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-pglite-settings-'));
    database = await openDataFolderCopy(dataDir, 'migrated');
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs with the settings it was given', async () => {
    for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
      const { rows } = await database.db.execute(sql`select current_setting(${name}) as value`);
      expect(rows[0]).toEqual({ value });
    }
  });

  it('makes a new WAL file without filling it first', async () => {
    const walDir = join(dataDir, 'pglite', 'pg_wal');
    const before = new Set(await readdir(walDir));
    await database.db.execute(sql`create table wal_probe (n int)`);
    await database.db.execute(sql`select pg_switch_wal()`);
    await database.db.execute(sql`insert into wal_probe values (1)`);
    const made = (await readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name) && !before.has(name));
    expect(made.length).toBeGreaterThan(0);
    for (const name of made) {
      const file = await stat(join(walDir, name));
      expect(file.size).toBe(16 * 2 ** 20);
      // the blocks the file system holds for it: a few pages of log, not 16 MB of zeroes
      expect(file.blocks * 512).toBeLessThan(2 * 2 ** 20);
    }
  });
});
