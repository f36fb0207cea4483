/** 'YYYY-MM-DD' of a real date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `days` days after calendar date `value` ('YYYY-MM-DD'), in UTC so time zones never shift it. */
export function addDays(value: string, days: number): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar date of an instant, in UTC. */
export function calendarDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
