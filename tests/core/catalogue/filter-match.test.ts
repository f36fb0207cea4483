import { describe, expect, it } from 'vitest';
import { filterGroupKey, filterKey, sameFilter, uniqueFilters } from '../../../core/catalogue/filter-fields';
import { applyFilters, matchesFilter } from '../../../core/catalogue/filter-match';
import { flavorLabelContains } from '../../../core/catalogue/flavor-label';
import type { Filter } from '../../../core/entities/catalogue';
import { ids, makeProduct, makeVariant, sampleCatalogue } from './fixtures';

const product = makeProduct({
  facets: { species: ['dog'], brand: ['vita-core'], flavor: ['chicken', 'lamb'], health_conditions: ['joint-care'], pack_type: ['bag'] },
  variants: [
    makeVariant({ flavor: 'Chicken & Barley', weight: 15, weightUnit: 'lbs', price: { amount: '45.00', currencyCode: 'USD' } }),
    makeVariant({ flavor: 'Lamb Meal & Rice', weight: 5.5, weightUnit: 'oz', price: { amount: '2.50', currencyCode: 'USD' } }),
  ],
});

describe('matchesFilter', () => {
  it.each<[string, Filter, boolean]>([
    ['facet value present', { field: 'species', value: 'dog' }, true],
    ['facet value absent', { field: 'species', value: 'cat' }, false],
    ['one of several facet values', { field: 'flavor', value: 'lamb' }, true],
    ['health condition', { field: 'health_conditions', value: 'joint-care' }, true],
    ['empty facet', { field: 'lifestage', value: 'puppy' }, false],
    ['unknown field matches nothing', { field: 'colour', value: 'red' }, false],
    ['prototype key is no facet', { field: 'constructor', value: 'x' }, false],
    ['weight_unit lbs', { field: 'weight_unit', value: 'lbs' }, true],
    ['weight_unit oz', { field: 'weight_unit', value: 'oz' }, true],
    ['flavor label contains a word', { field: 'variant_flavor', value: 'barley' }, true],
    ['flavor label contains a multi-word slug', { field: 'variant_flavor', value: 'lamb-meal' }, true],
    ['flavor label is case-insensitive', { field: 'variant_flavor', value: 'CHICKEN' }, true],
    ['flavor label lacks the word', { field: 'variant_flavor', value: 'salmon' }, false],
    ['flavor label needs whole words', { field: 'variant_flavor', value: 'chick' }, false],
  ])('value filter: %s', (_name, filter, expected) => {
    expect(matchesFilter(product, filter)).toBe(expected);
  });

  it.each<[string, Filter, boolean]>([
    ['lbs range containing 15', { field: 'weight_lbs', min: 1, max: 45 }, true],
    ['lbs exact 15', { field: 'weight_lbs', min: 15, max: 15 }, true],
    ['lbs bounds are inclusive (low)', { field: 'weight_lbs', min: 15, max: 20 }, true],
    ['lbs bounds are inclusive (high)', { field: 'weight_lbs', min: 10, max: 15 }, true],
    ['lbs range missing 15', { field: 'weight_lbs', min: 16, max: 45 }, false],
    ['oz range holds the 5.5 oz variant', { field: 'weight_oz', min: 2.5, max: 13 }, true],
    ['oz exact 5.5', { field: 'weight_oz', min: 5.5, max: 5.5 }, true],
    ['oz range does not read lbs variants', { field: 'weight_oz', min: 14, max: 16 }, false],
    ['lbs range does not read oz variants', { field: 'weight_lbs', min: 5, max: 6 }, false],
    ['price range in dollars', { field: 'price', min: 40, max: 50 }, true],
    ['price range missing', { field: 'price', min: 10, max: 20 }, false],
    ['unknown range field', { field: 'rating', min: 0, max: 5 }, false],
  ])('range filter: %s', (_name, filter, expected) => {
    expect(matchesFilter(product, filter)).toBe(expected);
  });

  it('a product without variants matches no variant-level filter', () => {
    const bare = makeProduct({ variants: [], facets: { species: ['dog'] } });
    expect(matchesFilter(bare, { field: 'weight_lbs', min: 1, max: 45 })).toBe(false);
    expect(matchesFilter(bare, { field: 'weight_unit', value: 'lbs' })).toBe(false);
    expect(matchesFilter(bare, { field: 'species', value: 'dog' })).toBe(true);
  });
});

