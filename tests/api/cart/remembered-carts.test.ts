/**
 * A process saves a change to a cart it remembers without reading it first (cart.store.ts): these
 * tests make the guess wrong in every way it can be, through a second cart service over the same
 * database (another process, with its own memory), and check that what is stored and answered is
 * what a write that read the cart would have given.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../api/http/idempotency';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, cartServiceOf, closeCartSuite, createCart, ECOM, fixtureLine, openCartSuite } from './support';

describeEachDatabase('a change to a cart the process remembers', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  let otherProcess: ReturnType<typeof cartServiceOf>;

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
    otherProcess = cartServiceOf(database, pino({ level: 'silent' }));
  });
  afterAll(() => closeCartSuite({ database, server }));

  const add = (cartId: string, i: number, key?: string) =>
    cartCall(server.dtc, 'add-cart-line-items', { cartId, lineItems: [fixtureLine(f, i)] }, key);
  const quantities = (cart: { lineItems: { variant: { id: string }; quantity: number }[] }) =>
    Object.fromEntries(cart.lineItems.map((line) => [line.variant.id, line.quantity]));

  for (const keyed of [true, false]) {
    const label = keyed ? 'behind an Idempotency-Key' : 'without a key';
    it(`keeps the change another process made since, ${label}`, async () => {
      const cart = await createCart(server.dtc, [fixtureLine(f, 0)]);
      expect((await add(cart.id, 0, keyed ? `${cart.id}-1` : undefined)).status).toBe(200); // remembered now
      await otherProcess.carts.mutate(otherProcess.scope, cart.id, { kind: 'addLines', lineItems: [fixtureLine(f, 1, 3)] });
      const res = await add(cart.id, 0, keyed ? `${cart.id}-2` : undefined);
      expect(res.status).toBe(200);
      const expected = { [f.dtc[0].variant.id]: 3, [f.dtc[1].variant.id]: 3 };
      expect(quantities(res.body.data)).toEqual(expected);
      const stored = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
      expect(quantities(stored.body.data)).toEqual(expected);
    });
  }

  it('stores the answer of a key once when its first run guessed wrong, and replays it', async () => {
    const cart = await createCart(server.dtc, [fixtureLine(f, 0)]);
    await otherProcess.carts.mutate(otherProcess.scope, cart.id, { kind: 'addLines', lineItems: [fixtureLine(f, 2)] });
    const first = await add(cart.id, 0, `${cart.id}-once`);
    const again = await add(cart.id, 0, `${cart.id}-once`);
    expect(first.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(quantities(first.body.data)).toEqual({ [f.dtc[0].variant.id]: 2, [f.dtc[2].variant.id]: 1 });
  });

  it('refuses a variant sold out since the cart was remembered', async () => {
    const cart = await createCart(server.dtc, [fixtureLine(f, 3)]);
    expect((await add(cart.id, 3)).status).toBe(200); // the stock of variant 3 is remembered with the cart
    const sku = f.dtc[3].variant.sku;
    await database.db.execute(sql`update stock set quantity = 0 where sku = ${sku} and destination = 'HOME'`);
    try {
      const res = await add(cart.id, 3);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/out of stock/);
      const stored = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
      expect(quantities(stored.body.data)[f.dtc[3].variant.id]).toBe(2);
    } finally {
      await database.db.execute(sql`update stock set quantity = 100 where sku = ${sku} and destination = 'HOME'`);
    }
  });

  it('never offers a remembered cart to another guest', async () => {
    const cart = await createCart(server.dtc, [fixtureLine(f, 4)]);
    const res = await fetch(`${server.dtc}${ECOM}/add-cart-line-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `shop_guest=${'another-browser'.padEnd(43, '0')}` },
      body: JSON.stringify({ cartId: cart.id, lineItems: [fixtureLine(f, 4)] }),
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(f.dtc[4].variant.id);
  });
});
