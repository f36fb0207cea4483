/**
 * The shop in a process of its own for the fuzzer, so that its memory can be measured apart from
 * the test's (fast-check, the requests it keeps): a seeded in-memory PGlite behind the real app.
 * argv[2]: JSON of extra environment for the app. Prints {"dtc": url, "hpsf": url} once it
 * listens; answers the IPC message 'memory' with its heap and resident size after a full GC
 * (run it with --expose-gc).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../api/db/client';
import { migrateDatabase } from '../../../api/db/migrate';
import { seedDatabase } from '../../../api/db/seed';
import { startTestServer } from '../../support/api-server';

// the folder tests/support/databases.ts shares: its images are drawn once per machine
const assetsDir = join(tmpdir(), 'shop-test-assets');
const env = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;

const database = await openDatabase();
await migrateDatabase(database);
await seedDatabase(database, { assetsDir });
const server = await startTestServer(database, env);

const collectGarbage = (globalThis as { gc?: () => void }).gc;
process.on('message', (message) => {
  if (message !== 'memory') return;
  // twice: the first pass may only finalise what the second frees
  collectGarbage?.();
  collectGarbage?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss, collected: collectGarbage !== undefined });
});
process.on('disconnect', () => {
  void server.close().finally(() => database.close().finally(() => process.exit(0)));
});
process.stdout.write(`${JSON.stringify({ dtc: server.dtc, hpsf: server.hpsf })}\n`);
