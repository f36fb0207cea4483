import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_DB_NAME, LOCAL_DB_VERSION, openLocalDb, resetLocalDbForTests, type ShopDb, UPGRADES } from '../../../../web/lib/local-db';
import { listOutbox } from '../../../../web/lib/local-db/outbox';
import { enqueueOutbox } from '../../../../web/lib/local-db/outbox-entries';
import { replayOutbox } from '../../../../web/lib/local-db/outbox-replay';
import { CART_ID, kibble } from '../../../core/cart/fixtures';
import { createFakeCartServer } from './support/fake-cart-server';
import { freshLocalDb } from './support/local-db';

const createBody = {
  cartId: CART_ID,
  buyerIdentity: {},
  lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 1, sellingPlanId: null, attributes: [] }],
};

beforeEach(() => {
  freshLocalDb();
});

describe('the local database upgrade path', () => {
  it('creates every store and index on a device that never had the database', async () => {
    const db = (await openLocalDb())!;
    expect(db.version).toBe(LOCAL_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['deferred', 'outbox', 'records']);
    const deferred = db.transaction('deferred').store;
    expect(deferred.autoIncrement).toBe(true);
    expect([...deferred.indexNames]).toEqual(['byKind']);
    const outbox = db.transaction('outbox').store;
    expect(outbox.autoIncrement).toBe(true);
    expect([...outbox.indexNames].sort()).toEqual(['byKey', 'byStatus']);
    expect(outbox.index('byKey').unique).toBe(true);
  });

  it('keeps a queue written by version 1 and replays it after opening with the current version', async () => {
    const v1 = await openDB<ShopDb>(LOCAL_DB_NAME, 1, { upgrade: (db, _old, _new, tx) => UPGRADES[0](db, tx) });
    await v1.add('outbox', {
      idempotencyKey: 'from-v1',
      path: '/api/ecom/v1.0/create-cart',
      body: createBody,
      cartId: CART_ID,
      createdAt: 1,
      status: 'pending',
      attempts: 0,
    });
    await v1.put('records', { key: 'profile', savedAt: 1, value: { kept: true } });
    v1.close();
    resetLocalDbForTests();

    const db = (await openLocalDb())!;
    expect(db.version).toBe(LOCAL_DB_VERSION);
    expect((await db.get('records', 'profile'))?.value).toEqual({ kept: true });
    // version 2's store is there for what waits offline
    expect(await db.count('deferred')).toBe(0);
    const server = createFakeCartServer([kibble]);
    expect(await replayOutbox(server.fetch)).toEqual({ sent: 1, refused: 0, stopped: null });
    expect(server.received.map((r) => r.key)).toEqual(['from-v1']);
    expect(await listOutbox()).toEqual([]);
  });

  it('refuses to queue the same Idempotency-Key twice', async () => {
    const entry = { idempotencyKey: 'once', path: '/api/ecom/v1.0/create-cart', body: createBody, cartId: CART_ID };
    expect(await enqueueOutbox(entry)).not.toBeNull();
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(await enqueueOutbox(entry)).toBeNull();
    } finally {
      console.warn = warn;
    }
    expect(await listOutbox()).toHaveLength(1);
  });
});
