/**
 * Statements are prepared once per connection and bound afterwards, on both engines, within the
 * cache's bound; a statement that fails to parse leaves nothing behind and the next call works.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { oneCallQueries } from '../../../api/db/pglite-one-call';
import type { PGliteThread } from '../../../api/db/pglite-thread';
import { PreparingClient } from '../../../api/db/preparing-pg-client';
import { StatementCache } from '../../../api/db/statement-cache';
import { postgresAdminUrl } from '../../support/databases';
import { openPgliteThread, simpleQuery } from '../../support/pglite-thread';

if (!postgresAdminUrl) console.log('PostgreSQL not reachable — the node-postgres prepared-statement tests were not run');

interface Runner {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const PREPARED = 'select statement from pg_prepared_statements order by statement';

/** The statements prepared on the connection (read by a query without parameters, which prepares nothing). */
async function preparedTexts(on: Runner | PGliteThread): Promise<string[]> {
  const rows = 'query' in on ? (await on.query(PREPARED)).rows : await simpleQuery(on, PREPARED);
  return (rows as { statement: string }[]).map((row) => row.statement);
}

describe('PGlite: one call per statement, each text prepared once', () => {
  const opened: PGliteThread[] = [];
  afterAll(async () => Promise.all(opened.map((pg) => pg.close())));
  async function open(limit?: number) {
    const raw = await openPgliteThread(opened);
    return { pg: oneCallQueries(raw, limit ? new StatementCache(limit) : undefined), raw };
  }

  it('prepares a text on its first use and binds to it afterwards, inside transactions too', async () => {
    const { pg, raw } = await open();
    for (const n of [1, 2, 3]) expect((await pg.query<{ n: number }>('select $1::int + 1 as n', [n])).rows).toEqual([{ n: n + 1 }]);
    await pg.transaction(async (tx) => {
      expect((await tx.query<{ n: number }>('select $1::int + 1 as n', [9])).rows).toEqual([{ n: 10 }]);
    });
    expect(await preparedTexts(raw)).toEqual(['select $1::int + 1 as n']);
  });

  it('keeps no more statements than its limit, closing the least recently used', async () => {
    const { pg, raw } = await open(2);
    for (const text of ['select $1::int as a', 'select $1::int as b', 'select $1::int as a', 'select $1::int as c']) {
      await pg.query(text, [1]);
    }
    expect(await preparedTexts(raw)).toEqual(['select $1::int as a', 'select $1::int as c']);
  });

  it('sends every parameter as text: empty, null, unicode, large and numbers arrive as they were', async () => {
    const { pg } = await open();
    const large = JSON.stringify({ lines: Array.from({ length: 2000 }, (_, n) => ({ id: `v${n}`, note: 'é€😀' })) });
    const { rows } = await pg.query<Record<string, unknown>>(
      'select $1::text as empty, $2::text as none, $3::text as unicode, $4::jsonb as large, $5::int as n, $6::boolean as yes',
      ['', null, 'é€😀\u0001', large, 42, true],
    );
    expect(rows).toEqual([{ empty: '', none: null, unicode: 'é€😀\u0001', large: JSON.parse(large), n: 42, yes: true }]);
  });

  it('a statement that does not parse fails, leaves nothing prepared, and the next call works', async () => {
    const { pg, raw } = await open();
    await expect(pg.query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
    await expect(pg.query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
    expect((await pg.query<{ n: number }>('select $1::int as n', [4])).rows).toEqual([{ n: 4 }]);
    expect(await preparedTexts(raw)).toEqual(['select $1::int as n']);
  });
});

describe("PGlite's thread: calls leave before the last one is answered", () => {
  const opened: PGliteThread[] = [];
  afterAll(async () => Promise.all(opened.map((pg) => pg.close())));

  it('sends a hundred queued statements within one turn of the event loop, and answers each with its own rows', async () => {
    const raw = await openPgliteThread(opened);
    const pg = oneCallQueries(raw);
    const calls = vi.spyOn(raw, 'execProtocol');
    const queued = Array.from({ length: 100 }, (_, n) => pg.query<{ n: number }>('select $1::int as n', [n]));
    const sentAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(calls.mock.calls.length)));
    expect(sentAtNextTurn).toBe(100);
    expect((await Promise.all(queued)).map((result) => result.rows[0].n)).toEqual(Array.from({ length: 100 }, (_, n) => n));
  });

  it('answers an error with the call that made it, and the calls queued behind it with theirs', async () => {
    const pg = oneCallQueries(await openPgliteThread(opened));
    const [before, failed, after] = await Promise.allSettled([
      pg.query('select $1::int as n', [1]),
      pg.query('select 1 / $1::int as n', [0]),
      pg.query('select $1::int as n', [3]),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'division by zero', code: '22012' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } });
  });
});

describe.skipIf(!postgresAdminUrl)('node-postgres: each parameterised text prepared once per connection', () => {
  const clients: PreparingClient[] = [];
  afterAll(async () => Promise.all(clients.map((client) => client.end())));
  async function connect(statementsKept?: number) {
    const client = new PreparingClient({ connectionString: postgresAdminUrl!, statementsKept });
    clients.push(client);
    await client.connect();
    return client;
  }

  it('names parameterised statements and leaves the others unprepared', async () => {
    const client = await connect();
    for (const n of [1, 2, 3]) expect((await client.query({ text: 'select $1::int + 1 as n', values: [n] })).rows).toEqual([{ n: n + 1 }]);
    expect((await client.query('select $1::int * 2 as n', [5])).rows).toEqual([{ n: 10 }]);
    await client.query('select 1');
    expect(await preparedTexts(client)).toEqual(['select $1::int * 2 as n', 'select $1::int + 1 as n']);
  });

  it('a statement that does not parse fails each time, and the connection goes on', async () => {
    const client = await connect();
    await expect(client.query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
    await expect(client.query('selec $1::int', [1])).rejects.toThrow(/syntax error/);
    expect((await client.query('select $1::int as n', [4])).rows).toEqual([{ n: 4 }]);
  });

  it('keeps no more statements than its limit, deallocating the least recently used', async () => {
    const client = await connect(2);
    for (const text of [
      'select $1::int as a',
      'select $1::int as b',
      'select $1::int as a',
      'select $1::int as c',
      'select $1::int as b',
    ]) {
      expect((await client.query(text, [7])).rows).toHaveLength(1);
    }
    expect(await preparedTexts(client)).toEqual(['select $1::int as b', 'select $1::int as c']);
  });
});
