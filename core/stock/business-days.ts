import { addDays, dayOfWeek } from './calendar-date';

/** True for a Monday-to-Friday date that is not in `holidays` ('YYYY-MM-DD' strings). */
export function isBusinessDay(date: string, holidays: ReadonlySet<string> | readonly string[]): boolean {
  const day = dayOfWeek(date);
  const isHoliday = Array.isArray(holidays) ? holidays.includes(date) : (holidays as ReadonlySet<string>).has(date);
  return day !== 0 && day !== 6 && !isHoliday;
}

/**
 * The date `n` business days after `date` (the start day itself never counts; n = 0 returns it
 * unchanged), skipping weekends and the given holidays.
 */
export function businessDaysFrom(date: string, n: number, holidays: ReadonlySet<string> | readonly string[] = []): string {
  let current = date;
  for (let left = Math.max(0, Math.floor(n)); left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current, holidays)) left--;
  }
  return current;
}
