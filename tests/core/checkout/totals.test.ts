import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../core/stock';
import {
  FLAT_SHIPPING_CENTS,
  STATE_SALES_TAX_MILLIPERCENT,
  checkoutRefusal,
  isRemoteState,
  orderTotals,
  orderTotalsToWire,
  salesTaxCents,
  serviceChargeCents,
  shippingCents,
} from '../../../core/checkout';
import { makeCart, makeLine } from './fixtures';

describe('tax table', () => {
  it('has a rate for each of the 50 states and DC, none above 8 %', () => {
    expect(Object.keys(STATE_SALES_TAX_MILLIPERCENT).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    for (const rate of Object.values(STATE_SALES_TAX_MILLIPERCENT)) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThan(8000);
    }
  });
  it('charges no tax where there is no state sales tax, and rounds to the cent', () => {
    for (const state of ['AK', 'DE', 'MT', 'NH', 'OR'] as const) expect(salesTaxCents(10_000, state)).toBe(0);
    expect(salesTaxCents(10_000, 'CA')).toBe(725);
    expect(salesTaxCents(1999, 'MN')).toBe(137); // 1999 × 6.875 % = 137.43
    expect(salesTaxCents(200, 'MO')).toBe(8); // 8.45
    expect(salesTaxCents(-5, 'CA')).toBe(0);
  });
});

describe('shipping', () => {
  it('is free at or above the minimum, the flat rate below it', () => {
    expect(shippingCents(5000, 5000)).toBe(0);
    expect(shippingCents(4999, 5000)).toBe(FLAT_SHIPPING_CENTS);
    expect(FLAT_SHIPPING_CENTS).toBe(799);
  });
  it('adds the $4 service charge for Alaska and Hawaii only', () => {
    expect(serviceChargeCents('AK')).toBe(400);
    expect(serviceChargeCents('HI')).toBe(400);
    expect(serviceChargeCents('CO')).toBe(0);
    expect(isRemoteState('HI')).toBe(true);
    expect(isRemoteState('WA')).toBe(false);
  });
});

describe('orderTotals', () => {
  it('adds shipping below the minimum and taxes the goods only', () => {
    const totals = orderTotals(makeCart([makeLine('a', 1999, 2)]), 'CA');
    expect(totals).toMatchObject({ merchandiseCents: 3998, shippingCents: 799, freeShipping: false, serviceChargeCents: 0, taxCents: 290 });
    expect(totals.totalCents).toBe(3998 + 799 + 290);
  });

  it('ships free from the minimum (default $50, or the global) on the eligible subtotal; samples do not count', () => {
    expect(orderTotals(makeCart([makeLine('a', 2500, 2)]), 'TX').shippingCents).toBe(0);
    expect(orderTotals(makeCart([makeLine('a', 2500, 2)]), 'TX', 60).shippingCents).toBe(799);
    const withSample = makeCart([makeLine('a', 4900, 1), makeLine('s', 500, 1, { productType: 'Sample' })]);
    expect(orderTotals(withSample, 'TX').freeShipping).toBe(false);
  });

  it('Alaska: free shipping still pays the service charge, no tax', () => {
    const totals = orderTotals(makeCart([makeLine('a', 3000, 2)]), 'AK');
    expect(totals).toMatchObject({ shippingCents: 0, serviceChargeCents: 400, taxCents: 0, totalCents: 6400 });
  });

  it('takes the Program Discount of clinic users before tax (HPSF)', () => {
    const totals = orderTotals(makeCart([makeLine('a', 10_000, 1)], true), 'NY');
    expect(totals.programDiscountCents).toBe(1000);
    expect(totals.merchandiseCents).toBe(9000);
    expect(totals.taxCents).toBe(360);
    expect(totals.totalCents).toBe(9360);
    const wire = orderTotalsToWire(totals, 'NY');
    expect(wire).toMatchObject({ programDiscount: { amount: '10.00', currencyCode: 'USD' }, total: { amount: '93.60' }, taxRate: '4%' });
  });
});

describe('checkoutRefusal', () => {
  it('refuses an empty cart, a total over 10 and an autoship line over 5; allows 10', () => {
    expect(checkoutRefusal(makeCart([]))?.reason).toBe('empty-cart');
    expect(checkoutRefusal(makeCart([makeLine('a', 100, 6), makeLine('b', 100, 5)]))?.reason).toBe('over-order-limit');
    expect(checkoutRefusal(makeCart([makeLine('a', 100, 6, { sellingPlanId: 'p' })]))?.reason).toBe('over-autoship-limit');
    expect(checkoutRefusal(makeCart([makeLine('a', 100, 5, { sellingPlanId: 'p' }), makeLine('b', 100, 5)]))).toBeNull();
  });
});
