import { describe, expect, it } from 'vitest';
import { applyCartMutation, cartStateSchema, centsToAmount, fromWireCart, toWireCart } from '../../../core/cart';
import { cartSchema } from '../../../core/entities/cart';
import { applyAll, cartWith, lookup, PLAN } from './fixtures';

describe('wire cart', () => {
  const cart = applyAll(
    cartWith({ merchandiseId: 'v-kibble-15', quantity: 2, sellingPlanId: PLAN }, { merchandiseId: 'v-kibble-30', quantity: 1 }),
    { kind: 'updateNote', note: 'hi' },
  );

  it('is exactly the §3 cart shape with 2-decimal USD amounts and our checkout URL', () => {
    const wire = toWireCart(cart);
    expect(cartSchema.strict().safeParse({ ...wire, lineItems: [] }).success).toBe(true);
    expect(cartSchema.parse(wire)).toEqual(wire);
    expect(wire.checkoutUrl).toBe('/checkout');
    expect(wire.totalQuantity).toBe(3);
    // autoship 2 × 19.00 + 35.99 = 73.99; AUTO35 takes 35% of 38.00 = 13.30
    expect(wire.cost).toEqual({
      subtotalAmount: { amount: '73.99', currencyCode: 'USD' },
      totalAmount: { amount: '60.69', currencyCode: 'USD' },
    });
    const [autoship, oneTime] = wire.lineItems;
    expect(autoship).toMatchObject({
      quantity: 2,
      merchandiseId: 'gid://shop/ProductVariant/v-kibble-15',
      sellingPlanId: PLAN,
      sellingPlanAllocation: { sellingPlan: { id: PLAN } },
      product: { title: 'Adult Chicken Kibble', productType: 'Dry Dog Food' },
      variant: { id: 'v-kibble-15', sku: 'K15', price: { amount: '20.00' }, compareAtPrice: null },
      cost: {
        compareAtAmountPerQuantity: { amount: '20.00', currencyCode: 'USD' },
        subtotalAmount: { amount: '38.00', currencyCode: 'USD' },
      },
    });
    expect(autoship.attributes).toEqual([
      { key: '_weightValue', value: '15' },
      { key: '_weightUnit', value: 'lbs' },
    ]);
    expect(oneTime).toMatchObject({ sellingPlanAllocation: null, variant: { compareAtPrice: { amount: '39.99' } } });
    expect(oneTime.cost.compareAtAmountPerQuantity).toEqual({ amount: '39.99', currencyCode: 'USD' });
    expect(Object.keys(autoship).sort()).toEqual(Object.keys(cartSchema.shape.lineItems.element.shape).sort());
    expect(wire.discountCodes).toEqual([{ code: 'AUTO35', applicable: true }]);
    expect(wire.note).toBe('hi');
  });

  it('formats cents without float error', () => {
    expect([0, 5, 1999, 100000, -5, -1234].map(centsToAmount)).toEqual(['0.00', '0.05', '19.99', '1000.00', '-0.05', '-12.34']);
  });

  it('goes back to reducer state, so the offline client can replay on top of a server cart', () => {
    const state = fromWireCart(toWireCart(cart));
    expect(cartStateSchema.parse(state)).toEqual(cart);
    const more = { kind: 'addLines', lineItems: [{ merchandiseId: 'v-kibble-30', quantity: 1 }] } as const;
    const fromServer = applyCartMutation(state, more, lookup);
    const local = applyCartMutation(cart, more, lookup);
    expect(toWireCart(fromServer.cart!)).toEqual(toWireCart(local.cart!));
  });
});
