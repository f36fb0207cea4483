/**
 * The client outbox replayed against the real cart API (Koa, idempotency middleware, database):
 * answers lost after the server applied a change, and the server refusing one, end with every
 * change applied exactly once and the client showing the server's cart.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { cartActions, getCartView, startCart, whenCartIdle } from '../../../../web/features/cart/cart-client';
import { listOutbox } from '../../../../web/lib/local-db/outbox';
import { replayOutbox } from '../../../../web/lib/local-db/outbox-replay';
import { type TestServer, withTestGuest } from '../../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../../support/databases';
import { type CartFixtures, closeCartSuite, openCartSuite } from '../../../api/cart/support';
import { freshLocalDb } from './support/local-db';

/** Node's own fetch (the test replaces the global one with the 'browser' below). */
const nodeFetch = globalThis.fetch;

describeEachDatabase('the outbox replayed against the cart API', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  let stop: () => void;
  let online = false;
  let requests = 0;
  /** The browser's fetch towards the test server (with its guest key cookie); offline throws, and every other answer can be lost. */
  let loseEveryOtherAnswer = false;
  const browserFetch: typeof fetch = async (input, init) => {
    if (!online) throw new TypeError('Failed to fetch');
    const headers = withTestGuest(Object.fromEntries(new Headers(init?.headers).entries()));
    const answer = await nodeFetch(`${server.dtc}${String(input)}`, { ...init, headers });
    if (loseEveryOtherAnswer && ++requests % 2 === 1) {
      await answer.arrayBuffer();
      throw new TypeError('Failed to fetch');
    }
    return answer;
  };

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));
  beforeEach(async () => {
    freshLocalDb();
    online = false;
    loseEveryOtherAnswer = false;
    requests = 0;
    vi.stubGlobal('fetch', browserFetch);
    stop = startCart('DTC');
    await vi.waitFor(() => expect(getCartView().ready).toBe(true));
  });
  afterEach(async () => {
    await whenCartIdle();
    stop();
    vi.unstubAllGlobals();
  });

  const serverCart = async () => {
    const res = await nodeFetch(`${server.dtc}/api/ecom/v1.0/get-cart`, {
      method: 'POST',
      headers: withTestGuest({ 'content-type': 'application/json' }),
      body: JSON.stringify({ cartId: getCartView().cart!.id }),
    });
    return (await res.json()).data as { lineItems: { variant: { id: string }; quantity: number }[] };
  };

  it('applies each queued change exactly once although every other answer is lost', async () => {
    const [a, b, c] = f.dtc;
    await cartActions.addToCart(a.variant, 1, { product: a.product });
    await cartActions.addToCart(b.variant, 2, { product: b.product });
    await cartActions.addToCart(a.variant, 1, { product: a.product });
    await cartActions.addToCart(c.variant, 1, { product: c.product });
    const shownOffline = getCartView().cart!.lines.map((l) => [l.variantId, l.quantity]);
    expect(shownOffline).toEqual([
      [a.variant.id, 2],
      [b.variant.id, 2],
      [c.variant.id, 1],
    ]);

    online = true;
    loseEveryOtherAnswer = true;
    for (let round = 0; round < 30 && (await listOutbox()).length > 0; round++) await replayOutbox(browserFetch);
    expect(await listOutbox()).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(10); // 5 entries, each sent at least twice under its key
    const cart = await serverCart();
    expect(cart.lineItems.map((l) => [l.variant.id, l.quantity])).toEqual(shownOffline);
    await cartActions.syncNow();
    expect(getCartView().cart!.lines.map((l) => [l.variantId, l.quantity])).toEqual(shownOffline);
    expect(getCartView().pendingCount).toBe(0);
  });

  it('shows the refusal of a variant sold out meanwhile and still applies the changes after it', async () => {
    const [a] = f.dtc;
    await cartActions.addToCart(a.variant, 1, { product: a.product });
    // The device still believes the sold-out variant is in stock: its add is queued and shown.
    const soldOutProduct = { ...a.product, id: 'product-of-the-sold-out-variant', variants: [{ ...f.soldOut, inStock: true }] };
    await cartActions.addToCart(soldOutProduct.variants[0], 1, { product: soldOutProduct });
    await cartActions.setQuantity(getCartView().cart!.lines[0].id, 3);
    expect(getCartView().cart!.lines).toHaveLength(2);

    online = true;
    await cartActions.syncNow();
    await vi.waitFor(() => expect(getCartView().pendingCount).toBe(0));
    expect(getCartView().refusals).toHaveLength(1);
    expect(getCartView().refusals[0].message).toMatch(/^Not added to your cart: .+ is out of stock$/);
    expect(getCartView().cart!.lines.map((l) => [l.variantId, l.quantity])).toEqual([[a.variant.id, 3]]);
    expect((await serverCart()).lineItems.map((l) => [l.variant.id, l.quantity])).toEqual([[a.variant.id, 3]]);
  });
});
