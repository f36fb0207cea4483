import { describe, expect, it } from 'vitest';
import { decodeFilterQuery, encodeFilterQuery, filterToken } from '../../../core/catalogue/filter-query';
import { filterKey } from '../../../core/catalogue/filter-fields';
import { parseListingPath } from '../../../core/catalogue/listing-path';
import { listingPathFor } from '../../../core/catalogue/listing-url';
import { productLink } from '../../../core/catalogue/product-link';
import { visibleGroups } from '../../../core/catalogue/visibility';
import type { SiteCode } from '../../../core/constants';
import type { Filter } from '../../../core/entities/catalogue';
import { catalogueGroups, makeVariant } from './fixtures';

const groups = catalogueGroups();
const dog: Filter = { field: 'species', value: 'dog' };
const cat: Filter = { field: 'species', value: 'cat' };

describe('encodeFilterQuery / decodeFilterQuery', () => {
  it.each<[Filter, string | null]>([
    [{ field: 'brand', value: 'vita-core' }, 'brand:vita-core'],
    [{ field: 'lifestage', value: 'puppy' }, 'pet-age:puppy'],
    [{ field: 'weight_lbs', min: 1, max: 45 }, 'weight-unit:lbs'],
    [{ field: 'weight_lbs', min: 15, max: 15 }, 'weight-lbs:15-15'],
    [{ field: 'weight_oz', min: 2.5, max: 5.5 }, 'weight-oz:2.5-5.5'],
    [{ field: 'price', min: 10, max: 20 }, 'price:10-20'],
    [{ field: 'variant_flavor', value: 'ocean-fish' }, 'variant-flavor:ocean-fish'],
    [{ field: 'species', value: 'dog' }, 'species:dog'],
    [{ field: 'colour', value: 'red' }, null],
    [{ field: 'variant_flavor', value: 'Not A Slug' }, null],
    [{ field: 'weight_lbs', min: 5, max: 1 }, null],
  ])('%j ↔ %s', (filter, token) => {
    expect(filterToken(filter, groups)).toBe(token);
    if (token) expect(decodeFilterQuery(token, groups)).toEqual([filter]);
  });

  it('sorts tokens so equal selections give equal URLs', () => {
    const a = encodeFilterQuery(
      [
        { field: 'lifestage', value: 'puppy' },
        { field: 'brand', value: 'vita-core' },
      ],
      groups,
    );
    const b = encodeFilterQuery(
      [
        { field: 'brand', value: 'vita-core' },
        { field: 'lifestage', value: 'puppy' },
        { field: 'brand', value: 'vita-core' },
      ],
      groups,
    );
    expect(a).toBe('brand:vita-core,pet-age:puppy');
    expect(b).toBe(a);
    expect(encodeFilterQuery([], groups)).toBe('');
  });

  it('skips unknown, malformed and repeated tokens', () => {
    expect(decodeFilterQuery('brand:vita-core,brand:nope,nokey,:x,constructor:1-2,species:bird,price:9-1,brand:vita-core', groups)).toEqual(
      [{ field: 'brand', value: 'vita-core' }],
    );
    expect(decodeFilterQuery(null, groups)).toEqual([]);
    expect(decodeFilterQuery('', groups)).toEqual([]);
    expect(decodeFilterQuery(' brand:vita-core , pet-age:kitten ', groups)).toHaveLength(2);
  });
});

describe('listingPathFor', () => {
  it.each<[string, Filter[], string]>([
    ['nothing', [], '/products'],
    ['species only', [dog], '/products/dog'],
    ['species and an option', [dog, { field: 'food_form', value: 'dry-food' }], '/products/dog/dry-food'],
    [
      'the first group in site order takes the path',
      [{ field: 'lifestage', value: 'puppy' }, dog, { field: 'brand', value: 'vita-core' }],
      '/products/dog/vita-core?filter=pet-age:puppy',
    ],
    ['a flavor label as three segments', [cat, { field: 'variant_flavor', value: 'ocean-fish' }], '/products/cat/flavor/ocean-fish'],
    ['an exact weight as three segments', [dog, { field: 'weight_lbs', min: 15, max: 15 }], '/products/dog/weight/15lb'],
    ['an exact oz weight', [cat, { field: 'weight_oz', min: 5.5, max: 5.5 }], '/products/cat/weight/5.5oz'],
    [
      'a weight outside the path bounds goes to the query',
      [dog, { field: 'weight_lbs', min: 50, max: 50 }],
      '/products/dog?filter=weight-lbs:50-50',
    ],
    ['no species: everything in the query', [{ field: 'brand', value: 'vita-core' }], '/products?filter=brand:vita-core'],
    ['two species: both in the query', [dog, cat], '/products?filter=species:cat,species:dog'],
    [
      'several filters',
      [dog, { field: 'flavor', value: 'beef' }, { field: 'flavor', value: 'lamb' }, { field: 'health_conditions', value: 'joint-care' }],
      '/products/dog/beef?filter=flavor:lamb,health-conditions:joint-care',
    ],
  ])('%s', (_name, filters, path) => {
    expect(listingPathFor(filters, groups, 'DTC')).toBe(path);
  });

  it('leaves out an option the site does not offer', () => {
    expect(listingPathFor([dog, { field: 'brand', value: 'vita-rx' }], groups, 'DTC')).toBe('/products/dog');
    expect(listingPathFor([dog, { field: 'brand', value: 'vita-rx' }], groups, 'HPSF')).toBe('/products/dog/vita-rx');
  });

  // Whatever the selection, the URL reads back to the same set of filters.
  const selections: [SiteCode, Filter[]][] = [
    ['DTC', [dog, { field: 'brand', value: 'vita-treats' }, { field: 'lifestage', value: 'adult-dog' }]],
    ['DTC', [cat, { field: 'variant_flavor', value: 'tuna' }, { field: 'variant_flavor', value: 'salmon' }]],
    ['DTC', [cat, { field: 'weight_oz', min: 2.5, max: 13 }, { field: 'pack_type', value: 'pouch' }]],
    ['HPSF', [dog, { field: 'sub_brand', value: 'kd' }, { field: 'health_conditions', value: 'kidney-care' }]],
    ['HPSF', [cat, { field: 'weight_oz', min: 5.5, max: 5.5 }, { field: 'food_form', value: 'wet-food' }]],
    [
      'DTC',
      [
        { field: 'food_form', value: 'treats' },
        { field: 'price', min: 5, max: 10 },
      ],
    ],
  ];
  it.each(selections)('round-trips on %s: %j', (site, filters) => {
    const url = listingPathFor(filters, groups, site);
    const [path, query = ''] = url.split('?');
    const parsed = parseListingPath(path.split('/').slice(2), groups, site);
    expect(parsed.ok).toBe(true);
    const fromQuery = decodeFilterQuery(new URLSearchParams(query).get('filter'), visibleGroups(groups, site));
    const back = [...(parsed.ok ? parsed.filters : []), ...fromQuery].map(filterKey).sort();
    expect(back).toEqual(filters.map(filterKey).sort());
  });
});

describe('productLink', () => {
  it.each([
    ['vita-core/adult/chicken/15lb', 'AC-15', '/products/vita-core/adult/chicken/15lb?sku=AC-15'],
    ['/vita-core/adult/chicken/15lb', 'AC-15', '/products/vita-core/adult/chicken/15lb?sku=AC-15'],
    ['products/adult', 'A 1&2', '/products/adult?sku=A%201%262'],
  ])('%s + %s → %s', (variantURL, sku, link) => {
    expect(productLink(makeVariant({ variantURL, sku }))).toBe(link);
  });
});
