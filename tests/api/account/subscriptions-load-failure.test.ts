/**
 * §8 'subscription load failure: logged; result empty' through the real app: the subscription
 * store's query fails (a column it reads is gone), get-subscriptions still answers 200 with empty
 * results and the failure is logged as SUBSCRIPTION_LOG.loadFailure with the error and request id.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_LOG } from '../../../api/features/account/subscriptions.service';
import { startLoggedTestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import type { Browser } from '../identity/support';
import { SHOPPER, signedIn } from './support';

describeEachDatabase('account API: subscription load failure (§8)', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startLoggedTestServer>>;
  let shopper: Browser;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startLoggedTestServer(database, { ASSETS_DIR: database.assetsDir });
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
