import { addDays, dayOfWeek, isoDate } from './calendar-date';

/** One US federal holiday: its name, its calendar date and the weekday it is observed on. */
export interface FederalHoliday {
  name: string;
  date: string;
  observed: string;
}

/** The n-th (1-based) `weekday` (0 Sunday … 6 Saturday) of a month, as 'YYYY-MM-DD'. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = isoDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** The last `weekday` of a month, as 'YYYY-MM-DD'. */
export function lastWeekday(year: number, month: number, weekday: number): string {
  const last = isoDate(year, month + 1, 0);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** Federal observance of a fixed-date holiday: Saturday → the Friday before, Sunday → the Monday after. */
export function observedDate(date: string): string {
  const day = dayOfWeek(date);
  if (day === 6) return addDays(date, -1);
  return day === 0 ? addDays(date, 1) : date;
}

function fixed(name: string, year: number, month: number, day: number): FederalHoliday {
  const date = isoDate(year, month, day);
  return { name, date, observed: observedDate(date) };
}

function floating(name: string, date: string): FederalHoliday {
  return { name, date, observed: date };
}

function holidaysOf(year: number): FederalHoliday[] {
  return [
    fixed("New Year's Day", year, 1, 1),
    floating('Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, 1, 3)),
    floating("Washington's Birthday", nthWeekday(year, 2, 1, 3)),
    floating('Memorial Day', lastWeekday(year, 5, 1)),
    fixed('Juneteenth National Independence Day', year, 6, 19),
    fixed('Independence Day', year, 7, 4),
    floating('Labor Day', nthWeekday(year, 9, 1, 1)),
    floating('Columbus Day', nthWeekday(year, 10, 1, 2)),
    fixed('Veterans Day', year, 11, 11),
    floating('Thanksgiving Day', nthWeekday(year, 11, 4, 4)),
    fixed('Christmas Day', year, 12, 25),
  ];
}

/**
 * The 11 US federal holidays whose observed day falls in `year`, by observed date. A New Year's
 * Day on a Saturday is observed on 31 December of the year before, so it is listed in that year.
 */
export function usFederalHolidays(year: number): FederalHoliday[] {
  const inYear = (h: FederalHoliday) => h.observed.startsWith(`${year}-`);
  return [...holidaysOf(year).filter(inYear), ...holidaysOf(year + 1).filter(inYear)];
}

/** Observed holiday dates of the given years, for business-day counting. */
export function federalHolidayDates(years: readonly number[]): Set<string> {
  return new Set(years.flatMap((y) => usFederalHolidays(y).map((h) => h.observed)));
}
