/**
 * en-US money and date text without Intl. The first Intl formatter a page builds loads ICU data
 * (about 30 ms on a phone, on the first screen's critical path: every card shows a price and a
 * delivery date), and these are the only two shapes the shop shows. tests/web/lib/format.test.ts
 * checks them against Intl.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '$1,234.56' (and '-$3.50') for a dollar amount, rounded half away from zero to cents. */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '$NaN';
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON * 100);
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''; // as Intl: '-$0.00' for a tiny debit
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** 'Fri, Nov 27' for a 'YYYY-MM-DD' calendar date, whatever the device's time zone. */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
