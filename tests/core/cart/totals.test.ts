import { describe, expect, it } from 'vitest';
import {
  cartFlags,
  cartTotals,
  effectiveDiscountCodes,
  firstAutoshipPromoApplies,
  freeShippingEligibleCents,
  freeShippingProgress,
  PROGRAM_DISCOUNT_PERCENT,
} from '../../../core/cart';
import { applyAll, cartWith, PLAN } from './fixtures';

describe('flags', () => {
  it('flags a total above 10 and refuses checkout; exactly 10 is fine', () => {
    const ten = cartWith({ merchandiseId: 'v-kibble-15', quantity: 10 });
    expect(cartFlags(ten)).toMatchObject({ totalQuantity: 10, overOrderLimit: false, canCheckout: true });
    const eleven = applyAll(ten, { kind: 'addLines', lineItems: [{ merchandiseId: 'v-sample', quantity: 1 }] });
    expect(cartFlags(eleven)).toMatchObject({ totalQuantity: 11, overOrderLimit: true, canCheckout: false });
  });

  it('lists autoship lines at the autoship limit', () => {
    const cart = cartWith(
      { merchandiseId: 'v-kibble-15', quantity: 5, sellingPlanId: PLAN },
      { merchandiseId: 'v-kibble-30', quantity: 4, sellingPlanId: PLAN },
    );
    expect(cartFlags(cart).autoshipLimitLineIds).toEqual([cart.lines[0].id]);
    expect(cartFlags(cart).hasSubscriptionLine).toBe(true);
  });
});

describe('AUTO35', () => {
  it('applies with an autoship line when the customer has no subscriptions', () => {
    const oneTime = cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 });
    expect(firstAutoshipPromoApplies(oneTime)).toBe(false);
    expect(effectiveDiscountCodes(oneTime)).toEqual([]);
    const autoship = applyAll(oneTime, {
      kind: 'addLines',
      lineItems: [{ merchandiseId: 'v-kibble-15', quantity: 2, sellingPlanId: PLAN }],
    });
    expect(effectiveDiscountCodes(autoship)).toEqual([{ code: 'AUTO35', applicable: true }]);
    // 2 × 19.00 autoship = 38.00 → 35% = 13.30 off
    expect(cartTotals(autoship).promoDiscountCents).toBe(1330);
    const subscriber = applyAll(autoship, { kind: 'updateBuyerIdentity', buyerIdentity: {}, customer: { hasSubscriptions: true } });
    expect(effectiveDiscountCodes(subscriber)).toEqual([]);
    expect(cartTotals(subscriber).promoDiscountCents).toBe(0);
  });

  it('lists entered codes, not applicable unless they are an AUTO35 that applies', () => {
    const cart = applyAll(cartWith({ merchandiseId: 'v-kibble-15', quantity: 1, sellingPlanId: PLAN }), {
      kind: 'updateDiscountCodes',
      codes: ['auto35', 'WELCOME'],
    });
    expect(effectiveDiscountCodes(cart)).toEqual([
      { code: 'AUTO35', applicable: true },
      { code: 'WELCOME', applicable: false },
    ]);
  });
});

describe('totals', () => {
  it('adds line subtotals in cents, with autoship savings', () => {
    const cart = cartWith(
      { merchandiseId: 'v-kibble-15', quantity: 3 },
      { merchandiseId: 'v-kibble-30', quantity: 1, sellingPlanId: PLAN },
    );
    const totals = cartTotals({ ...cart, customer: { programDiscount: false, hasSubscriptions: true } });
    // 3 × 20.00 + 35.99 list; autoship 35.99 × 0.95 = 34.19
    expect(totals).toMatchObject({
      subtotalBeforeSavingsCents: 9599,
      linesSubtotalCents: 9419,
      autoshipSavingsCents: 180,
      programDiscountCents: 0,
      cartSubtotalCents: 9419,
      estimatedTotalCents: 9419,
      totalSavingsCents: 180,
    });
  });

  it('gives clinic users the Program Discount as a cost line', () => {
    expect(PROGRAM_DISCOUNT_PERCENT).toBe(10);
    const cart = cartWith({ merchandiseId: 'v-kibble-30', quantity: 2 });
    const clinic = { ...cart, customer: { programDiscount: true, hasSubscriptions: false } };
    expect(cartTotals(clinic)).toMatchObject({
      linesSubtotalCents: 7198,
      programDiscountCents: 720,
      cartSubtotalCents: 6478,
      totalSavingsCents: 720,
    });
    expect(cartTotals(cart).programDiscountCents).toBe(0);
  });
});

describe('free shipping', () => {
  it('leaves samples and lines of zero or negative subtotal out of the eligible subtotal', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 }, { merchandiseId: 'v-sample', quantity: 2 });
    expect(freeShippingEligibleCents(cart.lines)).toBe(2000);
    const free = { ...cart.lines[0], productType: 'Dry Dog Food', unitPriceCents: 0 };
    const negative = { ...cart.lines[0], unitPriceCents: -500 };
    expect(freeShippingEligibleCents([...cart.lines, free, negative])).toBe(2000);
  });

  it('reports the progress towards the minimum as a percentage', () => {
    expect(freeShippingProgress(2500, 50)).toEqual({ minimumCents: 5000, remainingCents: 2500, percent: 50, reached: false });
    expect(freeShippingProgress(4999, 50)).toMatchObject({ remainingCents: 1, reached: false });
    expect(freeShippingProgress(4999, 50).percent).toBeCloseTo(99.98);
    expect(freeShippingProgress(5000, 50)).toMatchObject({ remainingCents: 0, percent: 100, reached: true });
    expect(freeShippingProgress(9000, 50)).toMatchObject({ percent: 100, reached: true });
    expect(freeShippingProgress(1000, 20).percent).toBe(50);
  });

  it('falls back to the default minimum of 50 when the global is missing', () => {
    expect(freeShippingProgress(1000).minimumCents).toBe(5000);
    expect(freeShippingProgress(1000, null).percent).toBe(20);
    expect(freeShippingProgress(1000, Number.NaN).minimumCents).toBe(5000);
    expect(freeShippingProgress(0, 0)).toMatchObject({ reached: true, percent: 100 });
  });
});
