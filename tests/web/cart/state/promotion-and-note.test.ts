// @vitest-environment happy-dom
/**
 * Promotion codes and the order note through the outbox: entered offline they show at once (the
 * code as waiting, with no discount), the replay brings the server's verdict: an accepted code's
 * terms and discount, or its refusal with the shop's reason for the field under it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartTotals, effectiveDiscountCodes } from '../../../../core/cart';
import { CART_PATHS } from '../../../../core/contract/paths';
import { cartActions, getCartView, startCart, whenCartIdle } from '../../../../web/features/cart/cart-client';
import { kibble } from '../../../core/cart/fixtures';
import { createFakeCartServer, type FakeCartServer } from './support/fake-cart-server';
import { freshLocalDb } from './support/local-db';

const actions = cartActions;
const [kibble15] = kibble.variants;
let server: FakeCartServer;
let stop: () => void;

async function loadPage() {
  stop = startCart('DTC');
  await vi.waitFor(() => expect(getCartView().ready).toBe(true));
}

beforeEach(() => {
  freshLocalDb();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  for (const name of ['guest_col_cart_id', 'col_cart_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  server = createFakeCartServer([kibble]);
  server.promotions.set('SAVE15', {
    code: 'SAVE15',
    percentOff: 15,
    minSubtotalCents: 0,
    firstOrderOnly: false,
    expiresAt: null,
    active: true,
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await whenCartIdle();
  stop?.();
  vi.unstubAllGlobals();
});

describe('promotion codes and the order note through the outbox', () => {
  it('a code entered offline waits with no discount; the replay brings its terms and the discount', async () => {
    server.state = 'down';
    await loadPage();
    await actions.addToCart(kibble15, 2, { product: kibble });
    await actions.setDiscountCodes(['save15']);
    const waiting = getCartView().cart!;
    expect(waiting.discountCodes).toEqual(['SAVE15']);
    expect(effectiveDiscountCodes(waiting)).toEqual([{ code: 'SAVE15', applicable: false }]);
    expect(cartTotals(waiting).codeDiscountCents).toBe(0);
    expect(getCartView().pendingCount).toBe(3);

    server.state = 'up';
    await actions.syncNow();
    const synced = getCartView().cart!;
    expect(getCartView().pendingCount).toBe(0);
    expect(synced.promotion).toEqual({ code: 'SAVE15', percentOff: 15, minSubtotalCents: 0, firstOrderOnly: false });
    expect(cartTotals(synced).codeDiscountCents).toBe(Math.round(cartTotals(synced).linesSubtotalCents * 0.15));

    // removing it is optimistic too
    server.state = 'down';
    await actions.setDiscountCodes([]);
    expect(getCartView().cart?.promotion).toBeNull();
    expect(cartTotals(getCartView().cart!).codeDiscountCents).toBe(0);
  });

  it('a code the server refuses on replay is shown with the shop’s reason for the field, the cart unchanged', async () => {
    server.state = 'down';
    await loadPage();
    await actions.addToCart(kibble15, 1, { product: kibble });
    await actions.setDiscountCodes(['NOPE']);
    server.state = 'up';
    await actions.syncNow();
    expect(getCartView().cart?.discountCodes).toEqual([]);
    expect(getCartView().refusals).toMatchObject([
      { code: 'VALIDATION_FAILED', path: CART_PATHS.updateCartDiscountCodes, reason: "'NOPE' is not a valid promotion code." },
    ]);
  });

  it('two promotion codes are refused at once on the device, never queued', async () => {
    await loadPage();
    await actions.addToCart(kibble15, 1, { product: kibble });
    await actions.syncNow();
    await actions.setDiscountCodes(['SAVE15', 'OTHER']);
    expect(getCartView().pendingCount).toBe(0);
    expect(getCartView().refusals).toMatchObject([
      { path: CART_PATHS.updateCartDiscountCodes, reason: 'Only one promotion code can be used per order. Remove the one applied first.' },
    ]);
  });

  it('the order note is saved offline and reaches the server on replay; an empty note is none', async () => {
    server.state = 'down';
    await loadPage();
    await actions.addToCart(kibble15, 1, { product: kibble });
    await actions.setNote('Leave at the clinic door');
    expect(getCartView().cart?.note).toBe('Leave at the clinic door');
    server.state = 'up';
    await actions.syncNow();
    const cartId = getCartView().cart!.id;
    expect(server.carts.get(cartId)?.note).toBe('Leave at the clinic door');
    await actions.setNote('   ');
    await actions.syncNow();
    expect(server.carts.get(cartId)?.note).toBeNull();
  });
});
