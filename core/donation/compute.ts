/**
 * The donation of a cart or of one product (§3 donation response): each line's net (after its own
 * discount and its share of the cart discount) gives a donation by the product's setting (or the
 * store's default), times the receiving cause's multiplier, in the store's currency.
 */
import type { DonationResponse } from '../entities/donation';
import { convert, type DonationSetting, lineDonation, lineNet, roundMoney, spreadCartDiscount } from './amounts';

export interface DonationLine {
  id: string;
  price: number;
  quantity: number;
  discount: number;
}

/** A product's own setting; a direct donation goes to its cause whatever the shopper chose. */
export interface ProductSetting extends DonationSetting {
  directCauseId: string | null;
}

export interface DonationFacts {
  lines: readonly DonationLine[];
  cartDiscount: number;
  ignoreDirectDonations: boolean;
  /** the product's setting by cms id; a product without one takes `storeDefault` */
  settingOf: (cmsId: string) => ProductSetting | undefined;
  storeDefault: DonationSetting;
  /** the cause the shopper chose (or the store's default); null: no cause yet */
  causeId: string | null;
  /** the multiplier of a cause (the store's causeMultipliers, else the cause's own, else 1) */
  multiplierOf: (causeId: string) => number;
  /** the shopper is in an excluded segment: nothing is given */
  excluded: boolean;
  currency: string;
  conversionRate: number;
  /** a cart request (cartDonation answered) rather than one product's */
  cart: boolean;
}

interface LineResult {
  cmsId: string;
  causeId: string | null;
  amount: number;
  donationType: number;
  directDonation: boolean;
}

function lineResults(facts: DonationFacts): LineResult[] {
  const nets = spreadCartDiscount(
    facts.lines.map((line) => lineNet(line.price, line.quantity, line.discount)),
    facts.cartDiscount,
  );
  return facts.lines.map((line, i) => {
    const own = facts.settingOf(line.id);
    const isDirect = own?.directCauseId != null;
    // ignoreDirectDonations leaves direct-donation lines out (they are given elsewhere)
    const direct = isDirect && !facts.ignoreDirectDonations;
    const setting = own ?? facts.storeDefault;
    const causeId = direct ? (own?.directCauseId ?? null) : facts.causeId;
    const base = facts.excluded || (isDirect && !direct) ? 0 : lineDonation(nets[i], line.quantity, setting);
    const multiplied = causeId ? base * facts.multiplierOf(causeId) : base;
    return {
      cmsId: line.id,
      causeId,
      amount: convert(multiplied, facts.conversionRate),
      donationType: setting.donationType,
      directDonation: direct,
    };
  });
}

/** The §3 donation response of `facts`. */
export function computeDonation(facts: DonationFacts): DonationResponse {
  const results = lineResults(facts);
  const recipients: string[] = [];
  for (const r of results) if (r.causeId && r.amount > 0 && !recipients.includes(r.causeId)) recipients.push(r.causeId);
  const total = roundMoney(results.reduce((sum, r) => sum + r.amount, 0));
  const cartValue = facts.lines.reduce((sum, l) => sum + lineNet(l.price, l.quantity, l.discount), 0);
  return {
    donationRecipients: recipients.map((causeId) => ({
      causeId,
      amount: roundMoney(results.filter((r) => r.causeId === causeId).reduce((sum, r) => sum + r.amount, 0)),
    })),
    lineItems: results.map((r) => ({
      cmsId: r.cmsId,
      donations: recipients.map((causeId) => (causeId === r.causeId ? r.amount : 0)),
      totalDonationValue: r.amount,
      donationType: r.donationType,
      directDonation: r.directDonation,
    })),
    // the cart's value after every discount, and what it gives
    cartDonation: facts.cart
      ? { donation: convert(Math.max(0, cartValue - facts.cartDiscount), facts.conversionRate), totalDonationValue: total }
      : null,
    totalDonationAmount: total,
    excluded: facts.excluded,
    currency: facts.currency,
  };
}
