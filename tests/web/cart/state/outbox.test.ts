import { beforeEach, describe, expect, it } from 'vitest';
import { cartStateSchema } from '../../../../core/cart';
import { readRecord } from '../../../../web/lib/local-db';
import { listOutbox } from '../../../../web/lib/local-db/outbox';
import { writeSnapshotIfUnchanged } from '../../../../web/lib/local-db/outbox-entries';
import { completeOutboxEntry, enqueueOutbox, nextPendingOutbox, refuseOutboxEntry } from '../../../../web/lib/local-db/outbox-entries';
import { outboxVerdict, replayOutbox } from '../../../../web/lib/local-db/outbox-replay';
import { CART_ID, kibble, sample } from '../../../core/cart/fixtures';
import { createFakeCartServer } from './support/fake-cart-server';
import { freshLocalDb } from './support/local-db';

const ECOM = '/api/ecom/v1.0';
const create = () => ({ path: `${ECOM}/create-cart`, body: { cartId: CART_ID, buyerIdentity: {}, lineItems: [] } });
const add = (merchandiseId: string, quantity = 1) => ({
  path: `${ECOM}/add-cart-line-items`,
  body: { cartId: CART_ID, lineItems: [{ merchandiseId, quantity, sellingPlanId: null, attributes: [] }] },
});
let keyCount = 0;
const queue = (request: { path: string; body: unknown }) =>
  enqueueOutbox({ ...request, cartId: CART_ID, idempotencyKey: `key-${++keyCount}` });

beforeEach(() => {
  freshLocalDb();
});

describe('the outbox queue', () => {
  it('keeps entries in the order they were queued, each with its own key, all pending', async () => {
    await queue(create());
    await queue(add('v-kibble-15'));
    await queue(add('v-sample', 2));
    const rows = await listOutbox();
    expect(rows.map((r) => r.path.split('/').at(-1))).toEqual(['create-cart', 'add-cart-line-items', 'add-cart-line-items']);
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(3);
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
    expect(rows.map((r) => r.seq)).toEqual([...rows.map((r) => r.seq)].sort((a, b) => a! - b!));
  });

  it('skips refused entries when picking the next one to send', async () => {
    const first = await queue(create());
    const second = await queue(add('v-kibble-15'));
    await refuseOutboxEntry(first!.seq!, { code: 'VALIDATION_FAILED', message: 'no' });
    expect((await nextPendingOutbox())?.seq).toBe(second!.seq);
  });

  it('deletes an accepted entry and stores the cart in one step, and does nothing for an entry already gone', async () => {
    const row = await queue(create());
    const cart = {
      id: CART_ID,
      lines: [],
      attributes: [],
      buyerIdentity: { email: null, phone: null, countryCode: null, customerAccessToken: null },
      discountCodes: [],
      note: null,
      customer: { programDiscount: false, hasSubscriptions: false },
    };
    expect(await completeOutboxEntry(row!.seq!, cart)).toBe(true);
    expect(await listOutbox()).toEqual([]);
    expect(await readRecord('cart', cartStateSchema)).toEqual(cart);
    expect(await completeOutboxEntry(row!.seq!, { ...cart, note: 'late' })).toBe(false);
    expect((await readRecord('cart', cartStateSchema))?.note).toBeNull();
  });

  it('does not let a slow server read overwrite a snapshot stored meanwhile, nor store one while entries wait', async () => {
    expect(await writeSnapshotIfUnchanged({ id: 'a' }, null)).toBe(true);
    expect(await writeSnapshotIfUnchanged({ id: 'b' }, null)).toBe(false);
    await queue(create());
    const db = await (await import('../../../../web/lib/local-db')).openLocalDb();
    const savedAt = (await db!.get('records', 'cart'))!.savedAt;
    expect(await writeSnapshotIfUnchanged({ id: 'c' }, savedAt)).toBe(false);
  });
});

