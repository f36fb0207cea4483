import { describe, expect, it } from 'vitest';
import { cartEvent, couponEvent } from '../../../web/features/cart/cart-analytics';
import { checkoutEvents, couponOfCheckout } from '../../../web/features/checkout/checkout-analytics';
import { cartWith } from '../../core/cart/fixtures';

const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 }, { merchandiseId: 'v-kibble-30', quantity: 1 });

describe('checkout analytics events', () => {
  it('a cart event carries every line as a GA4 item and the cart subtotal as value', () => {
    expect(cartEvent('begin_checkout', cart)).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'USD',
        value: 75.99,
        items: [
          {
            item_id: 'K15',
            item_name: 'Adult Chicken Kibble',
            item_category: 'Dry Dog Food',
            item_variant: expect.any(String),
            price: 20,
            quantity: 2,
          },
          expect.objectContaining({ item_id: 'K30', price: 35.99, quantity: 1 }),
        ],
      },
    });
  });

  it('the events a checkout has earned follow its steps: begin, then shipping, then payment', () => {
    const names = (step: Parameters<typeof checkoutEvents>[1]) => checkoutEvents(cart, step).map((e) => e.entry().event);
    expect(names('contact')).toEqual(['begin_checkout']);
    expect(names('delivery')).toEqual(['begin_checkout']);
    expect(names('payment')).toEqual(['begin_checkout', 'add_shipping_info']);
    expect(names('review')).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info']);
    const [, shipping, payment] = checkoutEvents(cart, 'review').map((e) => e.entry());
    expect(shipping.ecommerce).toMatchObject({ shipping_tier: 'Standard', currency: 'USD', value: 75.99 });
    expect(payment.ecommerce).toMatchObject({ payment_type: 'Credit Card', currency: 'USD', value: 75.99 });
  });

  it('the coupon of a purchase is the accepted codes only', () => {
    expect(
      couponOfCheckout([
        { code: 'KIBBLE5', applicable: true },
        { code: 'SPRING20', applicable: false },
      ]),
    ).toBe('KIBBLE5');
    expect(couponOfCheckout([{ code: 'SPRING20', applicable: false }])).toBeNull();
  });

  it("'coupon' names the code at the top and in the ecommerce object, with the cart's items", () => {
    const event = couponEvent(cart, 'KIBBLE5');
    expect(event).toMatchObject({ event: 'coupon', coupon: 'KIBBLE5', ecommerce: { currency: 'USD', coupon: 'KIBBLE5' } });
    expect((event.ecommerce as { items: unknown[] }).items).toHaveLength(2);
  });
});
