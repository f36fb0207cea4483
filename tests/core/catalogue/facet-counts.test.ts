import { describe, expect, it } from 'vitest';
import { facetCounts, withCounts } from '../../../core/catalogue/facet-counts';
import { isListable, visibleGroups } from '../../../core/catalogue/visibility';
import type { Filter } from '../../../core/entities/catalogue';
import { catalogueGroups, makeGroup, makeOption, makeProduct, sampleCatalogue } from './fixtures';

const dtc = sampleCatalogue().filter((p) => isListable(p, 'DTC'));
const groups = visibleGroups(catalogueGroups(), 'DTC');

describe('facetCounts', () => {
  it('with nothing selected counts products per option', () => {
    const counts = facetCounts(dtc, groups, []);
    expect(counts.species).toEqual({ dog: 4, cat: 3 });
    expect(counts['food-form']).toEqual({ 'dry-food': 4, 'wet-food': 2, treats: 1 });
    expect(counts['weight-unit']).toEqual({ lbs: 4, oz: 3 });
    expect(counts.flavor.chicken).toBe(2);
    expect(counts.flavor.venison).toBeUndefined(); // HPSF-only option is not among the DTC groups
  });

  it('counts options of a selected group against the selection minus that group', () => {
    const selected: Filter[] = [{ field: 'species', value: 'cat' }];
    const counts = facetCounts(dtc, groups, selected);
    // species counts ignore the species selection itself: choosing "dog" too would add 4
    expect(counts.species).toEqual({ dog: 4, cat: 3 });
    // other groups are narrowed to cats
    expect(counts['food-form']).toEqual({ 'dry-food': 1, 'wet-food': 2, treats: 0 });
    expect(counts.flavor).toMatchObject({ chicken: 1, salmon: 1, 'ocean-fish': 1, beef: 0, lamb: 0 });
  });

  it('two selections in one group stay OR for other groups and are excluded for their own', () => {
    const selected: Filter[] = [
      { field: 'flavor', value: 'lamb' },
      { field: 'flavor', value: 'salmon' },
    ];
    const counts = facetCounts(dtc, groups, selected);
    expect(counts.flavor).toMatchObject({ lamb: 1, salmon: 1, chicken: 2, beef: 1 });
    expect(counts.species).toEqual({ dog: 1, cat: 1 });
  });

  it('range options share the weight group key', () => {
    const counts = facetCounts(dtc, groups, [{ field: 'weight_oz', min: 2.5, max: 13 }]);
    expect(counts['weight-unit']).toEqual({ lbs: 4, oz: 3 });
    expect(counts.species).toEqual({ dog: 1, cat: 2 });
  });

  it('counts equal the size of applying the selection plus the option', () => {
    const selected: Filter[] = [
      { field: 'species', value: 'dog' },
      { field: 'food_form', value: 'dry-food' },
    ];
    const counts = facetCounts(dtc, groups, selected);
    expect(counts['breed-size']).toEqual({ 'small-breed': 1, 'medium-breed': 1, 'large-breed': 1 });
    expect(counts['pet-age']).toMatchObject({ puppy: 1, 'adult-dog': 2, kitten: 0 });
  });
});

describe('withCounts', () => {
  it('hides zero-count options and empty groups, keeps counts on the rest', () => {
    const g = [
      makeGroup({ field: 'flavor', slug: 'flavor', options: [makeOption('flavor', 'beef'), makeOption('flavor', 'duck')] }),
      makeGroup({ field: 'pack_type', slug: 'pack', options: [makeOption('pack_type', 'tray')] }),
    ];
    const result = withCounts(g, { flavor: { beef: 2, duck: 0 }, pack: { tray: 0 } });
    expect(result).toHaveLength(1);
    expect(result[0].options.map((o) => [o.slug, o.count])).toEqual([['beef', 2]]);
  });

  it('keeps a selected option even at zero so it can be removed', () => {
    const g = [makeGroup({ field: 'flavor', slug: 'flavor', options: [makeOption('flavor', 'duck')] })];
    const result = withCounts(g, { flavor: { duck: 0 } }, [{ field: 'flavor', value: 'duck' }]);
    expect(result[0].options[0]).toMatchObject({ slug: 'duck', count: 0 });
  });

  it('treats missing counts as zero', () => {
    const g = [makeGroup({ field: 'flavor', slug: 'flavor', options: [makeOption('flavor', 'duck')] })];
    expect(withCounts(g, {})).toEqual([]);
  });

  it('on the sample catalogue shows duck nowhere (no product has it)', () => {
    const products = [makeProduct({ facets: { flavor: ['beef'] } })];
    const shown = withCounts(groups, facetCounts(products, groups, []));
    const flavor = shown.find((x) => x.slug === 'flavor');
    expect(flavor?.options.map((o) => o.slug)).toEqual(['beef']);
  });
});
