import { describe, expect, it } from 'vitest';
import { applyCartMutation, type CartState, cartTotals, fromWireCart, MAX_CART_DONATION_CENTS, toWireCart } from '../../../core/cart';
import { orderTotals, orderTotalsToWire, salesTaxCents } from '../../../core/checkout';
import { CAMPAIGNS, shopperDonationChoices } from '../../../core/donation';
import { makeCart, makeLine } from '../checkout/fixtures';
import { lookup } from './fixtures';

describe('the shopper-paid donation on a cart', () => {
  const cart = makeCart([makeLine('a', 1999, 2)]);

  it('is set by updateDonation and shows in the estimated total as its own line', () => {
    const result = applyCartMutation(cart, { kind: 'updateDonation', amountCents: 200 }, lookup);
    expect(result.outcome.ok).toBe(true);
    const totals = cartTotals(result.cart as CartState);
    expect(totals).toMatchObject({ cartSubtotalCents: 3998, donationCents: 200, estimatedTotalCents: 4198 });
    // not a saving: Total Savings stays the goods' own
    expect(totals.totalSavingsCents).toBe(cartTotals(cart).totalSavingsCents);
  });

  it('refuses negative, fractional and over-limit amounts, naming amountCents', () => {
    for (const amountCents of [-1, 1.5, MAX_CART_DONATION_CENTS + 1]) {
      const result = applyCartMutation(cart, { kind: 'updateDonation', amountCents }, lookup);
      expect(result.outcome).toMatchObject({ ok: false, refusal: { reason: 'invalid-donation', field: 'amountCents' } });
      expect(result.cart).toBe(cart);
    }
  });

  it('travels on the wire cart and back', () => {
    const withGift = { ...cart, donationCents: 50 };
    const wire = toWireCart(withGift);
    expect(wire.donation).toEqual({ amount: '0.50', currencyCode: 'USD' });
    expect(wire.cost.totalAmount.amount).toBe('40.48');
    expect(fromWireCart(wire).donationCents).toBe(50);
    expect(toWireCart(cart).donation).toBeUndefined();
  });
});

describe('order totals with a donation', () => {
  it('adds the donation to the total but taxes the goods only', () => {
    const cart = { ...makeCart([makeLine('a', 2000, 2)]), donationCents: 500 };
    const without = orderTotals({ ...cart, donationCents: 0 }, 'CA', 50);
    const totals = orderTotals(cart, 'CA', 50);
    expect(totals.taxCents).toBe(salesTaxCents(4000, 'CA'));
    expect(totals.taxCents).toBe(without.taxCents);
    expect(totals.donationCents).toBe(500);
    expect(totals.totalCents).toBe(without.totalCents + 500);
    expect(orderTotalsToWire(totals, 'CA').donation).toEqual({ amount: '5.00', currencyCode: 'USD' });
  });

  it('does not count toward free shipping', () => {
    // $45 of goods + a $5 gift reaches $50 only with the gift: shipping is still charged
    const cart = { ...makeCart([makeLine('a', 4500, 1)]), donationCents: 500 };
    const totals = orderTotals(cart, 'CO', 50);
    expect(totals.freeShipping).toBe(false);
    expect(totals.shippingCents).toBeGreaterThan(0);
  });
});

describe('shopper donation choices', () => {
  const facts = { addOnAmounts: [1, 2, 5], goodsTotalCents: 4237 };

  it('offers nothing while only the online-purchase campaign is active', () => {
    expect(shopperDonationChoices({ ...facts, activeCampaigns: [CAMPAIGNS.onlinePurchase] })).toEqual([]);
  });

  it('offers none, the round-up to the next dollar and the add-on amounts', () => {
    const choices = shopperDonationChoices({ ...facts, activeCampaigns: [CAMPAIGNS.roundUpDonation, CAMPAIGNS.addOnDonation] });
    expect(choices.map((c) => [c.label, c.amountCents])).toEqual([
      ['No extra gift', 0],
      ['Round up to $43', 63],
      ['Add $1', 100],
      ['Add $2', 200],
      ['Add $5', 500],
    ]);
  });

  it('leaves the round-up out when the total is whole already', () => {
    const choices = shopperDonationChoices({ ...facts, goodsTotalCents: 4200, activeCampaigns: [CAMPAIGNS.roundUpDonation] });
    expect(choices.map((c) => c.kind)).toEqual(['none']);
  });
});
