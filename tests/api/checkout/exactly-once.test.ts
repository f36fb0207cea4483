import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, fixtureLine, openCartSuite } from '../cart/support';
import { cartWith, checkoutCall, orderBody, ordersOfCart, stockOf } from './support';

describeEachDatabase('checkout places an order exactly once', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const line = (i: number, quantity = 1) => fixtureLine(f, i, quantity);

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('replays the first answer to an Idempotency-Key: the same order, one row', async () => {
    const cart = await cartWith(server.dtc, [line(0, 2)]);
    const body = orderBody(cart.id);
    const first = await checkoutCall(server.dtc, 'place-order', body, `order-${cart.id}`);
    const again = await checkoutCall(server.dtc, 'place-order', body, `order-${cart.id}`);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ordersOfCart(database, cart.id)).toHaveLength(1);
    // the same key with another body is 422; another key on the ordered cart is 409 CART_ORDERED
    const other = await checkoutCall(server.dtc, 'place-order', { ...body, email: 'other@example.com' }, `order-${cart.id}`);
    expect(other.status).toBe(422);
    const fresh = await checkoutCall(server.dtc, 'place-order', body, `another-${cart.id}`);
    expect(fresh.status).toBe(409);
    expect(fresh.body.error.code).toBe('CART_ORDERED');
    expect(fresh.body.error.message).toContain(first.body.data.number);
  });

  it('20 concurrent place-order calls with different keys on one cart make exactly one order', async () => {
    const cart = await cartWith(server.dtc, [line(1, 3)]);
    const before = await stockOf(database, f.dtc[1].variant.sku);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkoutCall(server.dtc, 'place-order', orderBody(cart.id), `race-${cart.id}-${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body.error.code).toBe('CART_ORDERED');
    expect(await ordersOfCart(database, cart.id)).toHaveLength(1);
    expect(await stockOf(database, f.dtc[1].variant.sku)).toBe(before! - 3);
  });

  it('a double submit with one key makes one order (the second waits or replays)', async () => {
    const cart = await cartWith(server.dtc, [line(2)]);
    const body = orderBody(cart.id);
    const [a, b] = await Promise.all([
      checkoutCall(server.dtc, 'place-order', body, `dbl-${cart.id}`),
      checkoutCall(server.dtc, 'place-order', body, `dbl-${cart.id}`),
    ]);
    expect([a.status, b.status]).toContain(200);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    expect(await ordersOfCart(database, cart.id)).toHaveLength(1);
  });

  it('cart writes racing place-order: each lands before the order or is refused, none after it', async () => {
    const cart = await cartWith(server.dtc, [line(0)]);
    // six adds of one unit: the cart stays within the order's 10 items, whichever come first
    const adds = Array.from({ length: 6 }, (_, i) =>
      cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems: [line(1 + (i % 4))] }, `race-add-${cart.id}-${i}`),
    );
    const placed = checkoutCall(server.dtc, 'place-order', orderBody(cart.id), `race-order-${cart.id}`);
    const [order, ...answers] = await Promise.all([placed, ...adds]);
    expect(order.status).toBe(200);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.error.code).toBe('CART_ORDERED');
    }
    // an add that slipped in after the order would have left lines in the ordered cart
    expect((await cartCall(server.dtc, 'get-cart', { cartId: cart.id })).body.data.totalQuantity).toBe(0);
  });

  it('refuses cart writes after ordering with 409 CART_ORDERED', async () => {
    const cart = await cartWith(server.dtc, [line(3)]);
    const placed = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(placed.status).toBe(200);
    const add = await cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems: [line(4)] });
    expect(add.status).toBe(409);
    expect(add.body.error.code).toBe('CART_ORDERED');
    expect(add.body.error.message).toBe(
      `This cart was already ordered (order ${placed.body.data.number}). Start a new cart to shop again.`,
    );
    const note = await cartCall(server.dtc, 'update-cart-note', { cartId: cart.id, note: 'late' }, `note-${cart.id}`);
    expect(note.status).toBe(409);
    const start = await checkoutCall(server.dtc, 'start', { cartId: cart.id });
    expect(start.status).toBe(409);
    expect((await cartCall(server.dtc, 'get-cart', { cartId: cart.id })).body.data.totalQuantity).toBe(0);
  });
});
