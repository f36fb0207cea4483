import type { Money } from '../entities/catalogue';
import { CART_CURRENCY } from './rules';

/** 1299 → '12.99', -5 → '-0.05'; integer arithmetic so no float rounding reaches the wire. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Integer cents → wire money in the cart currency. */
export function centsToMoney(cents: number): Money {
  return { amount: centsToAmount(cents), currencyCode: CART_CURRENCY };
}

export { amountToCents } from '../catalogue/price';

/** `percent` of `cents`, rounded to the nearest cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
