import { describe, expect, it } from 'vitest';
import { queryCatalogue, speciesOfFilters } from '../../../core/catalogue/query-catalogue';
import { catalogueGroups, ids, sampleCatalogue } from './fixtures';

const products = sampleCatalogue();
const groups = catalogueGroups();

describe('queryCatalogue', () => {
  it('lists only published products of the site, featured first', () => {
    const dtc = queryCatalogue(products, groups, { site: 'DTC', filters: [] });
    expect(ids(dtc.products)).toEqual([
      'adult-chicken',
      'puppy-lamb',
      'kitten-chicken-wet',
      'senior-salmon',
      'jerky-treats',
      'large-turkey',
      'ocean-fish-pouch',
    ]);
    expect(dtc.total).toBe(7);
    const hpsf = queryCatalogue(products, groups, { site: 'HPSF', filters: [] });
    expect(ids(hpsf.products)).toContain('rx-kidney');
    expect(ids(hpsf.products)).not.toContain('jerky-treats');
  });

  it('filters, sorts and paginates', () => {
    const result = queryCatalogue(products, groups, {
      site: 'DTC',
      filters: [{ field: 'species', value: 'dog' }],
      sort: 'price-desc',
      page: 2,
      limit: 2,
    });
    // dogs by lowest price, high to low: turkey 74.99, chicken 21.99, lamb 18.49, jerky 6.99
    expect(ids(result.products)).toEqual(['puppy-lamb', 'jerky-treats']);
    expect(result).toMatchObject({ total: 4, page: 2, limit: 2, totalPages: 2 });
  });

  it('returns counted facets for the site and the selected species', () => {
    const result = queryCatalogue(products, groups, { site: 'DTC', filters: [{ field: 'species', value: 'cat' }] });
    const slugs = result.facets.map((g) => g.slug);
    expect(slugs).not.toContain('breed-size');
    expect(slugs).not.toContain('sub-brand-rx');
    const flavor = result.facets.find((g) => g.slug === 'flavor');
    expect(flavor?.options.map((o) => [o.slug, o.count])).toEqual([
      ['chicken', 1],
      ['ocean-fish', 1],
      ['salmon', 1],
    ]);
    const species = result.facets.find((g) => g.slug === 'species');
    expect(species?.options.map((o) => o.slug)).toEqual(['cat']);
  });

  it('searches first, in relevance order, and counts facets over the search results', () => {
    const result = queryCatalogue(products, groups, { site: 'DTC', filters: [], search: 'chiken' });
    expect(ids(result.products)).toEqual(['adult-chicken', 'kitten-chicken-wet']);
    const species = result.facets.find((g) => g.slug === 'species');
    expect(species?.options.map((o) => [o.slug, o.count])).toEqual([
      ['dog', 1],
      ['cat', 1],
    ]);
  });

  it('never finds unlisted products by search', () => {
    expect(ids(queryCatalogue(products, groups, { site: 'DTC', filters: [], search: 'kidney' }).products)).toEqual([]);
    expect(ids(queryCatalogue(products, groups, { site: 'HPSF', filters: [], search: 'kidney' }).products)).toEqual(['rx-kidney']);
    expect(ids(queryCatalogue(products, groups, { site: 'DTC', filters: [], search: 'draft' }).products)).toEqual([]);
  });

  it('an explicit sort overrides relevance; relevance without a search is featured', () => {
    const byPrice = queryCatalogue(products, groups, { site: 'DTC', filters: [], search: 'chicken', sort: 'price-asc' });
    expect(ids(byPrice.products)).toEqual(['kitten-chicken-wet', 'adult-chicken']);
    const relevance = queryCatalogue(products, groups, { site: 'DTC', filters: [], sort: 'relevance', limit: 2 });
    expect(ids(relevance.products)).toEqual(['adult-chicken', 'puppy-lamb']);
  });

  it('is deterministic: same answer for shuffled input and repeated calls', () => {
    const query = { site: 'DTC' as const, filters: [{ field: 'food_form', value: 'dry-food' }], sort: 'title-asc' as const };
    const first = queryCatalogue(products, groups, query);
    const shuffled = queryCatalogue([...products].reverse(), [...groups].reverse(), query);
    expect(JSON.stringify(shuffled)).toBe(JSON.stringify(first));
    expect(JSON.stringify(queryCatalogue(products, groups, query))).toBe(JSON.stringify(first));
  });
});

describe('speciesOfFilters', () => {
  it.each([
    [[{ field: 'species', value: 'dog' }], 'dog'],
    [
      [
        { field: 'species', value: 'cat' },
        { field: 'brand', value: 'x' },
      ],
      'cat',
    ],
    [
      [
        { field: 'species', value: 'cat' },
        { field: 'species', value: 'dog' },
      ],
      undefined,
    ],
    [[{ field: 'species', value: 'bird' }], undefined],
    [[], undefined],
  ])('%j → %s', (filters, expected) => {
    expect(speciesOfFilters(filters)).toBe(expected);
  });
});
