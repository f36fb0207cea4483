/**
 * PGlite transactions in fewer calls: BEGIN leaves with the first statement, COMMIT with a last
 * statement still waiting as the work returns, an empty transaction sends nothing; and they behave
 * as PGlite's own (rollback on a throw, TransactionAbortedError when a statement failed, closed after).
 */
import { TransactionAbortedError } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OneCallClient, oneCallQueries } from '../../../api/db/pglite-one-call';
import type { PGliteThread } from '../../../api/db/pglite-thread';
import { openPgliteThread, simpleQuery } from '../../support/pglite-thread';

describe('PGlite: transactions in fewer calls', () => {
  // one PGlite for the file (starting one is the dearest step by far); each test its own session state and table
  const opened: PGliteThread[] = [];
  let raw: PGliteThread;
  beforeAll(async () => {
    raw = await openPgliteThread(opened);
  });
  afterAll(async () => Promise.all(opened.map((pg) => pg.close())));
  afterEach(() => vi.restoreAllMocks());
  async function open() {
    const table = 'create table written (n int, tags text[], bytes bytea, doc jsonb)';
    await simpleQuery(raw, `deallocate all; drop table if exists written; ${table}`);
    return { pg: oneCallQueries(raw), calls: vi.spyOn(raw, 'execProtocol'), raw };
  }
  const count = async (pg: OneCallClient) => (await pg.query<{ n: number }>('select count(*)::int as n from written', [])).rows[0].n;

  it('sends BEGIN with the first statement and COMMIT with a last one not awaited: two calls', async () => {
    const { pg, calls } = await open();
    let last: Promise<unknown> = Promise.resolve();
    await pg.transaction(async (tx) => {
      expect((await tx.query<{ n: number }>('insert into written (n) values ($1) returning n', [1])).rows).toEqual([{ n: 1 }]);
      last = tx.query('insert into written (n) values ($1)', [2]);
    });
    expect(await last).toMatchObject({ affectedRows: 1 });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(await count(pg)).toBe(2);
  });

  it('sends COMMIT alone after awaited statements, and nothing for an empty transaction', async () => {
    const { pg, calls } = await open();
    await pg.transaction(async (tx) => {
      await tx.query('insert into written (n) values ($1)', [1]);
    });
    expect(calls).toHaveBeenCalledTimes(2);
    await pg.transaction(async () => {});
    expect(calls).toHaveBeenCalledTimes(2);
    expect(await count(pg)).toBe(1);
  });

  it('takes the database with its first statement: until then other queries run', async () => {
    const { pg } = await open();
    let goOn: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const work = pg.transaction(async (tx) => {
      await paused;
      await tx.query('insert into written (n) values ($1)', [1]);
    });
    expect(await count(pg)).toBe(0); // waits forever if the transaction held the lock from its start
    goOn();
    await work;
    expect(await count(pg)).toBe(1);
  });

  it('sends the statements the work does not await as it ends: the database stays free while the work goes on', async () => {
    const { pg, calls } = await open();
    let outside: Promise<{ rows: { n: number }[] }> | undefined;
    await pg.transaction(async (tx) => {
      void tx.query('insert into written (n) values ($1)', [1]);
      // another request's query, made while this work still builds its answer in the same turn
      outside = pg.query<{ n: number }>('select count(*)::int as n from written', []);
      await Promise.resolve();
      void tx.query('insert into written (n) values ($1)', [2]);
    });
    // with the lock taken by the first statement, the other query waits for the COMMIT and counts 2
    expect((await outside!).rows).toEqual([{ n: 0 }]);
    expect(calls).toHaveBeenCalledTimes(3); // the other query; BEGIN and the first insert; the second and COMMIT
    expect(await count(pg)).toBe(2);
  });

  it('rolls back when the work throws, and is closed afterwards', async () => {
    const { pg } = await open();
    let kept: { query: (text: string) => Promise<unknown> } | undefined;
    const work = pg.transaction(async (tx) => {
      kept = tx;
      await tx.query('insert into written (n) values ($1)', [1]);
      throw new Error('changed my mind');
    });
    await expect(work).rejects.toThrow('changed my mind');
    expect(await count(pg)).toBe(0);
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('rolls back at the COMMIT sent with a statement that fails: the statement and the transaction both say so', async () => {
    const { pg } = await open();
    let failing: Promise<unknown> = Promise.resolve();
    const work = pg.transaction(async (tx) => {
      await tx.query('insert into written (n) values ($1)', [1]);
      failing = tx.query('select 1 / $1::int', [0]);
      failing.catch(() => {});
    });
    await expect(work).rejects.toBeInstanceOf(TransactionAbortedError);
    await expect(failing).rejects.toThrow(/division by zero/);
    expect(await count(pg)).toBe(0);
  });

  it('takes arrays, bytes and objects as parameters, in and out of transactions', async () => {
    const { pg } = await open();
    const tags = ['a "quoted" one', 'back\\slash', 'comma, too', '', 'NULL'];
    await pg.transaction(async (tx) => {
      await tx.query('insert into written values ($1, $2, $3, $4)', [1, tags, new Uint8Array([0, 255]), { doc: ['é'] }]);
    });
    await pg.query('insert into written (n, tags) values ($1, $2)', [2, [null, 'x']]);
    const { rows } = await pg.query('select n, tags, bytes, doc from written order by n', []);
    expect(rows).toEqual([
      { n: 1, tags, bytes: new Uint8Array([0, 255]), doc: { doc: ['é'] } },
      { n: 2, tags: [null, 'x'], bytes: null, doc: null },
    ]);
  });
});
