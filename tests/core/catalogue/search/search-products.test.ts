import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SEARCH_FIELD_WEIGHTS } from '../../../../core/catalogue/search/search-index';
import { searchIndex, searchProducts, SKU_MATCH_SCORE, termQuality } from '../../../../core/catalogue/search/search-products';
import { ids, makeProduct, makeVariant, sampleCatalogue } from '../fixtures';

const catalogue = sampleCatalogue();

describe('searchProducts', () => {
  it.each([
    ['chicken', ['adult-chicken', 'kitten-chicken-wet', 'rx-kidney', 'draft-one', 'archived-one']],
    ['chiken', ['adult-chicken', 'kitten-chicken-wet', 'rx-kidney', 'draft-one', 'archived-one']],
    ['Chicken!', ['adult-chicken', 'kitten-chicken-wet', 'rx-kidney', 'draft-one', 'archived-one']],
    ['kittens', ['kitten-chicken-wet']],
    ['kitten', ['kitten-chicken-wet']],
    ['puppies', ['puppy-lamb']],
    ['salomn', ['senior-salmon']],
    ['ocean fish', ['ocean-fish-pouch']],
    ['treats', ['jerky-treats']],
    ['k/d', ['rx-kidney']],
    ['kidney', ['rx-kidney']],
    ['urinary', ['senior-salmon']],
    ['xyzzy', []],
    ['', []],
    ['   ', []],
  ])('%j → %j', (query, expected) => {
    expect(ids(searchProducts(catalogue, query))).toEqual(expected);
  });

  it('requires every word when some product has them all', () => {
    expect(ids(searchProducts(catalogue, 'chicken cat'))).toEqual(['kitten-chicken-wet']);
    expect(ids(searchProducts(catalogue, 'chiken kittens'))).toEqual(['kitten-chicken-wet']);
    expect(ids(searchProducts(catalogue, 'dry dog turkey'))).toEqual(['large-turkey']);
  });

  it('falls back to the products matching most words', () => {
    expect(ids(searchProducts(catalogue, 'salmon zzzzqqq'))).toEqual(['senior-salmon']);
  });

  it('ranks an exact sku match first, any case, alone or among words', () => {
    expect(ids(searchProducts(catalogue, 'SS-7'))).toEqual(['senior-salmon']);
    expect(ids(searchProducts(catalogue, 'lt-35'))).toEqual(['large-turkey']);
    expect(ids(searchProducts(catalogue, 'chicken OF-28'))[0]).toBe('ocean-fish-pouch');
    const [hit] = searchIndex(buildSearchIndex(catalogue), 'ss-7');
    expect(hit.score).toBeGreaterThanOrEqual(SKU_MATCH_SCORE);
  });

  it('weights fields: title > line/flavor > health > description', () => {
    const inTitle = makeProduct({ id: 'title', rank: 4, title: 'Mobility Bites' });
    const inLine = makeProduct({ id: 'line', rank: 3, line: 'Mobility Line' });
    const inHealth = makeProduct({ id: 'health', rank: 2, facets: { health_conditions: ['mobility-care'] } });
    const inDescription = makeProduct({ id: 'description', rank: 1, description: 'Supports mobility every day.' });
    const list = [inDescription, inHealth, inLine, inTitle];
    expect(ids(searchProducts(list, 'mobility'))).toEqual(['title', 'line', 'health', 'description']);
    expect(SEARCH_FIELD_WEIGHTS.title).toBeGreaterThan(SEARCH_FIELD_WEIGHTS.line);
    expect(SEARCH_FIELD_WEIGHTS.line).toBe(SEARCH_FIELD_WEIGHTS.flavor);
    expect(SEARCH_FIELD_WEIGHTS.flavor).toBeGreaterThan(SEARCH_FIELD_WEIGHTS.health);
    expect(SEARCH_FIELD_WEIGHTS.health).toBeGreaterThan(SEARCH_FIELD_WEIGHTS.description);
  });

  it('matches variant flavor labels', () => {
    const p = makeProduct({ id: 'f', title: 'Stew', variants: [makeVariant({ flavor: 'Venison & Potato' })] });
    expect(ids(searchProducts([p], 'potato'))).toEqual(['f']);
    expect(ids(searchProducts([p], 'vension'))).toEqual(['f']);
  });

  it('ranks exact above typo matches, and ties by rank', () => {
    const variants = [makeVariant({ flavor: 'Original' })];
    const exact = makeProduct({ id: 'exact', rank: 9, title: 'Chicken Recipe', variants });
    const typo = makeProduct({ id: 'typo', rank: 1, title: 'Chickens Recipe', variants }); // same token after singularising
    const fuzzy = makeProduct({ id: 'fuzzy', rank: 0, title: 'Chickpea Recipe', variants });
    const misspelt = makeProduct({ id: 'misspelt', rank: 0, title: 'Chiken Recipe', variants });
    expect(ids(searchProducts([fuzzy, exact, typo, misspelt], 'chicken'))).toEqual(['typo', 'exact', 'misspelt']);
    expect(ids(searchProducts([fuzzy, exact, typo], 'chick'))).toEqual(['fuzzy', 'typo', 'exact']);
  });

  it('accepts a prebuilt index and caches it per list', () => {
    const index = buildSearchIndex(catalogue);
    expect(buildSearchIndex(catalogue)).toBe(index);
    expect(ids(searchProducts(index, 'lamb'))).toEqual(['puppy-lamb']);
  });

  it('answers 200 products × 100 queries quickly', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      makeProduct({
        title: `Recipe ${i} ${['Chicken', 'Salmon', 'Lamb', 'Beef'][i % 4]} Dry Food`,
        description: 'Complete and balanced nutrition for adult pets with natural fibre.',
      }),
    );
    const started = performance.now();
    for (let i = 0; i < 100; i++) searchProducts([...many], i % 2 ? 'chiken dry' : 'salmon');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('termQuality', () => {
  it.each([
    ['chicken', 'chicken', 1],
    ['chick', 'chicken', 0.8],
    ['chiken', 'chicken', 0.75],
    ['vension', 'venison', 0.75],
    ['vneisno', 'venison', 0],
    ['venisonn', 'venison', 0.75],
    ['chickenzz', 'chicken', 0.5],
    ['cat', 'car', 0],
    ['ca', 'cat', 0],
  ])('%s vs %s → %d', (q, term, quality) => {
    expect(termQuality(q, term)).toBe(quality);
  });
});
