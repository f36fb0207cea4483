import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getCommerceCustomer, getCommerceOrders } from '../../../../core/contract/account';
import { accountKeys } from '../../../../web/features/account/account-queries';
import { catalogueKeys } from '../../../../web/features/catalogue/queries';
import { deleteRecord } from '../../../../web/lib/local-db';
import {
  createIdbSyncStorage,
  createQueryPersister,
  QUERY_CACHE_ITEM,
  restoreAndPersistQueries,
} from '../../../../web/lib/query-persistence';
import { answerSchemaOf } from '../../../../web/lib/query-persistence/query-answer-schemas';

const RECORD = 'query-cache';
const CUSTOMER_ID = 'gid://shop/Customer/7';

// Checked against the contract below, so a change of the contract shows here and not as a silent drop.
const customer = getCommerceCustomer.output.shape.data.parse({
  id: CUSTOMER_ID,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: null,
  phone: null,
  acceptsMarketing: false,
  quotaMonth: null,
  quotaValue: null,
  persistedCartMetafield: null,
  preferredAddress: null,
  soldTo: null,
  shipToZip: null,
  clinicZip: null,
  addresses: [],
  defaultAddress: null,
  shipTo: null,
});
const ordersPage = getCommerceOrders.output.shape.data.parse({ orders: [], pageInfo: { hasNextPage: false, endCursor: null } });

const clients: QueryClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.clear();
  await deleteRecord(RECORD);
});

/** One start of the app: hydrate the storage, restore, keep persisting. */
async function startApp() {
  const storage = createIdbSyncStorage({ recordKey: RECORD, writeDelayMs: 5 });
  await storage.hydrate();
  const client = new QueryClient();
  clients.push(client);
  const stop = await restoreAndPersistQueries(client, createQueryPersister(storage));
  return { storage, client, stop };
}

describe('schemas of persisted query answers', () => {
  it('know every query family the app persists, under the keys the features build', () => {
    const keys = [
      catalogueKeys.page({ page: 1 }),
      catalogueKeys.product('kibble'),
      catalogueKeys.filters(),
      catalogueKeys.suggestions('chiken'),
      catalogueKeys.byHandles(['kibble']),
      catalogueKeys.stock(['SKU-1'], '10001', 'HOME'),
      catalogueKeys.zipRanges('HOME'),
      catalogueKeys.delivery('10001'),
      accountKeys.customer(CUSTOMER_ID),
      accountKeys.orders(CUSTOMER_ID, ''),
      accountKeys.order(CUSTOMER_ID, 'order-1'),
      accountKeys.subscriptions(CUSTOMER_ID),
      ['content', 'header'],
      ['content', 'globals', 'site_name'],
    ];
    for (const key of keys) expect(answerSchemaOf(key), JSON.stringify(key)).toBeDefined();
    expect(answerSchemaOf(['checkout', 'order', 'cart-1', 'VN-1'])).toBeUndefined();
    expect(answerSchemaOf(['account', CUSTOMER_ID])).toBeUndefined();
  });

  it("keeps account pages' offline copies across an app update and drops one that no longer parses", async () => {
    const visit = await startApp();
    visit.client.setQueryData(accountKeys.customer(CUSTOMER_ID), customer);
    visit.client.setQueryData(accountKeys.orders(CUSTOMER_ID, ''), { pages: [ordersPage], pageParams: [null] });
    visit.client.setQueryData(accountKeys.subscriptions(CUSTOMER_ID), [{ contractId: 'broken' }]);
    await expect.poll(() => visit.storage.getItem(QUERY_CACHE_ITEM)?.includes('ann@example.com') ?? false).toBe(true);
    await visit.storage.flush();
    visit.stop();

    // 'A new version is available' → Reload: a new build starts on the same stored cache.
    const afterUpdate = await startApp();
    expect(afterUpdate.client.getQueryData(accountKeys.customer(CUSTOMER_ID))).toEqual(customer);
    expect(afterUpdate.client.getQueryData(accountKeys.orders(CUSTOMER_ID, ''))).toEqual({ pages: [ordersPage], pageParams: [null] });
    expect(afterUpdate.client.getQueryData(accountKeys.subscriptions(CUSTOMER_ID))).toBeUndefined();
    afterUpdate.stop();
  });
});
