import { describe, expect, it } from 'vitest';
import {
  acceptEnteredPromotion,
  applyCartMutation,
  cartTotals,
  effectiveDiscountCodes,
  fromWireCart,
  type Promotion,
  promotionDiscountCents,
  promotionRefusal,
  toWireCart,
} from '../../../core/cart';
import { checkoutPromotionRefusal } from '../../../core/cart/promotions';
import { applyAll, cartWith, lookup } from './fixtures';

const NOW = new Date('2026-11-25T12:00:00Z');
const promo = (over: Partial<Promotion> = {}): Promotion => ({
  code: 'SAVE15',
  percentOff: 15,
  minSubtotalCents: 0,
  firstOrderOnly: false,
  expiresAt: null,
  active: true,
  ...over,
});
const facts = (over: Partial<{ linesSubtotalCents: number; hasOrdered: boolean; now: Date }> = {}) => ({
  linesSubtotalCents: 10_000,
  hasOrdered: false,
  now: NOW,
  ...over,
});

describe('promotion rules', () => {
  it('accepts a code whose rules hold', () => {
    expect(promotionRefusal('SAVE15', promo(), facts())).toBeNull();
  });

  it('refuses an unknown or switched-off code', () => {
    expect(promotionRefusal('NOPE', null, facts())).toEqual({ reason: 'unknown', message: "'NOPE' is not a valid promotion code." });
    expect(promotionRefusal('SAVE15', promo({ active: false }), facts())?.reason).toBe('unknown');
  });

  it('refuses an expired code from its expiry instant on, naming the day', () => {
    const expiresAt = new Date('2026-04-30T23:59:59Z');
    expect(promotionRefusal('SPRING20', promo({ expiresAt }), facts())).toEqual({
      reason: 'expired',
      message: 'Promotion code SPRING20 expired on 2026-04-30.',
    });
    expect(promotionRefusal('SPRING20', promo({ expiresAt }), facts({ now: new Date('2026-04-30T23:59:58Z') }))).toBeNull();
  });

  it('refuses below the minimum subtotal, with the minimum in dollars; exactly the minimum is fine', () => {
    const p = promo({ minSubtotalCents: 7500 });
    expect(promotionRefusal('SAVE15', p, facts({ linesSubtotalCents: 7499 }))?.message).toBe(
      'Promotion code SAVE15 needs a cart subtotal of at least $75.00.',
    );
    expect(promotionRefusal('SAVE15', p, facts({ linesSubtotalCents: 7500 }))).toBeNull();
  });

  it('refuses a first-order code to a shopper who ordered before', () => {
    const p = promo({ code: 'WELCOME10', firstOrderOnly: true });
    expect(promotionRefusal('WELCOME10', p, facts({ hasOrdered: true }))?.message).toBe(
      'Promotion code WELCOME10 is for a first order only.',
    );
    expect(promotionRefusal('WELCOME10', p, facts())).toBeNull();
  });

  it('at checkout a minimum not met only zeroes the discount; the other refusals stand', () => {
    expect(checkoutPromotionRefusal('SAVE15', promo({ minSubtotalCents: 7500 }), facts({ linesSubtotalCents: 1 }))).toBeNull();
    expect(checkoutPromotionRefusal('SAVE15', null, facts())?.reason).toBe('unknown');
  });

  it('the discount is the percent of what is left after the other discounts, 0 below the minimum or without terms', () => {
    expect(promotionDiscountCents(promo(), 10_000, 9_000)).toBe(1350);
    expect(promotionDiscountCents(promo({ minSubtotalCents: 20_000 }), 10_000, 9_000)).toBe(0);
    expect(promotionDiscountCents(null, 10_000, 9_000)).toBe(0);
  });
});

describe('promotion codes in the cart', () => {
  const base = () => cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 });
  const enter = (codes: string[], promotion: Promotion | null, hasOrdered = false) => {
    const before = base();
    const result = applyCartMutation(before, { kind: 'updateDiscountCodes', codes }, lookup);
    if (!result.outcome.ok || !result.cart) throw new Error('reducer refused');
    return acceptEnteredPromotion(before, result.cart, codes, promotion, { hasOrdered, now: NOW });
  };

  it('the reducer keeps one promotion code at most and drops terms whose code went', () => {
    const two = applyCartMutation(base(), { kind: 'updateDiscountCodes', codes: ['A', 'B'] }, lookup);
    expect(two.outcome).toMatchObject({ ok: false, refusal: { reason: 'promotion-refused', field: 'codes' } });
    const withTerms = {
      ...base(),
      discountCodes: ['SAVE15'],
      promotion: { code: 'SAVE15', percentOff: 15, minSubtotalCents: 0, firstOrderOnly: false },
    };
    expect(applyAll(withTerms, { kind: 'updateDiscountCodes', codes: [] }).promotion).toBeNull();
    expect(applyAll(withTerms, { kind: 'updateDiscountCodes', codes: ['save15'] }).promotion?.code).toBe('SAVE15');
  });

  it('the server puts the accepted terms on the cart, and the totals take the discount', () => {
    const result = enter(['save15'], promo());
    expect(result.outcome.ok).toBe(true);
    const cart = result.cart!;
    expect(cart.promotion).toEqual({ code: 'SAVE15', percentOff: 15, minSubtotalCents: 0, firstOrderOnly: false });
    const totals = cartTotals(cart);
    expect(totals.codeDiscountCents).toBe(Math.round(totals.linesSubtotalCents * 0.15));
    expect(totals.cartSubtotalCents).toBe(totals.linesSubtotalCents - totals.codeDiscountCents);
  });

  it('a refused code leaves the cart as it was and names the entered field', () => {
    const result = enter(['', 'nope'], null);
    expect(result.outcome).toEqual({
      ok: false,
      refusal: { reason: 'promotion-refused', message: "'NOPE' is not a valid promotion code.", field: 'codes[1]' },
    });
    expect(result.cart?.discountCodes).toEqual([]);
  });

  it('the wire carries the terms, so an offline cart rebuilt from it computes the same discount', () => {
    const cart = enter(['SAVE15'], promo({ minSubtotalCents: 100 })).cart!;
    const wire = toWireCart(cart);
    expect(wire.discountCodes).toEqual([{ code: 'SAVE15', applicable: true, percentOff: 15, minSubtotal: '1.00', firstOrderOnly: false }]);
    const rebuilt = fromWireCart(wire, cart.customer);
    expect(rebuilt.promotion).toEqual(cart.promotion);
    expect(cartTotals(rebuilt)).toEqual(cartTotals(cart));
  });

  it('an accepted code whose minimum the cart no longer reaches is listed as not applicable with why, and gives nothing', () => {
    const cart = enter(['SAVE15'], promo()).cart!;
    const shrunk = { ...cart, promotion: { ...cart.promotion!, minSubtotalCents: 10_000_000 } };
    expect(effectiveDiscountCodes(shrunk)[0]).toMatchObject({
      applicable: false,
      message: 'Promotion code SAVE15 needs a cart subtotal of at least $100000.00.',
    });
    expect(cartTotals(shrunk).codeDiscountCents).toBe(0);
  });

  it('offline, an entered code waits: not applicable, no terms, no discount', () => {
    const waiting = applyAll(base(), { kind: 'updateDiscountCodes', codes: ['SAVE15'] });
    expect(effectiveDiscountCodes(waiting)).toEqual([{ code: 'SAVE15', applicable: false }]);
    expect(cartTotals(waiting).codeDiscountCents).toBe(0);
  });
});
