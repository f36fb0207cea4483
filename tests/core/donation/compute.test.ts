import { describe, expect, it } from 'vitest';
import { computeDonation, type DonationFacts, type ProductSetting } from '../../../core/donation';

const settings: Record<string, ProductSetting> = {
  kibble: { donationType: 0, value: 10, directCauseId: null },
  treats: { donationType: 1, value: 1, directCauseId: null },
  direct: { donationType: 0, value: 10, directCauseId: '98-7654321' },
};

const facts = (over: Partial<DonationFacts> = {}): DonationFacts => ({
  lines: [],
  cartDiscount: 0,
  ignoreDirectDonations: false,
  settingOf: (id) => settings[id],
  storeDefault: { donationType: 0, value: 1 },
  causeId: '12-3456789',
  multiplierOf: (id) => (id === '12-3456789' ? 2 : 1),
  excluded: false,
  currency: 'USD',
  conversionRate: 1,
  cart: true,
  ...over,
});

describe('computeDonation', () => {
  it('one product: percentage of the price times the cause multiplier', () => {
    const answer = computeDonation(facts({ lines: [{ id: 'kibble', price: 40, quantity: 1, discount: 0 }], cart: false }));
    expect(answer.totalDonationAmount).toBe(8);
    expect(answer.donationRecipients).toEqual([{ causeId: '12-3456789', amount: 8 }]);
    expect(answer.lineItems).toEqual([{ cmsId: 'kibble', donations: [8], totalDonationValue: 8, donationType: 0, directDonation: false }]);
    expect(answer.cartDonation).toBeNull();
    expect(answer.excluded).toBe(false);
  });

  it('a cart: line discounts, the cart discount spread, flat per unit, store default for the rest', () => {
    const answer = computeDonation(
      facts({
        lines: [
          { id: 'kibble', price: 20, quantity: 2, discount: 10 }, // net 30 → 24 after its share of 8
          { id: 'treats', price: 5, quantity: 2, discount: 0 }, // net 10 → 8; flat 1 × 2
          { id: 'other', price: 0, quantity: 1, discount: 0 },
        ],
        cartDiscount: 8,
        multiplierOf: () => 1,
      }),
    );
    expect(answer.lineItems.map((l) => l.totalDonationValue)).toEqual([2.4, 2, 0]);
    expect(answer.totalDonationAmount).toBe(4.4);
    expect(answer.cartDonation).toEqual({ donation: 32, totalDonationValue: 4.4 });
  });

  it('a direct donation goes to its own cause, or is left out when ignored', () => {
    const lines = [
      { id: 'kibble', price: 10, quantity: 1, discount: 0 },
      { id: 'direct', price: 10, quantity: 1, discount: 0 },
    ];
    const answer = computeDonation(facts({ lines }));
    expect(answer.donationRecipients).toEqual([
      { causeId: '12-3456789', amount: 2 },
      { causeId: '98-7654321', amount: 1 },
    ]);
    expect(answer.lineItems[1]).toMatchObject({ donations: [0, 1], directDonation: true });
    const ignored = computeDonation(facts({ lines, ignoreDirectDonations: true }));
    expect(ignored.totalDonationAmount).toBe(2);
    expect(ignored.lineItems[1]).toMatchObject({ totalDonationValue: 0, directDonation: false });
  });

  it('an excluded shopper gives nothing', () => {
    const answer = computeDonation(facts({ lines: [{ id: 'kibble', price: 40, quantity: 1, discount: 0 }], excluded: true }));
    expect(answer).toMatchObject({ excluded: true, totalDonationAmount: 0, donationRecipients: [] });
  });

  it('another currency: converted at the rate, rounded to cents', () => {
    const answer = computeDonation(
      facts({ lines: [{ id: 'kibble', price: 33.33, quantity: 1, discount: 0 }], currency: 'CAD', conversionRate: 1.37, cart: false }),
    );
    expect(answer.totalDonationAmount).toBe(9.13); // 33.33 × 10% × 2 × 1.37 = 9.132…
    expect(answer.currency).toBe('CAD');
  });

  it('no cause chosen yet: amounts without recipients', () => {
    const answer = computeDonation(facts({ lines: [{ id: 'kibble', price: 40, quantity: 1, discount: 0 }], causeId: null }));
    expect(answer.totalDonationAmount).toBe(4);
    expect(answer.donationRecipients).toEqual([]);
  });
});
