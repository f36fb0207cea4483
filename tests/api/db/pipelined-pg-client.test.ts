/**
 * node-postgres connections send fewer writes and round trips: a transaction's BEGIN leaves with
 * its first statement, what is queried in one turn of the event loop leaves in one write, an empty
 * transaction sends nothing, and a statement that fails before a COMMIT sent with it rolls the
 * transaction back (what keyed-transaction.ts relies on).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PreparingClient } from '../../../api/db/preparing-pg-client';
import { postgresAdminUrl } from '../../support/databases';

if (!postgresAdminUrl) console.log('PostgreSQL not reachable — the pipelined node-postgres client tests were not run');

interface CountedStream {
  _write: (...args: unknown[]) => unknown;
  _writev: (...args: unknown[]) => unknown;
}

describe.skipIf(!postgresAdminUrl)('node-postgres: fewer writes per transaction', () => {
  const clients: PreparingClient[] = [];
  afterAll(async () => Promise.all(clients.map((client) => client.end())));

  /** A connected client and a count of the writes to its socket from now on. */
  async function connect() {
    const client = new PreparingClient({ connectionString: postgresAdminUrl! });
    clients.push(client);
    await client.connect();
    const stream = (client as unknown as { connection: { stream: CountedStream } }).connection.stream;
    const writes = { count: 0 };
    for (const method of ['_write', '_writev'] as const) {
      const original = stream[method].bind(stream);
      stream[method] = (...args) => {
        writes.count++;
        return original(...args);
      };
    }
    return { client, writes };
  }

  it('sends BEGIN with the first statement, and a statement not awaited with the COMMIT: two writes', async () => {
    const { client, writes } = await connect();
    await client.query('begin');
    expect((await client.query('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    expect(client.getTransactionStatus()).toBe('T');
    const last = client.query('select $1::int as n', [2]);
    await client.query('commit');
    expect((await last).rows).toEqual([{ n: 2 }]);
    expect(writes.count).toBe(2);
    expect(client.getTransactionStatus()).toBe('I');
  });

  it('sends nothing for an empty transaction', async () => {
    const { client, writes } = await connect();
    expect((await client.query('BEGIN')).command).toBe('BEGIN');
    expect((await client.query('COMMIT')).command).toBe('COMMIT');
    await client.query('begin');
    expect((await client.query('rollback')).command).toBe('ROLLBACK');
    expect(writes.count).toBe(0);
    await client.query('select $1::int as n', [3]);
    expect(client.getTransactionStatus()).toBe('I');
  });

  it('rolls back at the COMMIT sent behind a statement that failed', async () => {
    const { client } = await connect();
    await client.query('create temp table written (n int)');
    await client.query('begin');
    await client.query('insert into written values ($1)', [1]);
    const failing = expect(client.query('select 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/);
    const commit = await client.query('commit');
    await failing;
    expect(commit.command).toBe('ROLLBACK');
    expect((await client.query('select count(*)::int as n from written')).rows).toEqual([{ n: 0 }]);
  });
});
