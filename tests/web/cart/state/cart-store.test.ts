// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLineId } from '../../../../core/cart';
import {
  cartActions,
  getCartView,
  setCartShopper,
  startCart,
  whenCartIdle,
  subscribeCart,
} from '../../../../web/features/cart/cart-client';
import { listOutbox } from '../../../../web/lib/local-db/outbox';
import { openLocalDb } from '../../../../web/lib/local-db';
import { kibble, PLAN, sample } from '../../../core/cart/fixtures';
import { createFakeCartServer, type FakeCartServer } from './support/fake-cart-server';
import { freshLocalDb } from './support/local-db';

const actions = cartActions;
const [kibble15, kibble30, kibbleOut] = kibble.variants;
let server: FakeCartServer;
let stop: () => void;

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1];
}

function clearCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  for (const name of ['guest_col_cart_id', 'col_cart_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/** Starts the store as a page load does, and waits until it restored the cart. */
async function loadPage(site: 'DTC' | 'HPSF' = 'DTC') {
  stop = startCart(site);
  await vi.waitFor(() => expect(getCartView().ready).toBe(true));
}

/** A page reload: the store starts over from IndexedDB and the cookie. */
async function reloadPage(site: 'DTC' | 'HPSF' = 'DTC') {
  stop();
  await loadPage(site);
}

beforeEach(() => {
  freshLocalDb();
  clearCookies();
  server = createFakeCartServer([kibble, sample]);
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await whenCartIdle();
  stop?.();
  vi.unstubAllGlobals();
});

describe('the client cart', () => {
  it('shows an item added offline at once, with its price and title, marked waiting to sync, and keeps it over a reload', async () => {
    server.state = 'down';
    await loadPage();
    const result = await actions.addToCart(kibble15, 2, { product: kibble });
    const cartId = cookie('guest_col_cart_id')!;
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    const lineId = cartLineId(cartId, kibble15.id, null);
    expect(result).toEqual({ ok: true, lineId });
    expect(getCartView().cart?.lines).toMatchObject([
      { id: lineId, productTitle: 'Adult Chicken Kibble', quantity: 2, unitPriceCents: 2000 },
    ]);
    expect(getCartView().pendingLineIds.has(lineId)).toBe(true);
    expect(getCartView().pendingCount).toBe(2); // create-cart, then the add

    await reloadPage();
    expect(getCartView().cart?.lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, 2]]);
    expect(getCartView().pendingCount).toBe(2);
  });

  it('replays when the server is back and then shows the server cart with nothing pending', async () => {
    server.state = 'down';
    await loadPage();
    await actions.addToCart(kibble15, 1, { product: kibble });
    await actions.addToCart(kibble30, 1, { product: kibble });
    const lineId = getCartView().cart!.lines[0].id;
    await actions.setQuantity(lineId, 3);
    server.state = 'up';
    await actions.syncNow();
    expect(getCartView().pendingCount).toBe(0);
    expect(getCartView().pendingLineIds.size).toBe(0);
    const serverCart = server.carts.get(cookie('guest_col_cart_id')!);
    expect(getCartView().cart?.lines).toEqual(serverCart?.lines);
    expect(serverCart?.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [kibble15.id, 3],
      [kibble30.id, 1],
    ]);
    expect(server.applied).toHaveLength(4);
  });

  it('shows a change the server refused with its reason until it is dismissed', async () => {
    server.state = 'down';
    await loadPage();
    await actions.addToCart(kibble15, 1, { product: kibble });
    server.state = 'up';
    server.outOfStock.add(kibble15.id);
    await actions.syncNow();
    expect(getCartView().refusals).toMatchObject([
      { code: 'VALIDATION_FAILED', message: `Not added to your cart: Adult Chicken Kibble (${kibble15.title}) is out of stock` },
    ]);
    expect(getCartView().cart?.lines).toEqual([]);
    await reloadPage();
    expect(getCartView().refusals).toHaveLength(1);
    actions.dismissRefusal(getCartView().refusals[0].id);
    expect(getCartView().refusals).toEqual([]);
    await vi.waitFor(async () => expect(await listOutbox()).toEqual([]));
  });

  it('refuses at once, without queueing, an add this device already knows is out of stock', async () => {
    await loadPage();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await actions.addToCart(kibbleOut, 1, { product: kibble });
    expect(result).toEqual({ ok: false, message: `Variant '${kibbleOut.adminGraphqlId}' is out of stock` });
    expect(error).toHaveBeenCalledWith('Error adding product (Check if variant ID is valid)', expect.any(String));
    expect(await listOutbox()).toEqual([]);
  });

  it('makes one cart for two quick adds, and an Autoship line when a plan is chosen', async () => {
    await loadPage();
    await Promise.all([
      actions.addToCart(kibble15, 1, { product: kibble, sellingPlanId: PLAN }),
      actions.addToCart(sample.variants[0], 1, { product: sample }),
    ]);
    await actions.syncNow();
    expect(server.carts.size).toBe(1);
    expect(server.applied.filter((a) => a.path.endsWith('create-cart'))).toHaveLength(1);
    expect(getCartView().cart?.lines.map((l) => l.sellingPlanId)).toEqual([PLAN, null]);
  });

  it('mirrors the Program Discount of a signed-in clinic user, not of a staff-feeding guest', async () => {
    await loadPage('HPSF');
    await actions.addToCart(kibble15, 1, { product: kibble });
    expect(getCartView().cart?.customer.programDiscount).toBe(false);
    setCartShopper({ site: 'HPSF', isRegistered: true, isEligibleForPd: true, emailVerified: true, hasSubscriptions: false });
    expect(getCartView().cart?.customer).toEqual({ programDiscount: true, hasSubscriptions: false });
    setCartShopper({ site: 'HPSF', isRegistered: true, isEligibleForPd: false, emailVerified: true, hasSubscriptions: true });
    expect(getCartView().cart?.customer).toEqual({ programDiscount: false, hasSubscriptions: true });
    setCartShopper(null);
    expect(getCartView().cart?.customer.programDiscount).toBe(false);
  });

  it('drops a broken stored cart and starts empty instead of failing', async () => {
    const db = await openLocalDb();
    await db!.put('records', { key: 'cart', savedAt: 1, value: { id: 42, lines: 'broken' } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadPage();
    expect(getCartView().cart).toBeNull();
    expect(await db!.get('records', 'cart')).toBeUndefined();
  });

  it('forgets the cart, its queue and its cookie after an order', async () => {
    await loadPage();
    await actions.addToCart(kibble15, 1, { product: kibble });
    await actions.forgetCart();
    expect(getCartView().cart).toBeNull();
    expect(cookie('guest_col_cart_id')).toBeUndefined();
    expect(await listOutbox()).toEqual([]);
  });

  it('tells subscribers about every new view', async () => {
    await loadPage();
    const seen: number[] = [];
    const unsubscribe = subscribeCart((view) => seen.push(view.pendingCount));
    server.state = 'down';
    await actions.addToCart(kibble15, 1, { product: kibble });
    unsubscribe();
    expect(seen).toContain(2);
  });
});