describe('outboxVerdict', () => {
  const error = (code: string) => ({ error: { code, message: `because ${code}` } });
  it.each([
    [200, {}, 'done'],
    [400, error('VALIDATION_FAILED'), 'refused'],
    [404, error('NOT_FOUND'), 'refused'],
    [422, error('IDEMPOTENCY_KEY_REUSED'), 'refused'],
    [409, error('IDEMPOTENCY_IN_PROGRESS'), 'retry-later'],
    [409, error('CONFLICT'), 'refused'],
    // staff feeding: a write of a signed-out or unregistered user is refused for good and shown, never retried
    [401, error('UNAUTHENTICATED'), 'refused'],
    [403, error('FORBIDDEN'), 'refused'],
    [408, undefined, 'retry-later'],
    [425, undefined, 'retry-later'],
    [429, error('RATE_LIMITED'), 'retry-later'],
    [500, error('INTERNAL'), 'retry-later'],
    [503, undefined, 'retry-later'],
  ])('answers %i %o with %s', async (status, body, kind) => {
    expect((await outboxVerdict(`${ECOM}/add-cart-line-items`, status, body)).kind).toBe(kind);
  });

  it('takes create-cart answered "already exists" as done: the cart is there', async () => {
    expect(await outboxVerdict(`${ECOM}/create-cart`, 409, error('CONFLICT'))).toEqual({ kind: 'done', cart: undefined });
  });

  it('keeps the server message and code of a refusal', async () => {
    expect(await outboxVerdict(`${ECOM}/add-cart-line-items`, 400, error('VALIDATION_FAILED'))).toEqual({
      kind: 'refused',
      error: { code: 'VALIDATION_FAILED', message: 'because VALIDATION_FAILED' },
    });
  });
});

describe('replayOutbox', () => {
  it('sends every entry in order with its key, deletes it and stores the server cart', async () => {
    const server = createFakeCartServer([kibble, sample]);
    await queue(create());
    await queue(add('v-kibble-15', 2));
    await queue(add('v-sample'));
    const keys = (await listOutbox()).map((r) => r.idempotencyKey);
    expect(await replayOutbox(server.fetch)).toEqual({ sent: 3, refused: 0, stopped: null });
    expect(server.received.map((r) => r.key)).toEqual(keys);
    expect(await listOutbox()).toEqual([]);
    const snapshot = await readRecord('cart', cartStateSchema);
    expect(snapshot?.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['v-kibble-15', 2],
      ['v-sample', 1],
    ]);
  });

  it('keeps a refused entry with the server reason and goes on with the next', async () => {
    const server = createFakeCartServer([kibble, sample]);
    server.outOfStock.add('v-kibble-15');
    await queue(create());
    await queue(add('v-kibble-15'));
    await queue(add('v-sample'));
    expect(await replayOutbox(server.fetch)).toEqual({ sent: 2, refused: 1, stopped: null });
    const [refused, ...rest] = await listOutbox();
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({
      status: 'refused',
      error: { code: 'VALIDATION_FAILED', message: "Variant 'v-kibble-15' is out of stock" },
    });
    expect(server.carts.get(CART_ID)?.lines.map((l) => l.variantId)).toEqual(['v-sample']);
  });

  it('stops at a network error or a key still in progress and keeps the entry for later', async () => {
    const server = createFakeCartServer([kibble]);
    await queue(create());
    await queue(add('v-kibble-15'));
    server.state = 'down';
    expect(await replayOutbox(server.fetch)).toEqual({ sent: 0, refused: 0, stopped: 'retry-later' });
    server.state = 'up';
    server.busy = 1;
    expect(await replayOutbox(server.fetch)).toEqual({ sent: 0, refused: 0, stopped: 'retry-later' });
    const rows = await listOutbox();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await replayOutbox(server.fetch)).toEqual({ sent: 2, refused: 0, stopped: null });
  });

  it('applies each change exactly once when every other answer is lost after the server applied it', async () => {
    const server = createFakeCartServer([kibble, sample]);
    await queue(create());
    for (let i = 0; i < 5; i++) await queue(add(i % 2 ? 'v-sample' : 'v-kibble-15'));
    let requests = 0;
    const flaky: typeof fetch = async (input, init) => {
      const answer = await server.fetch(input, init);
      if (++requests % 2 === 1) throw new TypeError('Failed to fetch');
      return answer;
    };
    for (let round = 0; round < 20 && (await listOutbox()).length > 0; round++) await replayOutbox(flaky);
    expect(await listOutbox()).toEqual([]);
    expect(server.received).toHaveLength(12); // each entry sent twice, under the same key
    expect(server.applied).toHaveLength(6);
    expect(new Set(server.applied.map((a) => a.key)).size).toBe(6);
    expect(server.carts.get(CART_ID)?.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['v-kibble-15', 3],
      ['v-sample', 2],
    ]);
  });

  it('never deletes an entry whose answer it did not get', async () => {
    const server = createFakeCartServer([kibble]);
    await queue(create());
    server.loseAnswers = 1;
    await replayOutbox(server.fetch);
    expect(server.applied).toHaveLength(1);
    expect(await listOutbox()).toHaveLength(1);
  });
});
