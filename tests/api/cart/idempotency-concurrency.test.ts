import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { carts } from '../../../api/db/schema';
import { CART_LOG } from '../../../api/features/cart/cart.service';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, cartServiceOf, closeCartSuite, createCart, fixtureLine, openCartSuite } from './support';

describeEachDatabase('cart idempotency and concurrency', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const line = (i: number, quantity = 1, sellingPlanId: string | null = null) => fixtureLine(f, i, quantity, sellingPlanId);
  const versionOf = async (id: string) =>
    (await database.db.select({ version: carts.version }).from(carts).where(eq(carts.id, id)))[0]?.version;

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('replays the first answer to a key, with Idempotent-Replayed, and applies the change once', async () => {
    const cart = await createCart(server.dtc, [line(0)]);
    const body = { cartId: cart.id, lineItems: [line(0, 2)] };
    const first = await cartCall(server.dtc, 'add-cart-line-items', body, 'add-1');
    const again = await cartCall(server.dtc, 'add-cart-line-items', { lineItems: body.lineItems, cartId: cart.id }, 'add-1');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const now = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(now.body.data.lineItems[0].quantity).toBe(3);
    expect(await versionOf(cart.id)).toBe(2);
  });

  it('answers 422 for the same key with another body, and replays a stored 400', async () => {
    const cart = await createCart(server.dtc, [line(0)]);
    await cartCall(server.dtc, 'update-cart-note', { cartId: cart.id, note: 'a' }, 'note-1');
    const reused = await cartCall(server.dtc, 'update-cart-note', { cartId: cart.id, note: 'b' }, 'note-1');
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // the same key on another call is another key
    expect((await cartCall(server.dtc, 'update-cart-discount-codes', { cartId: cart.id, codes: [] }, 'note-1')).status).toBe(200);
    const bad = { cartId: cart.id, lineItems: [{ merchandiseId: 'nope', quantity: 1 }] };
    const first = await cartCall(server.dtc, 'add-cart-line-items', bad, 'bad-1');
    const again = await cartCall(server.dtc, 'add-cart-line-items', bad, 'bad-1');
    expect([first.status, again.status]).toEqual([400, 400]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const badKey = await cartCall(server.dtc, 'update-cart-note', { cartId: cart.id, note: 'c' }, 'has spaces');
    expect(badKey.status).toBe(400);
    expect(Object.keys(badKey.body.error.fields)).toEqual(['Idempotency-Key']);
  });

  it('a client-made cart id created twice with one key gives one cart; another key gets 409', async () => {
    const cartId = randomUUID();
    const body = { cartId, buyerIdentity: {}, lineItems: [line(1, 2)] };
    const [a, b] = await Promise.all([
      cartCall(server.dtc, 'create-cart', body, `create-${cartId}`),
      cartCall(server.dtc, 'create-cart', body, `create-${cartId}`),
    ]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    const later = await cartCall(server.dtc, 'create-cart', body, `create-${cartId}`);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.body).toEqual(ok[0].body);
    const rows = await database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(rows).toHaveLength(1);
    expect(rows[0].version).toBe(1);
    expect(later.body.data.totalQuantity).toBe(2);
    const other = await cartCall(server.dtc, 'create-cart', body, 'another-key');
    expect(other.status).toBe(409);
  });

  it('serialises 50 concurrent adds to one cart: every unit counted, caps applied', async () => {
    const cart = await createCart(server.dtc);
    // 5 one-time lines × 10 adds of 1 each: any lost update leaves a line below 10
    const adds = Array.from({ length: 50 }, (_, i) =>
      cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems: [line(i % 5, 1)] }, `c-${cart.id}-${i}`),
    );
    const answers = await Promise.all(adds);
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const after = (await cartCall(server.dtc, 'get-cart', { cartId: cart.id })).body.data;
    expect(after.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([10, 10, 10, 10, 10]);
    expect(after.totalQuantity).toBe(50);
    expect(await versionOf(cart.id)).toBe(51);
    // one more round: 12 concurrent autoship adds end at the autoship cap, 12 one-time at the general cap
    const plan = f.dtc[0].product.sellingPlans[0].id;
    const more = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        cartCall(
          server.dtc,
          'add-cart-line-items',
          { cartId: cart.id, lineItems: [i % 2 ? line(0, 1, plan) : line(1, 1)] },
          `m-${cart.id}-${i}`,
        ),
      ),
    );
    expect(more.every((r) => r.status === 200)).toBe(true);
    const capped = (await cartCall(server.dtc, 'get-cart', { cartId: cart.id })).body.data;
    expect(capped.lineItems.find((l: { sellingPlanId: string | null }) => l.sellingPlanId === plan).quantity).toBe(5);
    expect(capped.totalQuantity).toBe(55);
    expect(await versionOf(cart.id)).toBe(75);
  });

  it('logs the §8 messages for a bad variant and a missing cart', async () => {
    const messages: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        messages.push(JSON.parse(String(chunk)).msg);
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const { carts: service, scope } = cartServiceOf(database, log);
    const unknown = [{ merchandiseId: 'nope', quantity: 1 }];
    await expect(service.create(scope, { lineItems: unknown })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const cart = await service.create(scope, { lineItems: [] });
    await expect(service.mutate(scope, cart.id, { kind: 'addLines', lineItems: unknown })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'lineItems[0].merchandiseId': expect.any(String) },
    });
    await expect(service.get(scope, randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(messages).toEqual([CART_LOG.createFailed, CART_LOG.addFailed, CART_LOG.noCart]);
    expect(CART_LOG).toEqual({
      addFailed: 'Error adding product (Check if variant ID is valid)',
      createFailed: 'Error creating cart (Check if variant ID is valid)',
      noCart: 'No cart found',
    });
  });
});
