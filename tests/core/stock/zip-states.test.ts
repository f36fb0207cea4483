import { describe, expect, it } from 'vitest';
import { DELIVERY_BUSINESS_DAYS, deliveryBusinessDays, estimatedDeliveryDate } from '../../../core/stock/delivery-estimate';
import { US_STATES } from '../../../core/stock/us-states';
import { stateForZip, ZIP_PREFIX_STATES } from '../../../core/stock/zip-states';

// One real zip per state (capital or largest city), DC and Puerto Rico.
const REAL_ZIPS: [string, string][] = [
  ['35203', 'AL'],
  ['99501', 'AK'],
  ['85004', 'AZ'],
  ['72201', 'AR'],
  ['90210', 'CA'],
  ['80011', 'CO'],
  ['06103', 'CT'],
  ['19901', 'DE'],
  ['20500', 'DC'],
  ['33101', 'FL'],
  ['30303', 'GA'],
  ['96813', 'HI'],
  ['83702', 'ID'],
  ['60601', 'IL'],
  ['46204', 'IN'],
  ['50309', 'IA'],
  ['66603', 'KS'],
  ['40202', 'KY'],
  ['70112', 'LA'],
  ['04101', 'ME'],
  ['21201', 'MD'],
  ['02108', 'MA'],
  ['48226', 'MI'],
  ['55401', 'MN'],
  ['39201', 'MS'],
  ['63101', 'MO'],
  ['59601', 'MT'],
  ['68508', 'NE'],
  ['89501', 'NV'],
  ['03301', 'NH'],
  ['07102', 'NJ'],
  ['87501', 'NM'],
  ['10001', 'NY'],
  ['27601', 'NC'],
  ['58501', 'ND'],
  ['43215', 'OH'],
  ['73102', 'OK'],
  ['97201', 'OR'],
  ['19103', 'PA'],
  ['02903', 'RI'],
  ['29201', 'SC'],
  ['57501', 'SD'],
  ['37203', 'TN'],
  ['75201', 'TX'],
  ['84111', 'UT'],
  ['05401', 'VT'],
  ['23219', 'VA'],
  ['98101', 'WA'],
  ['25301', 'WV'],
  ['53202', 'WI'],
  ['82001', 'WY'],
  ['00901', 'PR'],
  // prefixes that belong to another state than their neighbours
  ['00501', 'NY'],
  ['05501', 'MA'],
  ['20101', 'VA'],
  ['56901', 'DC'],
  ['73301', 'TX'],
  ['79901', 'TX'],
  ['88510', 'TX'],
];

describe('stateForZip', () => {
  it.each(REAL_ZIPS)('%s → %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });

  it('covers all 50 states and DC', () => {
    const covered = new Set(ZIP_PREFIX_STATES.map(([, , s]) => s));
    for (const { code } of US_STATES) expect(covered).toContain(code);
    expect(US_STATES).toHaveLength(51);
  });

  it.each([
    ['00100', 'unassigned'],
    ['00801', 'Virgin Islands'],
    ['09001', 'military AE'],
    ['34001', 'military AA'],
    ['96201', 'military AP'],
    ['96910', 'Guam'],
    ['26901', 'unassigned 269'],
    ['71501', 'unassigned 715'],
    ['1234', 'too short'],
    ['abcde', 'not digits'],
  ])('%s (%s) → null', (zip) => {
    expect(stateForZip(zip)).toBeNull();
  });

  it('runs are ordered and never overlap', () => {
    for (let i = 1; i < ZIP_PREFIX_STATES.length; i++) {
      const [, previousLast] = ZIP_PREFIX_STATES[i - 1];
      const [first, last] = ZIP_PREFIX_STATES[i];
      expect(first).toBeGreaterThan(previousLast);
      expect(last).toBeGreaterThanOrEqual(first);
    }
  });
});

describe('estimatedDeliveryDate', () => {
  it.each([
    ['contiguous: Mon + 3', '2026-03-02', '80011', { date: '2026-03-05', state: 'CO', businessDays: 3 }],
    ['contiguous over a weekend', '2026-03-05', '10001', { date: '2026-03-10', state: 'NY', businessDays: 3 }],
    ['contiguous over Thanksgiving', '2026-11-24', '60601', { date: '2026-11-30', state: 'IL', businessDays: 3 }],
    ['Alaska: 6 days', '2026-03-02', '99501', { date: '2026-03-10', state: 'AK', businessDays: 6 }],
    ['Hawaii: 6 days', '2026-03-02', '96813', { date: '2026-03-10', state: 'HI', businessDays: 6 }],
    ['Puerto Rico: 6 days', '2026-03-02', '00901', { date: '2026-03-10', state: 'PR', businessDays: 6 }],
    ['skips Christmas observed Fri 24 Dec 2027', '2027-12-23', '80011', { date: '2027-12-29', state: 'CO', businessDays: 3 }],
    ['skips New Year observed Fri 31 Dec 2027', '2027-12-29', '80011', { date: '2028-01-04', state: 'CO', businessDays: 3 }],
  ])('%s', (_name, today, zip, expected) => {
    expect(estimatedDeliveryDate(today, zip)).toMatchObject(expected);
  });

  it('is null for an unknown zip or a bad date', () => {
    expect(estimatedDeliveryDate('2026-03-02', '09001')).toBeNull();
    expect(estimatedDeliveryDate('2026-03-02', '800')).toBeNull();
    expect(estimatedDeliveryDate('2026-02-30', '80011')).toBeNull();
  });

  it('documents its table', () => {
    expect(DELIVERY_BUSINESS_DAYS.default).toBe(3);
    expect(deliveryBusinessDays('AK')).toBe(6);
    expect(deliveryBusinessDays('HI')).toBe(6);
    expect(deliveryBusinessDays('TX')).toBe(3);
  });
});
