import { describe, expect, it } from 'vitest';
import { decideCheckout, OVER_ORDER_LIMIT_MESSAGE } from '../../../web/features/cart/checkout-decision';
import { itemCountLabel, lineWeightLabel } from '../../../web/features/cart/line-details';
import { formatPounds, roundWeight, weightInPounds } from '../../../web/features/cart/weight';
import { applyAll, cartWith, PLAN } from '../../core/cart/fixtures';

describe('weights in pounds', () => {
  it('keeps pounds and converts ounces with 0.0625 lb per oz', () => {
    expect(weightInPounds(15.5, 'lbs')).toBe(15.5);
    expect(weightInPounds(16, 'oz')).toBe(1);
    expect(weightInPounds(8, 'oz')).toBe(0.5);
  });

  it('rounds up to the next tenth (§9 helper) and leaves exact tenths alone', () => {
    expect(weightInPounds(5.5, 'oz')).toBe(0.4); // 0.34375
    expect(weightInPounds(3, 'oz')).toBe(0.2); // 0.1875
    expect(weightInPounds(13, 'oz')).toBe(0.9); // 0.8125
    expect(roundWeight(0.2)).toBe(0.2);
    expect(roundWeight(0.1 + 0.2)).toBe(0.3);
    expect(roundWeight(7)).toBe(7);
  });

  it("labels as '{n} lbs'; a line reads its _weightValue/_weightUnit attributes", () => {
    expect(formatPounds(2.5, 'oz')).toBe('0.2 lbs');
    expect(
      lineWeightLabel({
        attributes: [
          { key: '_weightValue', value: '5.5' },
          { key: '_weightUnit', value: 'oz' },
        ],
      }),
    ).toBe('0.4 lbs');
    expect(lineWeightLabel({ attributes: [] })).toBeNull();
    expect(itemCountLabel(3)).toBe('3 item(s)');
  });
});

describe('checkout decision', () => {
  const online = { online: true, pendingCount: 0, fairTradeCompliance: true, signedIn: false };

  it('opens the cart’s checkout URL, syncing first when changes are pending', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 2 });
    expect(decideCheckout(cart, online)).toEqual({ kind: 'checkout', url: '/checkout', syncFirst: false });
    expect(decideCheckout(cart, { ...online, pendingCount: 1 })).toMatchObject({ kind: 'checkout', syncFirst: true });
  });

  it('refuses a cart over 10 items, before anything else', () => {
    const cart = applyAll(cartWith({ merchandiseId: 'v-kibble-15', quantity: 10 }), {
      kind: 'addLines',
      lineItems: [{ merchandiseId: 'v-sample', quantity: 1 }],
    });
    expect(decideCheckout(cart, { ...online, online: false })).toEqual({ kind: 'refused', message: OVER_ORDER_LIMIT_MESSAGE });
  });

  it('needs the network', () => {
    const cart = cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 });
    expect(decideCheckout(cart, { ...online, online: false }).kind).toBe('offline');
  });

  it('sends a guest with an Autoship line to log in when the flag is on, not a signed-in buyer, not with the flag off', () => {
    const autoship = cartWith({ merchandiseId: 'v-kibble-15', quantity: 1, sellingPlanId: PLAN });
    expect(decideCheckout(autoship, online)).toEqual({ kind: 'login-required', path: '/shelter/autoship-required-login' });
    expect(decideCheckout(autoship, { ...online, fairTradeCompliance: false }).kind).toBe('checkout');
    // signed in with no buyer identity on the cart (nothing sets one): the session decides
    expect(decideCheckout(autoship, { ...online, signedIn: true }).kind).toBe('checkout');
    const oneTime = cartWith({ merchandiseId: 'v-kibble-15', quantity: 1 });
    expect(decideCheckout(oneTime, online).kind).toBe('checkout');
  });
});
