/**
 * Statements built once and sent as text through the driver under a drizzle database or
 * transaction: built on a shape's first run only, run on the transaction's own connection (its
 * rollback undoes them), rows by column name as the driver parses them, on both engines.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { builtOnce } from '../../../api/db/built-once';
import { idempotencyKeys } from '../../../api/db/schema';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

describeEachDatabase('statements built once', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  const insertKey = (db: TestDatabase['db']) => () =>
    db
      .insert(idempotencyKeys)
      .values({ scope: sql`${sql.placeholder('scope')}`, key: sql`${sql.placeholder('key')}`, requestHash: 'h', status: 'done' })
      .returning({ key: idempotencyKeys.key, body: sql<unknown>`${sql.placeholder('body')}::jsonb`.as('body') });

  it('builds a shape once, fills its placeholders on every run and gives rows by column name', async () => {
    const run = builtOnce<{ key: string; body: unknown }>();
    const build = vi.fn(insertKey(database.db));
    const first = await run(database.db, 'insert', build, { scope: 'built-once', key: 'a', body: '{"n":1}' });
    const second = await run(database.db, 'insert', build, { scope: 'built-once', key: 'b', body: '[2]' });
    expect(build).toHaveBeenCalledTimes(1);
    expect([...first, ...second]).toEqual([
      { key: 'a', body: { n: 1 } },
      { key: 'b', body: [2] },
    ]);
  });

  it('runs on the transaction it is given: a rollback undoes it', async () => {
    const run = builtOnce<{ key: string }>();
    const build = insertKey(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await run(tx, 'insert', build, { scope: 'built-once', key: 'rolled-back', body: 'null' });
        const [seen] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(idempotencyKeys)
          .where(sql`${idempotencyKeys.key} = 'rolled-back'`);
        expect(seen.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [after] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} = 'rolled-back'`);
    expect(after.n).toBe(0);
  });
});
