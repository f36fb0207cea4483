import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from '../../../core/catalogue/slug';
import { formatWeightSegment, parseWeightSegment, weightFilter, weightOfFilter } from '../../../core/catalogue/weight-segment';

describe('slugify / isSlug', () => {
  it.each([
    ['Ocean Fish & Rice', 'ocean-fish-rice'],
    ['Chicken', 'chicken'],
    ["Hill's Crème", 'hills-creme'],
    ['5.5 oz', '5.5-oz'],
    ['Senior 7+', 'senior-7'],
    ['  --Weird--  ', 'weird'],
    ['end.', 'end'],
  ])('%j → %j', (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });

  it.each([
    ['chicken', true],
    ['ocean-fish', true],
    ['k9', true],
    ['Chicken', false],
    ['ocean--fish', false],
    ['-x', false],
    ['x-', false],
    ['', false],
    ['5.5oz', false],
  ])('isSlug(%j) → %s', (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });
});

describe('weight segments', () => {
  it.each([
    ['1lb', { weight: 1, unit: 'lbs' }],
    ['45lb', { weight: 45, unit: 'lbs' }],
    ['15lbs', { weight: 15, unit: 'lbs' }],
    ['15LB', { weight: 15, unit: 'lbs' }],
    ['2.5oz', { weight: 2.5, unit: 'oz' }],
    ['13oz', { weight: 13, unit: 'oz' }],
    ['0.9lb', null],
    ['45.1lb', null],
    ['2.4oz', null],
    ['13.1oz', null],
    ['15 lb', null],
    ['15kg', null],
    ['lb', null],
    ['.5oz', null],
  ])('parse %j', (segment, expected) => {
    expect(parseWeightSegment(segment)).toEqual(expected);
  });

  it('formats, builds and reads back the exact-size filter', () => {
    expect(formatWeightSegment({ weight: 27.5, unit: 'lbs' })).toBe('27.5lb');
    expect(weightFilter({ weight: 5.5, unit: 'oz' })).toEqual({ field: 'weight_oz', min: 5.5, max: 5.5 });
    expect(weightOfFilter({ field: 'weight_oz', min: 5.5, max: 5.5 })).toEqual({ weight: 5.5, unit: 'oz' });
    expect(weightOfFilter({ field: 'weight_oz', min: 2.5, max: 13 })).toBeNull();
    expect(weightOfFilter({ field: 'weight_lbs', min: 60, max: 60 })).toBeNull();
    expect(weightOfFilter({ field: 'price', min: 5, max: 5 })).toBeNull();
  });
});
