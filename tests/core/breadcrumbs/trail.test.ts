import { describe, expect, it } from 'vitest';
import { brandLabel, labelOfSlug, petAgeLabel } from '../../../core/breadcrumbs/labels';
import type { PageKind } from '../../../core/breadcrumbs/page-kind';
import { breadcrumbTrail, type TrailContext } from '../../../core/breadcrumbs/trail';
import { catalogueGroups } from '../catalogue/fixtures';

const lines = { mainBrand: 'vita-core', mainName: 'Vita Core', treatsName: 'Vita Treats' };
const base: TrailContext = { site: 'DTC', kind: 'PLP', lines, groups: catalogueGroups() };

describe('breadcrumbTrail (DTC catalogue)', () => {
  it('product list: Home, All Products', () => {
    expect(breadcrumbTrail(base)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
    ]);
  });

  it('full trail: species, category, brand, pet age, food form, each linking to the narrower list', () => {
    const trail = breadcrumbTrail({
      ...base,
      kind: 'PDP',
      species: 'dog',
      category: { label: 'Joint Care', slug: 'joint-care', filter: { field: 'health_conditions', value: 'joint-care' } },
      brand: 'vita-core',
      lifestage: 'senior-dog',
      foodForm: 'dry-food',
    });
    expect(trail).toEqual([
      { label: 'Home', href: '/' },
      { label: 'All Products', href: '/products' },
      { label: 'Dog', href: '/products/dog' },
      { label: 'Joint Care', href: '/products/dog/joint-care' },
      { label: 'Vita Core', href: '/products/dog/vita-core?filter=health-conditions:joint-care' },
      { label: 'Senior', href: '/products/dog/vita-core?filter=health-conditions:joint-care,pet-age:senior-dog' },
      { label: 'Dry Food', href: '/products/dog/vita-core?filter=food-form:dry-food,health-conditions:joint-care,pet-age:senior-dog' },
    ]);
  });

  it('skips a step that repeats the category', () => {
    const trail = breadcrumbTrail({
      ...base,
      kind: 'CLP',
      species: 'cat',
      category: { label: 'Wet Food', slug: 'wet-food', filter: { field: 'food_form', value: 'wet-food' } },
      foodForm: 'wet-food',
    });
    expect(trail.map((c) => c.label)).toEqual(['Home', 'All Products', 'Cat', 'Wet Food']);
  });

  it('a whole-group category links to its group page', () => {
    const trail = breadcrumbTrail({ ...base, kind: 'CLP', species: 'dog', category: { label: 'Health', slug: 'health-conditions' } });
    expect(trail.at(-1)).toEqual({ label: 'Health', href: '/products/dog/health-conditions' });
  });

  it('uses the treats line name for any other brand, and food-form labels fall back to the slug', () => {
    const trail = breadcrumbTrail({ ...base, kind: 'PDP', species: 'dog', brand: 'vita-treats', foodForm: 'freeze-dried' });
    expect(trail.map((c) => c.label)).toEqual(['Home', 'All Products', 'Dog', 'Vita Treats', 'Freeze Dried']);
  });

  it('search results use the same trail', () => {
    expect(breadcrumbTrail({ ...base, kind: 'SRP', species: 'cat' }).map((c) => c.label)).toEqual(['Home', 'All Products', 'Cat']);
  });
});

describe('breadcrumbTrail (other pages and HPSF)', () => {
  it.each<[PageKind, string[]]>([
    ['HOME', []],
    ['Other', ['Home']],
    ['My Account', ['Home', 'My Account']],
    ['My Profile', ['Home', 'My Account', 'My Profile']],
    ['My Orders', ['Home', 'My Account', 'My Orders']],
    ['My Order Details', ['Home', 'My Account', 'My Orders', 'Order Details']],
    ['My Autoships', ['Home', 'My Account', 'My Subscriptions']],
    ['Address Book', ['Home', 'My Account', 'Address Book']],
  ])('DTC %s', (kind, labels) => {
    expect(breadcrumbTrail({ ...base, kind, pathname: '/account/orders/7' }).map((c) => c.label)).toEqual(labels);
  });

  it('order details links to itself', () => {
    expect(breadcrumbTrail({ ...base, kind: 'My Order Details', pathname: '/account/orders/7' }).at(-1)?.href).toBe('/account/orders/7');
  });

  it.each<PageKind>(['PDP', 'PLP', 'CLP', 'SRP'])('HPSF %s: Catalog only', (kind) => {
    const trail = breadcrumbTrail({
      ...base,
      site: 'HPSF',
      kind,
      species: 'dog',
      brand: 'vita-rx',
      lifestage: 'puppy',
      foodForm: 'dry-food',
    });
    expect(trail).toEqual([{ label: 'Catalog', href: '/products' }]);
  });

  it.each<PageKind>(['HOME', 'My Account', 'Other'])('HPSF %s: no trail', (kind) => {
    expect(breadcrumbTrail({ ...base, site: 'HPSF', kind })).toEqual([]);
  });
});

describe('labels', () => {
  it.each([
    ['senior-dog', 'Senior'],
    ['senior-cat', 'Senior'],
    ['puppy', 'Puppy'],
    ['kitten', 'Kitten'],
    ['adult-dog', 'Adult'],
    ['adult-cat', 'Adult'],
    ['all-life-stages', 'Adult'],
    ['', 'Adult'],
  ])('pet age %s → %s', (value, label) => {
    expect(petAgeLabel(value)).toBe(label);
  });

  it.each([
    ['vita-core', 'Vita Core'],
    ['vita-treats', 'Vita Treats'],
    ['vita-rx', 'Vita Treats'],
  ])('brand %s → %s', (brand, label) => {
    expect(brandLabel(brand, lines)).toBe(label);
  });

  it('slug labels', () => {
    expect(labelOfSlug('dry-food')).toBe('Dry Food');
    expect(labelOfSlug('ocean_fish')).toBe('Ocean Fish');
  });
});
