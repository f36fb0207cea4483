import { describe, expect, it } from 'vitest';
import { businessDaysFrom, isBusinessDay } from '../../../core/stock/business-days';
import { addDays, dayOfWeek, isIsoDate } from '../../../core/stock/calendar-date';
import { federalHolidayDates, lastWeekday, nthWeekday, observedDate, usFederalHolidays } from '../../../core/stock/holidays';

const observed = (year: number) => Object.fromEntries(usFederalHolidays(year).map((h) => [h.name, h.observed]));

describe('usFederalHolidays', () => {
  it('2026 (Independence Day on a Saturday → Friday 3 July)', () => {
    expect(observed(2026)).toEqual({
      "New Year's Day": '2026-01-01',
      'Birthday of Martin Luther King, Jr.': '2026-01-19',
      "Washington's Birthday": '2026-02-16',
      'Memorial Day': '2026-05-25',
      'Juneteenth National Independence Day': '2026-06-19',
      'Independence Day': '2026-07-03',
      'Labor Day': '2026-09-07',
      'Columbus Day': '2026-10-12',
      'Veterans Day': '2026-11-11',
      'Thanksgiving Day': '2026-11-26',
      'Christmas Day': '2026-12-25',
    });
    expect(usFederalHolidays(2026)).toHaveLength(11);
  });

  it('2027 (Juneteenth and Christmas on Saturdays, Independence Day on a Sunday, 1 Jan 2028 observed 31 Dec 2027)', () => {
    const list = usFederalHolidays(2027).map((h) => [h.name, h.date, h.observed]);
    expect(list).toEqual([
      ["New Year's Day", '2027-01-01', '2027-01-01'],
      ['Birthday of Martin Luther King, Jr.', '2027-01-18', '2027-01-18'],
      ["Washington's Birthday", '2027-02-15', '2027-02-15'],
      ['Memorial Day', '2027-05-31', '2027-05-31'],
      ['Juneteenth National Independence Day', '2027-06-19', '2027-06-18'],
      ['Independence Day', '2027-07-04', '2027-07-05'],
      ['Labor Day', '2027-09-06', '2027-09-06'],
      ['Columbus Day', '2027-10-11', '2027-10-11'],
      ['Veterans Day', '2027-11-11', '2027-11-11'],
      ['Thanksgiving Day', '2027-11-25', '2027-11-25'],
      ['Christmas Day', '2027-12-25', '2027-12-24'],
      ["New Year's Day", '2028-01-01', '2027-12-31'],
    ]);
  });

  it('2028 leaves out its New Year (observed in 2027)', () => {
    const names = usFederalHolidays(2028).map((h) => h.name);
    expect(names).not.toContain("New Year's Day");
    expect(names).toHaveLength(10);
  });

  it('every observed day is a weekday', () => {
    for (let year = 2024; year <= 2040; year++) {
      for (const h of usFederalHolidays(year)) expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(h.observed));
    }
  });
});

describe('date helpers', () => {
  it.each([
    ['2026-07-04', '2026-07-03'],
    ['2027-07-04', '2027-07-05'],
    ['2026-12-25', '2026-12-25'],
  ])('observedDate(%s) → %s', (date, expected) => {
    expect(observedDate(date)).toBe(expected);
  });

  it('nth and last weekdays', () => {
    expect(nthWeekday(2026, 11, 4, 4)).toBe('2026-11-26');
    expect(nthWeekday(2026, 9, 1, 1)).toBe('2026-09-07');
    expect(lastWeekday(2026, 5, 1)).toBe('2026-05-25');
    expect(lastWeekday(2027, 5, 1)).toBe('2027-05-31');
  });

  it('calendar arithmetic', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });
});

describe('businessDaysFrom', () => {
  const holidays = federalHolidayDates([2026, 2027]);

  it.each([
    ['Monday + 3', '2026-03-02', 3, '2026-03-05'],
    ['Thursday + 3 skips the weekend', '2026-03-05', 3, '2026-03-10'],
    ['Saturday + 1 is Monday', '2026-03-07', 1, '2026-03-09'],
    ['Sunday + 1 is Monday', '2026-03-08', 1, '2026-03-09'],
    ['n = 0 keeps the date', '2026-03-07', 0, '2026-03-07'],
    ['skips observed Independence Day (Fri 3 Jul 2026)', '2026-07-02', 1, '2026-07-06'],
    ['skips Thanksgiving', '2026-11-25', 1, '2026-11-27'],
    ['skips Christmas observed on Fri 24 Dec 2027', '2027-12-22', 3, '2027-12-28'],
    ['skips New Year observed on Fri 31 Dec 2027', '2027-12-29', 3, '2028-01-04'],
    ['skips MLK day 2027', '2027-01-15', 1, '2027-01-19'],
    ['6 days over a holiday week', '2026-11-23', 6, '2026-12-02'],
  ])('%s', (_name, date, n, expected) => {
    expect(businessDaysFrom(date, n, holidays)).toBe(expected);
  });

  it('without holidays only weekends are skipped', () => {
    expect(businessDaysFrom('2026-07-02', 1)).toBe('2026-07-03');
    expect(businessDaysFrom('2026-07-02', 1, ['2026-07-03'])).toBe('2026-07-06');
  });

  it('isBusinessDay', () => {
    expect(isBusinessDay('2026-07-03', holidays)).toBe(false);
    expect(isBusinessDay('2026-07-04', [])).toBe(false);
    expect(isBusinessDay('2026-07-06', holidays)).toBe(true);
  });
});
