/** Money arithmetic of the donation: line nets, cart discount spread, percentage or flat, round-up. */
import { DONATION_TYPE, type DonationType } from './constants';

/** Rounds to cents (half away from zero, float noise removed first). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Math.sign(amount) * Number.EPSILON) * 100) / 100;
}

/** A line's value: unit price × quantity − the line's discount, never below 0. */
export function lineNet(price: number, quantity: number, discount: number): number {
  return Math.max(0, price * quantity - discount);
}

/**
 * Spreads a cart-wide discount over the lines in proportion to their nets, so each line's donation
 * is computed on what the shopper really pays for it. A discount over the cart's value empties it.
 */
export function spreadCartDiscount(nets: readonly number[], cartDiscount: number): number[] {
  const total = nets.reduce((sum, net) => sum + net, 0);
  if (cartDiscount <= 0 || total <= 0) return [...nets];
  const share = Math.min(cartDiscount, total) / total;
  return nets.map((net) => Math.max(0, net - net * share));
}

/** The donation setting of a product or of the store: a percentage of the net, or a flat amount per unit. */
export interface DonationSetting {
  donationType: DonationType;
  value: number;
}

/** The donation of a line (before the cause multiplier): type 0 value % of its net, type 1 value × quantity. */
export function lineDonation(net: number, quantity: number, setting: DonationSetting): number {
  if (net <= 0 || quantity <= 0) return 0;
  if (setting.donationType === DONATION_TYPE.percentage) return (net * setting.value) / 100;
  // a flat donation never gives more than the line is worth
  return Math.min(net, setting.value * quantity);
}

/** Dollars in another currency at `rate` (1 for USD), rounded to cents (§9). */
export function convert(amount: number, rate: number): number {
  return roundMoney(amount * rate);
}

/** The round-up donation: what brings the total to the next whole dollar (0 when it is whole already). */
export function roundUpAmount(total: number): number {
  const cents = Math.round(total * 100);
  const rest = cents % 100;
  return rest === 0 ? 0 : (100 - rest) / 100;
}

/** The add-on amounts offered, in the store's currency. */
export function addOnAmounts(amounts: readonly number[], rate: number): number[] {
  return amounts.filter((amount) => amount > 0).map((amount) => convert(amount, rate));
}
