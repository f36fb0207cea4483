/** PGlite on its thread for the tests of the shop's path to it (api/db/pglite-*.ts). */
import { parse, protocol } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { startPglite } from '../../api/db/client';
import type { PGliteThread } from '../../api/db/pglite-thread';

/**
 * Starts PGlite in memory on its thread; `opened` collects it for the suite's afterAll to close.
 * It loads the run's migrated template when there is one: loading a dump costs less than half of
 * creating a database (initdb), and these tests only need a working session.
 */
export async function openPgliteThread(opened: PGliteThread[]): Promise<PGliteThread> {
  const pg = await startPglite(undefined, inject('databaseTemplates')?.pglite.migrated);
  opened.push(pg);
  return pg;
}

/** Runs `text` as a simple query on `pg`'s session: nothing is prepared, whatever the statement cache holds. */
export async function simpleQuery<Row>(pg: PGliteThread, text: string): Promise<Row[]> {
  const { messages } = await pg.execProtocol(protocol.serialize.query(text), { syncToFs: true });
  return parse.parseResults(messages, pg.parsers).flatMap((result) => result.rows as Row[]);
}
