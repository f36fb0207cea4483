/**
 * A transaction's connection goes to the next transaction as soon as its COMMIT is sent
 * (api/db/lending-pool.ts): the next one's statements follow on the wire, each transaction still
 * commits or fails alone, and a failed COMMIT never reaches the transaction lent the connection.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../api/db/client';
import { createEmptyPostgresDatabase, isDatabaseKindAvailable } from '../../support/databases';

const postgres = isDatabaseKindAvailable('postgres');
if (!postgres) console.log('PostgreSQL not reachable — the lending pool tests were not run');

/** The database's own message of the failure `work` ended with (Drizzle wraps it as the cause). */
async function failureOf(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Error)) throw new Error('the transaction did not fail');
  return error.cause instanceof Error ? error.cause.message : error.message;
}

describe.skipIf(!postgres)('a connection lent on at its COMMIT', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: Database;
  const rows = async () => (await database.db.execute(sql`select n from lent order by n`)).rows.map((row) => row.n);

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    // one connection: every transaction of these tests takes turns on it
    database = await openDatabase({ databaseUrl: empty.url, poolSize: 1 });
    await database.db.execute(sql`create table lent (n int primary key deferrable initially deferred)`);
  });
  afterAll(async () => {
    await database?.close();
    await empty?.drop();
  });

  it('starts the next transaction before the last COMMIT is answered, on the same backend, after that COMMIT', async () => {
    const started = performance.now();
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into lent values (1)`);
      // sent with the COMMIT, not awaited (a Drizzle query is sent when it is first awaited or
      // then'd): the COMMIT's answer comes after a second's sleep
      const sleeping = tx.execute(sql`select pg_backend_pid() as pid, pg_sleep(1)`).then((result) => result);
      return { sleeping };
    });
    const second = database.db.transaction(async (tx) => {
      const began = performance.now() - started;
      const { rows: seen } = await tx.execute(sql`select pg_backend_pid() as pid, array_agg(n) as ns from lent`);
      await tx.execute(sql`insert into lent values (2)`);
      return { began, seen: seen[0] };
    });
    const { sleeping } = await first;
    const firstPid = (await sleeping).rows[0].pid;
    const ended = performance.now() - started;
    const { began, seen } = await second;
    expect(ended).toBeGreaterThanOrEqual(1000);
    expect(began).toBeLessThan(ended - 500);
    expect(seen).toEqual({ pid: firstPid, ns: [1] });
    expect(await rows()).toEqual([1, 2]);
  });

  it('fails a transaction whose COMMIT fails with its own error, and commits the one lent its connection', async () => {
    await database.db.execute(sql`delete from lent`);
    const failing = database.db.transaction(async (tx) => {
      // the key is checked at the COMMIT (deferred), so it is the COMMIT that fails
      await tx.execute(sql`insert into lent values (7), (7)`);
    });
    const lentOn = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into lent values (8)`);
    });
    expect(await failureOf(failing)).toMatch(/duplicate key/);
    await lentOn;
    expect(await rows()).toEqual([8]);
  });

  it('rolls back what a failed statement began, and only that', async () => {
    await database.db.execute(sql`delete from lent`);
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into lent values (3)`);
      await tx.execute(sql`select 1 / 0`);
    });
    const next = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into lent values (4)`);
    });
    expect(await failureOf(failing)).toMatch(/division by zero/);
    await next;
    expect(await rows()).toEqual([4]);
  });
});

describe.skipIf(!postgres)('a connection nobody waits for', () => {
  it('goes back when its COMMIT is answered: a transaction coming later takes a free one', async () => {
    const empty = await createEmptyPostgresDatabase();
    const database = await openDatabase({ databaseUrl: empty.url, poolSize: 2 });
    try {
      await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 2`)]); // both connections open
      const started = performance.now();
      const first = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute(sql`select pg_backend_pid() as pid`);
        const sleeping = tx.execute(sql`select pg_sleep(1)`).then((result) => result);
        return { pid: rows[0].pid, sleeping };
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const later = await database.db.transaction(async (tx) => {
        const { rows } = await tx.execute(sql`select pg_backend_pid() as pid`);
        return { pid: rows[0].pid, at: performance.now() - started };
      });
      const { pid, sleeping } = await first;
      await sleeping;
      expect(later.pid).not.toBe(pid);
      expect(later.at).toBeLessThan(800);
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});
