import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../api/db/client';
import { migrateDatabase } from '../../../api/db/migrate';
import { carts, idempotencyKeys } from '../../../api/db/schema';
import { seedDatabase } from '../../../api/db/seed';
import { startTestServer } from '../../support/api-server';
import {
  type DatabaseKind,
  describeEachDatabase,
  openTestDatabase,
  postgresAdminUrl,
  removeFolder,
  SHARED_ASSETS_DIR,
} from '../../support/databases';
import { cartCall, cartFixtures, cartServiceOf, fixtureLine } from './support';

const CHILD = join(__dirname, 'crash-before-commit.child.ts');

/** Starts the crashing server process on `target` and answers its base URL and its output lines. */
async function startCrashingServer(target: { dataDir?: string; databaseUrl?: string }) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(target)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const lines: Record<string, unknown>[] = [];
  const ready = new Promise<string>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the crashing server exited before it listened')));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      lines.push(message);
      if (typeof message.dtc === 'string') resolve(message.dtc);
    });
  });
  return { base: await ready, exited, lines, kill: () => child.kill('SIGKILL') };
}

/** A seeded database the crashing process and this test can both open, one after the other for PGlite. */
async function prepare(kind: DatabaseKind) {
  if (kind === 'postgres') {
    const database = await openTestDatabase('postgres', { seed: true });
    const [{ name }] = (await database.db.execute(sql`select current_database() as name`)).rows as { name: string }[];
    const url = new URL(postgresAdminUrl!);
    url.pathname = `/${name}`;
    return {
      database,
      target: { databaseUrl: url.toString() },
      letGo: async () => {},
      reopen: async () => database,
      cleanUp: () => database.close(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDatabase(database, { assetsDir: SHARED_ASSETS_DIR });
  let reopened: Database | undefined;
  return {
    database,
    target: { dataDir },
    // PGlite: one process at a time on the folder, so this test lets go while the child runs
    letGo: () => database.close(),
    reopen: async () => {
      reopened = await openDatabase({ dataDir });
      return reopened;
    },
    cleanUp: async () => {
      await reopened?.close();
      await removeFolder(dataDir);
    },
  };
}

describeEachDatabase('exactly-once cart writes across a crash', (kind) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it('a crash after the cart write but before COMMIT leaves neither; the retry with the same key applies it once', async () => {
    const prepared = await prepare(kind);
    cleanUps.push(prepared.cleanUp);
    const f = await cartFixtures(prepared.database);
    const { carts: service, scope } = cartServiceOf(prepared.database, pino({ level: 'silent' }));
    const cart = await service.create(scope, { lineItems: [fixtureLine(f, 0, 1)] });
    const body = { cartId: cart.id, lineItems: [fixtureLine(f, 0, 2)] };
    await prepared.letGo();

    const crashing = await startCrashingServer(prepared.target);
    cleanUps.push(async () => {
      crashing.kill();
    });
    const lost = await cartCall(crashing.base, 'add-cart-line-items', body, 'crash-1').catch((error: Error) => error);
    expect(lost).toBeInstanceOf(Error); // the connection died with the process: no answer
    expect(await crashing.exited).toBe('SIGKILL');
    // inside the doomed transaction the cart write and the stored answer had both been made
    expect(crashing.lines).toContainEqual({ beforeCommit: { cartVersion: 2, keys: 'done' } });

    const database = await prepared.reopen();
    const cartRow = async () => (await database.db.select().from(carts).where(eq(carts.id, cart.id)))[0];
    const keyRow = async () => (await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'crash-1')))[0];
    expect((await cartRow()).version).toBe(1);
    // a cart write's key is recorded by the write itself, so nothing of the request is left
    expect(await keyRow()).toBeUndefined();

    const server = await startTestServer(database, { ASSETS_DIR: SHARED_ASSETS_DIR });
    cleanUps.push(() => server.close());
    // and the retry runs at once: no claim of the dead process holds the key until a timeout
    const retry = await cartCall(server.dtc, 'add-cart-line-items', body, 'crash-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.data.lineItems[0].quantity).toBe(3);
    const replay = await cartCall(server.dtc, 'add-cart-line-items', body, 'crash-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(retry.body);
    expect((await cartRow()).version).toBe(2);
    expect((await keyRow()).status).toBe('done');
    // a whole seed, two processes opening the database and a lock timeout: far past the unit default
  }, 120_000);
});
