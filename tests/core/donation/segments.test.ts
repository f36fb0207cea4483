import { describe, expect, it } from 'vitest';
import type { Segment } from '../../../core/entities/donation';
import { isExcluded, matchSegment, segmentValueMatches, widgetVisible } from '../../../core/donation';

const segment = (over: Partial<Segment>): Segment => ({
  id: 's',
  isActive: true,
  name: 'segment',
  excludeSegment: false,
  frontEndPropertyName: 'prop',
  frontEndSource: 1,
  priorityIndex: 0,
  valueCategory: 2,
  specifiedValues: [],
  donationAction: 0,
  ...over,
});

describe('segment value categories (§5)', () => {
  it('0 matches an empty value', () => {
    const s = segment({ valueCategory: 0 });
    for (const v of [undefined, null, '', '  ', []]) expect(segmentValueMatches(s, v)).toBe(true);
    expect(segmentValueMatches(s, 'x')).toBe(false);
  });
  it('1 matches a non-empty value', () => {
    const s = segment({ valueCategory: 1 });
    expect(segmentValueMatches(s, 'x')).toBe(true);
    expect(segmentValueMatches(s, 0)).toBe(true);
    expect(segmentValueMatches(s, '')).toBe(false);
  });
  it('2 or other: an exact match; arrays equal by length and membership', () => {
    for (const valueCategory of [2, 7]) {
      const s = segment({ valueCategory, specifiedValues: ['HPSF', 'staff'] });
      expect(segmentValueMatches(s, 'HPSF')).toBe(true);
      expect(segmentValueMatches(s, 'hpsf')).toBe(false);
      expect(segmentValueMatches(s, ['staff', 'HPSF'])).toBe(true);
      expect(segmentValueMatches(s, ['HPSF'])).toBe(false);
      expect(segmentValueMatches(s, ['HPSF', 'HPSF'])).toBe(false);
      expect(segmentValueMatches(s, ['HPSF', 'staff', 'x'])).toBe(false);
    }
  });
});

describe('matchSegment', () => {
  const values: Record<string, unknown> = { a: 'yes', b: 'yes' };
  const read = (s: Segment) => values[s.frontEndPropertyName];
  it('the first active matching segment by priorityIndex wins', () => {
    const segments = [
      segment({ id: 'late', frontEndPropertyName: 'a', valueCategory: 1, priorityIndex: 5 }),
      segment({ id: 'inactive', frontEndPropertyName: 'b', valueCategory: 1, priorityIndex: 0, isActive: false }),
      segment({ id: 'early', frontEndPropertyName: 'b', valueCategory: 1, priorityIndex: 1 }),
      segment({ id: 'nomatch', frontEndPropertyName: 'c', valueCategory: 1, priorityIndex: -1 }),
    ];
    expect(matchSegment(segments, read)?.id).toBe('early');
    expect(matchSegment([segments[3]], read)).toBeNull();
  });
  it('an excluded segment is excluded', () => {
    expect(isExcluded(segment({ excludeSegment: true }))).toBe(true);
    expect(isExcluded(null)).toBe(false);
  });
});

describe('widgetVisible (§4)', () => {
  it('online purchase needs a total above 0; add-on or round-up show anyway', () => {
    expect(widgetVisible({ excluded: false, activeCampaigns: [1], total: 1 })).toBe(true);
    expect(widgetVisible({ excluded: false, activeCampaigns: [1], total: 0 })).toBe(false);
    expect(widgetVisible({ excluded: false, activeCampaigns: [4], total: 0 })).toBe(true);
    expect(widgetVisible({ excluded: false, activeCampaigns: [3], total: 0 })).toBe(true);
    expect(widgetVisible({ excluded: false, activeCampaigns: [], total: 5 })).toBe(false);
  });
  it('an excluded segment hides it; a single product needs a total above 0', () => {
    expect(widgetVisible({ excluded: true, activeCampaigns: [1, 3, 4], total: 5 })).toBe(false);
    expect(widgetVisible({ excluded: false, activeCampaigns: [4], total: 0, singleProduct: true })).toBe(false);
    expect(widgetVisible({ excluded: false, activeCampaigns: [], total: 0.5, singleProduct: true })).toBe(true);
  });
});
