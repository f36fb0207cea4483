/**
 * A server process that dies at the worst moment of an idempotent write: its first transaction
 * has done all its work (the cart write and the stored answer) and is about to COMMIT when the
 * process is killed with SIGKILL, so no clean-up of any kind runs. Before dying it prints what the
 * transaction itself sees, so the test knows the writes really were made (and then lost).
 * argv[2]: JSON { dataDir } (PGlite on disk) or { databaseUrl } (PostgreSQL). Prints {"dtc": url} first.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../api/db/client';
import { startTestServer } from '../../support/api-server';

const target = JSON.parse(process.argv[2] ?? '{}') as { dataDir?: string; databaseUrl?: string };
const database = await openDatabase(target);
const { db } = database;
const transaction = db.transaction.bind(db);
db.transaction = ((work, config) =>
  transaction(async (tx) => {
    const result = await work(tx);
    const seen = await tx.execute(
      sql`select (select max(version) from carts) as "cartVersion", (select string_agg(status, ',') from idempotency_keys) as "keys"`,
    );
    process.stdout.write(`${JSON.stringify({ beforeCommit: seen.rows[0] })}\n`, () => process.kill(process.pid, 'SIGKILL'));
    await new Promise(() => {}); // never commit
    return result;
  }, config)) as typeof db.transaction;

const server = await startTestServer(database);
process.stdout.write(`${JSON.stringify({ dtc: server.dtc })}\n`);
