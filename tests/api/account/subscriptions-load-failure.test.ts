/**
 * §8 'subscription load failure: logged; result empty' through the real app: the subscription
 * store's query fails (a column it reads is gone), get-subscriptions still answers 200 with empty
 * results and the failure is logged as SUBSCRIPTION_LOG.loadFailure with the error and request id.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appDeps, createApp } from '../../../api/app';
import { loadConfig } from '../../../api/config';
import { SUBSCRIPTION_LOG } from '../../../api/features/account/subscriptions.service';
import { type RunningServer, startServer } from '../../../api/server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import type { Browser } from '../identity/support';
import { SHOPPER, signedIn } from './support';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** The real app over HTTP, its log lines (warn and above) kept for assertions. */
async function startLoggedServer(database: TestDatabase) {
  const config = loadConfig({ NODE_ENV: 'test', DTC_PORT: '0', HPSF_PORT: '0', ASSETS_DIR: database.assetsDir });
  const lines: LogLine[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server: RunningServer = await startServer(createApp(appDeps(config, database, logger)), {
    ports: config.ports,
    host: '127.0.0.1',
    shutdownTimeoutMs: 2000,
    logger,
  });
  return { dtc: `http://127.0.0.1:${server.ports.DTC}`, lines, close: () => server.close() };
}

describeEachDatabase('account API: subscription load failure (§8)', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startLoggedServer>>;
  let shopper: Browser;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startLoggedServer(database);
    shopper = await signedIn(server.dtc, SHOPPER);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const failures = () => server.lines.filter((line) => line.msg === SUBSCRIPTION_LOG.loadFailure);
  // the store selects this column; sign-in only asks whether a subscription exists (customer_id)
  const breakStore = () => database.db.execute(sql`alter table subscriptions rename column next_delivery to next_delivery_gone`);
  const repairStore = () => database.db.execute(sql`alter table subscriptions rename column next_delivery_gone to next_delivery`);

  it('a store that throws is logged as a load failure and answered as an empty result', async () => {
    const before = await shopper.call('/api/get-subscriptions', {});
    expect(before.status).toBe(200);
    expect(before.body.results).toHaveLength(2); // the seeded shopper has autoships: empty below is the failure's doing
    expect(failures()).toEqual([]);

    await breakStore();
    try {
      const failed = await shopper.call('/api/get-subscriptions', {});
      expect(failed.status).toBe(200);
      expect(failed.body).toEqual({ results: [] });
      const logged = failures();
      expect(logged).toHaveLength(1);
      expect(logged[0].level).toBe(50); // error
      expect(logged[0].err).toMatchObject({ message: expect.stringContaining('next_delivery') });
      expect(logged[0].requestId).toEqual(expect.any(String));
    } finally {
      await repairStore();
    }

    const after = await shopper.call('/api/get-subscriptions', {});
    expect(after.body.results).toHaveLength(2);
    expect(failures()).toHaveLength(1);
  });
});