describe('flavorLabelContains', () => {
  it.each([
    ['Ocean Fish & Rice', 'ocean-fish', true],
    ['Ocean Fish & Rice', 'fish', true],
    ['Ocean Fish & Rice', 'ocean-rice', false],
    ['Chicken', '', false],
  ])('%s contains %s → %s', (label, value, expected) => {
    expect(flavorLabelContains(makeVariant({ flavor: label }), value)).toBe(expected);
  });
});

describe('applyFilters', () => {
  const catalogue = sampleCatalogue();

  it.each<[string, Filter[], string[]]>([
    ['no filters keeps everything', [], ids(catalogue)],
    ['one value', [{ field: 'lifestage', value: 'puppy' }], ['puppy-lamb']],
    [
      'OR within a group',
      [
        { field: 'flavor', value: 'lamb' },
        { field: 'flavor', value: 'salmon' },
      ],
      ['puppy-lamb', 'senior-salmon'],
    ],
    [
      'AND across groups',
      [
        { field: 'species', value: 'cat' },
        { field: 'flavor', value: 'chicken' },
      ],
      ['kitten-chicken-wet'],
    ],
    [
      'OR then AND',
      [
        { field: 'species', value: 'dog' },
        { field: 'flavor', value: 'turkey' },
        { field: 'flavor', value: 'lamb' },
        { field: 'food_form', value: 'dry-food' },
      ],
      ['puppy-lamb', 'large-turkey'],
    ],
    [
      'weight ranges of both units OR together',
      [
        { field: 'weight_lbs', min: 30, max: 45 },
        { field: 'weight_oz', min: 8, max: 8 },
      ],
      ['jerky-treats', 'large-turkey'],
    ],
    [
      'flavor label and flavor option OR together',
      [
        { field: 'variant_flavor', value: 'ocean-fish' },
        { field: 'flavor', value: 'lamb' },
      ],
      ['puppy-lamb', 'ocean-fish-pouch'],
    ],
    [
      'contradiction yields nothing',
      [
        { field: 'species', value: 'cat' },
        { field: 'breed_size', value: 'large-breed' },
      ],
      [],
    ],
  ])('%s', (_name, filters, expected) => {
    expect(ids(applyFilters(catalogue, filters))).toEqual(expected);
  });

  it('keeps the input order and does not mutate it', () => {
    const reversed = [...catalogue].reverse();
    const result = applyFilters(reversed, [{ field: 'species', value: 'cat' }]);
    expect(ids(result)).toEqual(['ocean-fish-pouch', 'senior-salmon', 'kitten-chicken-wet']);
    expect(reversed).toHaveLength(catalogue.length);
  });
});

describe('filter identity', () => {
  it.each<[Filter, string]>([
    [{ field: 'weight_lbs', min: 1, max: 45 }, 'weight'],
    [{ field: 'weight_oz', min: 1, max: 2 }, 'weight'],
    [{ field: 'weight_unit', value: 'oz' }, 'weight'],
    [{ field: 'variant_flavor', value: 'beef' }, 'flavor'],
    [{ field: 'flavor', value: 'beef' }, 'flavor'],
    [{ field: 'brand', value: 'x' }, 'brand'],
    [{ field: 'constructor', value: 'x' }, 'constructor'],
  ])('group key of %j is %s', (filter, key) => {
    expect(filterGroupKey(filter)).toBe(key);
  });

  it('compares and de-duplicates filters by content', () => {
    expect(filterKey({ field: 'weight_lbs', min: 1, max: 45 })).toBe('weight_lbs=1..45');
    expect(sameFilter({ field: 'a', value: 'b' }, { field: 'a', value: 'b' })).toBe(true);
    expect(sameFilter({ field: 'a', value: 'b' }, { field: 'a', value: 'c' })).toBe(false);
    expect(sameFilter({ field: 'w', min: 1, max: 2 }, { field: 'w', min: 1, max: 3 })).toBe(false);
    expect(
      uniqueFilters([
        { field: 'a', value: 'b' },
        { field: 'a', value: 'b' },
        { field: 'a', value: 'c' },
      ]),
    ).toEqual([
      { field: 'a', value: 'b' },
      { field: 'a', value: 'c' },
    ]);
  });
});
