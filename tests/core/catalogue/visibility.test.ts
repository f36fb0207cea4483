import { describe, expect, it } from 'vitest';
import { isListable, isOptionVisible, visibleGroups } from '../../../core/catalogue/visibility';
import type { SiteCode } from '../../../core/constants';
import type { Species } from '../../../core/entities/catalogue';
import { catalogueGroups, makeGroup, makeOption, makeProduct } from './fixtures';

describe('isListable', () => {
  it.each([
    ['published', ['DTC', 'HPSF'], 'DTC', true],
    ['published', ['DTC', 'HPSF'], 'HPSF', true],
    ['published', ['HPSF'], 'DTC', false],
    ['published', ['DTC'], 'HPSF', false],
    ['published', [], 'DTC', false],
    ['draft', ['DTC', 'HPSF'], 'DTC', false],
    ['draft', ['DTC', 'HPSF'], 'HPSF', false],
    ['archived', ['DTC', 'HPSF'], 'DTC', false],
    ['archived', ['DTC', 'HPSF'], 'HPSF', false],
  ] as const)('%s on %j seen from %s → %s', (status, sites, site, expected) => {
    expect(isListable(makeProduct({ status, sites: [...sites] }), site)).toBe(expected);
  });
});

const COMMON_HEALTH = [
  'aging-care',
  'dental-care',
  'digestive-care',
  'food-sensitivities',
  'joint-care',
  'skin-care',
  'urinary-care',
  'weight-management',
];
const HPSF_HEALTH = [
  'endocrine-system-care',
  'glucose-management',
  'growth',
  'heart-care',
  'kidney-care',
  'liver-care',
  'thyroid-care',
  'restorative-care',
  'urgent-care',
];

// Expected option slugs per group, written from the §3 table (not derived from the fixture).
const EXPECTED: Record<string, Record<string, string[]>> = {
  'DTC dog': {
    species: ['dog'],
    brand: ['vita-core', 'vita-treats'],
    'pet-age': ['puppy', 'adult-dog', 'senior-dog'],
    'breed-size': ['small-breed', 'medium-breed', 'large-breed'],
    'food-form': ['dry-food', 'wet-food', 'treats'],
    flavor: ['beef', 'chicken', 'duck', 'lamb', 'salmon', 'tuna', 'turkey', 'vegetable'],
    'health-conditions': COMMON_HEALTH,
    'weight-unit': ['lbs', 'oz'],
    'pack-type': ['bag', 'can', 'tray', 'pouch'],
    'sub-brand-core': ['core-puppy', 'core-adult'],
  },
  'DTC cat': {
    species: ['cat'],
    brand: ['vita-core'],
    'pet-age': ['kitten', 'adult-cat', 'senior-cat'],
    'food-form': ['dry-food', 'wet-food', 'treats'],
    flavor: ['beef', 'chicken', 'duck', 'lamb', 'liver', 'ocean-fish', 'pollock', 'salmon', 'tuna', 'turkey', 'vegetable'],
    'health-conditions': COMMON_HEALTH,
    'weight-unit': ['lbs', 'oz'],
    'pack-type': ['bag', 'can', 'tray', 'pouch'],
    'sub-brand-core': ['core-kitten', 'core-adult', 'core-senior-11'],
  },
  'HPSF dog': {
    species: ['dog'],
    'pet-age': ['puppy', 'adult-dog', 'senior-dog'],
    brand: ['vita-core', 'vita-rx'],
    'breed-size': ['small-breed', 'medium-breed', 'large-breed'],
    'food-form': ['dry-food', 'wet-food'],
    flavor: ['beef', 'chicken', 'duck', 'egg', 'lamb', 'original-flavor', 'salmon', 'tuna', 'turkey', 'vegetable', 'venison'],
    'health-conditions': [...COMMON_HEALTH, ...HPSF_HEALTH],
    'weight-unit': ['lbs', 'oz'],
    'pack-type': ['bag', 'can', 'tray', 'pouch'],
    'sub-brand-core': ['core-puppy', 'core-adult'],
    'sub-brand-rx': ['kd', 'cd', 'id'],
  },
  'HPSF cat': {
    species: ['cat'],
    'pet-age': ['kitten', 'adult-cat', 'senior-cat'],
    brand: ['vita-core', 'vita-rx'],
    'food-form': ['dry-food', 'wet-food'],
    flavor: [
      'beef',
      'chicken',
      'duck',
      'egg',
      'lamb',
      'liver',
      'ocean-fish',
      'original-flavor',
      'pollock',
      'salmon',
      'tuna',
      'turkey',
      'vegetable',
      'venison',
    ],
    'health-conditions': [...COMMON_HEALTH, ...HPSF_HEALTH],
    'weight-unit': ['lbs', 'oz'],
    'pack-type': ['bag', 'can', 'tray', 'pouch'],
    'sub-brand-core': ['core-kitten', 'core-adult', 'core-senior-11'],
    'sub-brand-rx': ['kd', 'cd', 'id'],
  },
};

