import { describe, expect, it } from 'vitest';
import { formatShortDate, formatUsd } from '../../../web/lib/format';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('formatUsd', () => {
  it.each([0, 0.5, 1, 9.99, 21.99, 49, 100, 999.999, 1000, 1234.56, 12345678.9, 0.004, 0.005, 2.675, -3.5, -0.001])(
    'writes %s as Intl does',
    (value) => expect(formatUsd(value)).toBe(usd.format(value)),
  );

  it('matches Intl on every cent up to $1,100', () => {
    for (let cents = 0; cents <= 110_000; cents += 7) expect(formatUsd(cents / 100)).toBe(usd.format(cents / 100));
  });
});

describe('formatShortDate', () => {
  it('writes a calendar date as Intl does, every day of 2026 and 2028 (a leap year)', () => {
    for (const year of [2026, 2028]) {
      for (let day = 0; day < 366; day++) {
        const date = new Date(Date.UTC(year, 0, 1 + day));
        const iso = date.toISOString().slice(0, 10);
        expect(formatShortDate(iso)).toBe(shortDate.format(date));
      }
    }
  });

  it('gives the same date in any time zone (the text comes from the UTC calendar day)', () => {
    expect(formatShortDate('2026-11-27')).toBe('Fri, Nov 27');
  });
});
