/**
 * How many connections a process opens to PostgreSQL: DATABASE_POOL_SIZE when set, else twice
 * the machine's cores plus one (api/db/client.ts says why so few).
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, openDatabase } from '../../../api/db/client';
import { openServingDatabase } from '../../../api/db/startup';
import { createEmptyPostgresDatabase, isDatabaseKindAvailable } from '../../support/databases';

const postgres = isDatabaseKindAvailable('postgres');
if (!postgres) console.log('PostgreSQL not reachable — the pool size tests on PostgreSQL were not run');

describe('defaultPoolSize', () => {
  it('is twice the cores plus one', () => {
    expect(defaultPoolSize(2)).toBe(5);
    expect(defaultPoolSize(8)).toBe(17);
    expect(defaultPoolSize()).toBe(2 * availableParallelism() + 1);
  });
});

describe.skipIf(!postgres)('the pool a process opens on PostgreSQL', () => {
  it('holds the default number of connections when none is asked for', async () => {
    const empty = await createEmptyPostgresDatabase();
    const database = await openDatabase({ databaseUrl: empty.url });
    try {
      expect(database.pool?.options.max).toBe(defaultPoolSize());
    } finally {
      await database.close();
      await empty.drop();
    }
  });

  it('holds the number the serving target asks for', async () => {
    const empty = await createEmptyPostgresDatabase();
    const { database } = await openServingDatabase({ databaseUrl: empty.url, poolSize: 3 });
    try {
      expect(database.pool?.options.max).toBe(3);
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});