describe('visibleGroups', () => {
  const combos = Object.keys(EXPECTED).map((key) => key.split(' ') as [SiteCode, Species]);

  it.each(combos)('%s / %s shows exactly the §3 options, groups in site order', (site, species) => {
    const shown = visibleGroups(catalogueGroups(), site, species);
    const actual = Object.fromEntries(shown.map((g) => [g.slug, g.options.map((o) => o.slug)]));
    expect(actual).toEqual(EXPECTED[`${site} ${species}`]);
    expect(shown.map((g) => g.slug)).toEqual(Object.keys(EXPECTED[`${site} ${species}`]));
  });

  // Every option, every site and species: shown iff its own sites and species allow it.
  const cases = catalogueGroups().flatMap((g) =>
    g.options.flatMap((o) => combos.map(([site, species]) => [g.slug, o.slug, site, species] as const)),
  );
  it.each(cases)('%s:%s on %s/%s agrees with the expected table', (group, option, site, species) => {
    const shown = visibleGroups(catalogueGroups(), site, species).find((g) => g.slug === group);
    const expected = EXPECTED[`${site} ${species}`][group]?.includes(option) ?? false;
    expect(shown?.options.some((o) => o.slug === option) ?? false).toBe(expected);
  });

  it('without a species shows every option of the site', () => {
    const flavor = visibleGroups(catalogueGroups(), 'DTC').find((g) => g.slug === 'flavor');
    expect(flavor?.options.map((o) => o.slug)).toEqual([
      'beef',
      'chicken',
      'duck',
      'lamb',
      'liver',
      'ocean-fish',
      'pollock',
      'salmon',
      'tuna',
      'turkey',
      'vegetable',
    ]);
  });

  it('sorts by the site sort and then slug, and drops groups left without options', () => {
    const groups = [
      makeGroup({ field: 'a', slug: 'b-group', sort: { DTC: 2, HPSF: 1 }, options: [makeOption('a', 'x')] }),
      makeGroup({ field: 'a', slug: 'a-group', sort: { DTC: 2, HPSF: 3 }, options: [makeOption('a', 'y')] }),
      makeGroup({ field: 'a', slug: 'first', sort: { DTC: 1, HPSF: 2 }, options: [makeOption('a', 'z')] }),
      makeGroup({ field: 'a', slug: 'empty', sort: { DTC: 0, HPSF: 0 }, options: [makeOption('a', 'q', { sites: ['HPSF'] })] }),
    ];
    expect(visibleGroups(groups, 'DTC').map((g) => g.slug)).toEqual(['first', 'a-group', 'b-group']);
    expect(visibleGroups(groups, 'HPSF').map((g) => g.slug)).toEqual(['empty', 'b-group', 'first', 'a-group']);
  });

  it('does not mutate the input groups', () => {
    const groups = catalogueGroups();
    const before = JSON.stringify(groups);
    visibleGroups(groups, 'DTC', 'cat');
    expect(JSON.stringify(groups)).toBe(before);
  });

  it('treats an empty species list as all species', () => {
    const option = makeOption('f', 'any', { species: [] });
    expect(isOptionVisible(option, 'DTC', 'cat')).toBe(true);
    expect(isOptionVisible(option, 'DTC', 'dog')).toBe(true);
    expect(isOptionVisible(makeOption('f', 'nowhere', { sites: [] }), 'DTC')).toBe(false);
  });
});
