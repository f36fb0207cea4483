import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../core/entities/cart';
import { customerProfileSchema } from '../../core/entities/customer';
import { subscriptionSchema } from '../../core/entities/order';

describe('§3 entity schemas', () => {
  it('accept a guest cart with an autoship line and refuse a malformed amount', () => {
    const cart = {
      id: 'b1f0c2de-0000-4000-8000-000000000001',
      checkoutUrl: '/checkout/b1f0c2de',
      totalQuantity: 2,
      cost: { subtotalAmount: { amount: '45.98', currencyCode: 'USD' }, totalAmount: { amount: '45.98', currencyCode: 'USD' } },
      lineItems: [
        {
          id: 'line-1',
          quantity: 2,
          attributes: [
            { key: '_weightValue', value: '15.5' },
            { key: '_weightUnit', value: 'lbs' },
          ],
          merchandiseId: 'gid://shop/ProductVariant/1',
          sellingPlanId: 'plan-4w',
          product: { title: 'Adult Chicken Recipe', productType: 'Dry Dog Food' },
          variant: {
            id: '1',
            adminGraphqlId: 'gid://shop/ProductVariant/1',
            sku: 'VN1',
            title: '15.5 lb Bag',
            price: { amount: '22.99' },
            compareAtPrice: null,
          },
          cost: { compareAtAmountPerQuantity: null, subtotalAmount: { amount: '45.98', currencyCode: 'USD' } },
          sellingPlanAllocation: { sellingPlan: { id: 'plan-4w' } },
        },
      ],
      attributes: [],
      buyerIdentity: { email: null, phone: null, countryCode: null, customerAccessToken: null },
      discountCodes: [],
      note: null,
    };
    expect(cartSchema.parse(cart).lineItems[0].sellingPlanAllocation?.sellingPlan.id).toBe('plan-4w');
    const broken = structuredClone(cart);
    broken.cost.totalAmount.amount = '45.9';
    expect(cartSchema.safeParse(broken).success).toBe(false);
  });

  it('accept a customer profile with metafields, and the mapped subscription form', () => {
    const metafield = { id: 'mf-1', value: 'clinic' };
    expect(
      customerProfileSchema.parse({
        id: 'c1',
        email: 'pat@example.test',
        firstName: 'Pat',
        lastName: 'Lee',
        phone: null,
        acceptsMarketing: false,
        quotaMonth: null,
        quotaValue: null,
        persistedCartMetafield: null,
        preferredAddress: metafield,
        soldTo: null,
        shipToZip: null,
        clinicZip: null,
        addresses: [],
        defaultAddress: null,
      }).preferredAddress,
    ).toEqual(metafield);
    expect(
      subscriptionSchema.safeParse({
        customerId: 'c1',
        productId: 'p1',
        contractId: 'k1',
        frequencyDays: 28,
        frequency: 4,
        cancelled: false,
        cancelReason: null,
        startDateString: '2026-11-01',
        quantity: 1,
        weight: 15.5,
        weightUnit: 'lbs',
      }).success,
    ).toBe(true);
  });
});
