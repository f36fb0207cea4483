import { describe, expect, it } from 'vitest';
import { pageNotFoundMessage, parseListingPath, resolveCategory } from '../../../core/catalogue/listing-path';
import type { SiteCode } from '../../../core/constants';
import type { Species } from '../../../core/entities/catalogue';
import { catalogueGroups } from './fixtures';

const groups = catalogueGroups();
const parse = (path: string, site: SiteCode = 'DTC') => parseListingPath(path.split('/'), groups, site);
const dog = { field: 'species', value: 'dog' };
const cat = { field: 'species', value: 'cat' };

describe('parseListingPath: species and category', () => {
  it.each([
    ['', { ok: true, filters: [] }],
    ['dog', { ok: true, species: 'dog', filters: [dog] }],
    ['cat', { ok: true, species: 'cat', filters: [cat] }],
    ['dog/', { ok: true, species: 'dog', filters: [dog] }],
    ['dog/dry-food', { ok: true, species: 'dog', filters: [dog, { field: 'food_form', value: 'dry-food' }] }],
    ['cat/wet-food', { ok: true, species: 'cat', filters: [cat, { field: 'food_form', value: 'wet-food' }] }],
    ['dog/vita-core', { ok: true, species: 'dog', filters: [dog, { field: 'brand', value: 'vita-core' }] }],
    ['dog/puppy', { ok: true, species: 'dog', filters: [dog, { field: 'lifestage', value: 'puppy' }] }],
    ['cat/senior-cat', { ok: true, species: 'cat', filters: [cat, { field: 'lifestage', value: 'senior-cat' }] }],
    ['dog/joint-care', { ok: true, species: 'dog', filters: [dog, { field: 'health_conditions', value: 'joint-care' }] }],
    ['dog/lbs', { ok: true, species: 'dog', filters: [dog, { field: 'weight_lbs', min: 1, max: 45 }] }],
  ])('/products/%s', (path, expected) => {
    expect(parse(path)).toMatchObject(expected);
  });

  it('a group slug names a whole group (no extra filter)', () => {
    expect(parse('dog/health-conditions')).toEqual({
      ok: true,
      species: 'dog',
      filters: [dog],
      category: { slug: 'health-conditions', label: 'health-conditions', groupSlug: 'health-conditions' },
    });
  });

  it('an option reports its category for breadcrumbs', () => {
    const result = parse('dog/vita-core');
    expect(result.ok && result.category).toEqual({
      slug: 'vita-core',
      label: 'Vita Core',
      groupSlug: 'brand',
      filter: { field: 'brand', value: 'vita-core' },
    });
  });

  it.each([
    'bird',
    'dry-food',
    'dog/unknown-slug',
    'dog/a/b/c',
    'dog/dry-food/x',
    'Dog',
    'dog/kitten',
    'cat/large-breed',
    'cat/vita-treats',
    'dog/vita-rx',
    'dog/egg',
    'dog/kidney-care',
  ])('/products/%s on DTC is not found', (path) => {
    expect(parse(path)).toEqual({ ok: false });
  });

  it('HPSF-only options parse on HPSF only; DTC-only options on DTC only', () => {
    expect(parse('dog/vita-rx', 'HPSF').ok).toBe(true);
    expect(parse('dog/kidney-care', 'HPSF').ok).toBe(true);
    expect(parse('cat/venison', 'HPSF').ok).toBe(true);
    expect(parse('dog/vita-treats', 'HPSF').ok).toBe(false);
    expect(parse('dog/treats', 'HPSF').ok).toBe(false);
    expect(parse('dog/treats', 'DTC').ok).toBe(true);
  });

  // Every option of every group, on every site and species: parses iff the option is shown there.
  const cases = groups.flatMap((g) =>
    g.options.flatMap((o) =>
      (['DTC', 'HPSF'] as SiteCode[]).flatMap((site) =>
        (['dog', 'cat'] as Species[]).map((species) => [o.slug, site, species, g, o] as const),
      ),
    ),
  );
  it.each(cases)('option %s on %s/%s respects its site and species', (slug, site, species, group, option) => {
    const shown =
      group.sites.includes(site) && group.species.includes(species) && option.sites.includes(site) && option.species.includes(species);
    const result = parseListingPath([species, slug], groups, site);
    expect(result.ok).toBe(shown);
    if (result.ok) expect(result.filters).toContainEqual(option.filter);
  });
});

describe('parseListingPath: three segments', () => {
  it.each([
    ['dog/flavor/chicken', { field: 'variant_flavor', value: 'chicken' }],
    ['cat/flavor/ocean-fish', { field: 'variant_flavor', value: 'ocean-fish' }],
    ['dog/flavor/anything-slug-shaped', { field: 'variant_flavor', value: 'anything-slug-shaped' }],
    ['dog/weight/1lb', { field: 'weight_lbs', min: 1, max: 1 }],
    ['dog/weight/15lb', { field: 'weight_lbs', min: 15, max: 15 }],
    ['dog/weight/15lbs', { field: 'weight_lbs', min: 15, max: 15 }],
    ['dog/weight/27.5lb', { field: 'weight_lbs', min: 27.5, max: 27.5 }],
    ['dog/weight/45lb', { field: 'weight_lbs', min: 45, max: 45 }],
    ['cat/weight/2.5oz', { field: 'weight_oz', min: 2.5, max: 2.5 }],
    ['cat/weight/5.5oz', { field: 'weight_oz', min: 5.5, max: 5.5 }],
    ['cat/weight/5.5OZ', { field: 'weight_oz', min: 5.5, max: 5.5 }],
    ['cat/weight/13oz', { field: 'weight_oz', min: 13, max: 13 }],
    ['dog/food-form/dry-food', { field: 'food_form', value: 'dry-food' }],
    ['cat/food-form/wet-food', { field: 'food_form', value: 'wet-food' }],
  ])('/products/%s', (path, filter) => {
    const [species, kind, value] = path.split('/');
    expect(parse(path)).toEqual({ ok: true, species, filters: [{ field: 'species', value: species }, filter], detail: { kind, value } });
  });

  it.each([
    'dog/flavor/Chicken',
    'dog/flavor/chicken--x',
    'dog/flavor/-chicken',
    'dog/weight/0.5lb',
    'dog/weight/46lb',
    'dog/weight/15',
    'dog/weight/15kg',
    'dog/weight/lb',
    'cat/weight/2oz',
    'cat/weight/13.5oz',
    'dog/food-form/treats',
    'dog/food-form/canned',
    'dog/brand/vita-core',
    'dog/lifestage/puppy',
    'bird/flavor/chicken',
  ])('/products/%s is not found', (path) => {
    expect(parse(path)).toEqual({ ok: false });
  });

  it('food-form falls back to a food_form value filter when no group offers it', () => {
    expect(parseListingPath(['dog', 'food-form', 'dry-food'], [], 'DTC')).toMatchObject({
      ok: true,
      filters: [dog, { field: 'food_form', value: 'dry-food' }],
    });
  });
});

describe('resolveCategory and the 404 message', () => {
  it('prefers a group slug, then the first option slug in group order', () => {
    expect(resolveCategory('flavor', groups)?.filter).toBeUndefined();
    expect(resolveCategory('beef', groups)?.groupSlug).toBe('flavor');
    expect(resolveCategory('nope', groups)).toBeNull();
  });

  it('formats the route validation message', () => {
    expect(pageNotFoundMessage('/products/bird')).toBe('Page Not Found: /products/bird');
  });
});
