/**
 * PGlite on its own thread: it closes after the calls already sent, and refuses calls afterwards;
 * PostgreSQL's errors arrive as PGlite's own DatabaseError.
 */
import { messages } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { oneCallQueries } from '../../../api/db/pglite-one-call';
import type { PGliteThread } from '../../../api/db/pglite-thread';
import { openPgliteThread } from '../../support/pglite-thread';

describe("PGlite's thread", () => {
  const opened: PGliteThread[] = [];
  afterAll(async () => Promise.all(opened.filter((pg) => !pg.closed).map((pg) => pg.close())));

  it('closes after the calls already sent are answered, then refuses new ones', async () => {
    const raw = await openPgliteThread(opened);
    const pg = oneCallQueries(raw);
    const inFlight = Array.from({ length: 20 }, (_, n) => pg.query<{ n: number }>('select $1::int as n', [n]));
    await raw.close();
    expect((await Promise.all(inFlight)).map((result) => result.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    await expect(pg.query('select $1::int as n', [1])).rejects.toThrow('PGlite is closed');
  });

  it("gives PostgreSQL's errors as DatabaseError, with their code and fields", async () => {
    const pg = oneCallQueries(await openPgliteThread(opened));
    const error = await pg.query('select * from no_such_table where id = $1', [1]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '42P01', message: 'relation "no_such_table" does not exist', severity: 'ERROR' });
  });
});
