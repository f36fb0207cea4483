import { describe, expect, it } from 'vitest';
import { categoryName, DONATION_CATEGORIES, isUsStateCode, US_STATES } from '../../../core/donation';

describe('donation lists (§3, §9)', () => {
  it('26 categories with ids 0-25 and distinct icons', () => {
    expect(DONATION_CATEGORIES).toHaveLength(26);
    expect(DONATION_CATEGORIES.map((c) => c.id)).toEqual([...Array(26).keys()]);
    expect(new Set(DONATION_CATEGORIES.map((c) => c.icon)).size).toBe(26);
    expect(categoryName(0)).toBe('Animals');
    expect(categoryName(99)).toBe('Other');
  });
  it('51 US states and DC with distinct codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(false);
  });
});
