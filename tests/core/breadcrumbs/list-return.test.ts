import { describe, expect, it } from 'vitest';
import { crumbFilters, listWithin, returnFiltersFor } from '../../../core/breadcrumbs/list-return';
import type { PageKind } from '../../../core/breadcrumbs/page-kind';
import { type BreadcrumbAction, breadcrumbReducer } from '../../../core/breadcrumbs/reducer';
import { INITIAL_BREADCRUMB_STATE } from '../../../core/breadcrumbs/state';
import { breadcrumbTrail, type TrailContext } from '../../../core/breadcrumbs/trail';
import type { Filter } from '../../../core/entities/catalogue';
import { catalogueGroups } from '../catalogue/fixtures';

const dog: Filter = { field: 'species', value: 'dog' };
const cat: Filter = { field: 'species', value: 'cat' };
const dry: Filter = { field: 'food_form', value: 'dry-food' };
const coreBrand: Filter = { field: 'brand', value: 'vita-core' };
const lbs: Filter = { field: 'weight_lbs', min: 1, max: 45 };
const lbsUnit: Filter = { field: 'weight_unit', value: 'lbs' };

describe('returnFiltersFor', () => {
  it('a product page leads back to the remembered list', () => {
    expect(returnFiltersFor('PDP', { listFilters: [dog, dry] })).toEqual([dog, dry]);
  });

  it.each<PageKind>(['PLP', 'CLP', 'SRP', 'HOME', 'My Account', 'Other'])('%s keeps its crumbs’ own links', (kind) => {
    expect(returnFiltersFor(kind, { listFilters: [dog, dry] })).toBeUndefined();
  });

  it('nothing remembered: nothing to lead back to', () => {
    expect(returnFiltersFor('PDP', { listFilters: [] })).toBeUndefined();
  });

  it('follows the §4 rules through the reducer: a click keeps the filters, another way to a list replaces them', () => {
    const onProduct: BreadcrumbAction[] = [
      { type: 'navigated', kind: 'CLP', filters: [dog, dry] },
      { type: 'navigated', kind: 'PDP', productId: 'p1' },
    ];
    const state = onProduct.reduce(breadcrumbReducer, INITIAL_BREADCRUMB_STATE);
    expect(returnFiltersFor('PDP', state)).toEqual([dog, dry]);
    // header nav to /products (its URL has no filters), then another product
    const viaNav: BreadcrumbAction[] = [
      { type: 'navigated', kind: 'PLP', filters: [] },
      { type: 'navigated', kind: 'PDP', productId: 'p2' },
    ];
    expect(returnFiltersFor('PDP', viaNav.reduce(breadcrumbReducer, state))).toBeUndefined();
  });
});

describe('listWithin', () => {
  it.each<[string, Filter[], Filter[], boolean]>([
    ['any list lies within all products', [dog, dry], [], true],
    ['the same list', [dog, dry], [dog, dry], true],
    ['a narrower list', [dog, dry, coreBrand], [dog], true],
    ['a list of the other species', [cat, dry], [dog], false],
    ['a list without the scope’s group', [dry], [dog], false],
    ['a list wider on the same group (dog or cat)', [dog, cat], [dog], false],
    ['one value of an OR-ed scope', [dog], [dog, cat], true],
    ['weight fields are one group', [lbsUnit], [lbs], false],
    ['range filters compare exactly', [dog, lbs], [{ ...lbs }], true],
  ])('%s', (_, list, scope, expected) => {
    expect(listWithin(list, scope)).toBe(expected);
  });
});

describe('crumbFilters', () => {
  it('leads to the remembered list when it lies within the crumb', () => {
    expect(crumbFilters([dog], [dog, dry])).toEqual([dog, dry]);
    expect(crumbFilters([], [cat])).toEqual([cat]);
  });

  it('keeps its own filters when narrower or elsewhere, or with nothing remembered', () => {
    expect(crumbFilters([dog, coreBrand], [dog, dry])).toEqual([dog, coreBrand]);
    expect(crumbFilters([dog], [cat, dry])).toEqual([dog]);
    expect(crumbFilters([dog], undefined)).toEqual([dog]);
  });
});

describe('breadcrumbTrail with a remembered list', () => {
  const lines = { mainBrand: 'vita-core', mainName: 'Vita Core', treatsName: 'Vita Treats' };
  const product: TrailContext = {
    site: 'DTC',
    kind: 'PDP',
    lines,
    groups: catalogueGroups(),
    species: 'dog',
    brand: 'vita-core',
    foodForm: 'dry-food',
  };

  it('All Products and the crumbs the list lies within link back to it; narrower crumbs keep their links', () => {
    const trail = breadcrumbTrail({ ...product, returnTo: [dog, dry] });
    expect(trail).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products/dog/dry-food' },
      { label: 'Dog', href: '/products/dog/dry-food' },
      { label: 'Vita Core', href: '/products/dog/vita-core' },
      { label: 'Dry Food', href: '/products/dog/vita-core?filter=food-form:dry-food' },
    ]);
  });

  it('a list of another species comes back only through All Products', () => {
    const trail = breadcrumbTrail({ ...product, returnTo: [cat, dry] });
    expect(trail.slice(1, 3)).toEqual([
      { label: 'All Products', href: '/products/cat/dry-food' },
      { label: 'Dog', href: '/products/dog' },
    ]);
  });

  it("staff feeding: 'Catalog' only, leading back to the list", () => {
    expect(breadcrumbTrail({ ...product, site: 'HPSF', returnTo: [dog, dry] })).toEqual([
      { label: 'Catalog', href: '/products/dog/dry-food' },
    ]);
    expect(breadcrumbTrail({ ...product, site: 'HPSF' })).toEqual([{ label: 'Catalog', href: '/products' }]);
  });

  it('without a remembered list the trail is as before', () => {
    expect(breadcrumbTrail({ ...product, returnTo: [] })).toEqual(breadcrumbTrail(product));
  });
});
