// Calendar dates are 'YYYY-MM-DD' strings handled in UTC, so no time zone can shift a day.

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return toIsoDate(parseIsoDate(value)) === value;
}

/** The UTC midnight Date of a 'YYYY-MM-DD' string. */
export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** 'YYYY-MM-DD' of a Date's UTC calendar day. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of year, month (1-12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return toIsoDate(new Date(Date.UTC(year, month - 1, day)));
}

/** The date `days` days after (or before, if negative) a 'YYYY-MM-DD' date. */
export function addDays(value: string, days: number): string {
  const date = parseIsoDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Day of week of a 'YYYY-MM-DD' date: 0 Sunday … 6 Saturday. */
export function dayOfWeek(value: string): number {
  return parseIsoDate(value).getUTCDay();
}
