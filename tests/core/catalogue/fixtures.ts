import type { SiteCode } from '../../../core/constants';
import type { Filter, FilterGroup, FilterOption, Product, ProductFacets, Species, Variant } from '../../../core/entities/catalogue';

const BOTH_SITES: SiteCode[] = ['DTC', 'HPSF'];
const BOTH_SPECIES: Species[] = ['dog', 'cat'];

let sequence = 0;

/** A variant with sensible defaults; anything can be overridden. */
export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  sequence += 1;
  const flavor = overrides.flavor ?? 'Chicken & Barley';
  const weight = overrides.weight ?? 15;
  const weightUnit = overrides.weightUnit ?? 'lbs';
  const sku = overrides.sku ?? `SKU-${sequence}`;
  const size = `${weight} ${weightUnit === 'lbs' ? 'lb' : 'oz'}`;
  return {
    id: `v-${sequence}`,
    adminGraphqlId: `gid://variant/${sequence}`,
    sku,
    variantURL:
      `vita-core/product-${sequence}/${flavor.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/` +
      `${weight}${weightUnit === 'lbs' ? 'lb' : 'oz'}`,
    title: `${flavor} / ${size}`,
    selectedOptions: [
      { name: 'Size', value: size },
      { name: 'Flavor', value: flavor },
    ],
    price: { amount: '20.00', currencyCode: 'USD' },
    compareAtPrice: null,
    inStock: true,
    stockLevel: 'in',
    imagePrimary: { url: '/img.png' },
    variantMediaList: [],
    weight,
    weightUnit,
    flavor,
    packType: weightUnit === 'lbs' ? 'bag' : 'can',
    badgeTags: [],
    ...overrides,
  };
}

/** Empty facets with the given values filled in. */
export function makeFacets(overrides: Partial<ProductFacets> = {}): ProductFacets {
  return {
    species: [],
    brand: [],
    lifestage: [],
    breed_size: [],
    food_form: [],
    flavor: [],
    health_conditions: [],
    pack_type: [],
    sub_brand: [],
    ...overrides,
  };
}

type ProductInput = Omit<Partial<Product>, 'facets'> & { facets?: Partial<ProductFacets> };

/** A published product sold on both sites; facets given partially. */
export function makeProduct(overrides: ProductInput = {}): Product {
  sequence += 1;
  const { facets, ...rest } = overrides;
  return {
    id: `p-${sequence}`,
    handle: `product-${sequence}`,
    title: `Product ${sequence}`,
    description: 'Balanced nutrition for everyday health.',
    descriptionHtml: '<p>Balanced nutrition for everyday health.</p>',
    productType: 'Pet Food',
    line: 'Vita Core',
    status: 'published',
    sites: [...BOTH_SITES],
    featuredImage: { url: '/img.png', alt: '' },
    options: [],
    variants: [makeVariant()],
    sellingPlans: [],
    facets: makeFacets(facets),
    rank: sequence,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...rest,
  };
}

/** A filter option; value filter on `field` = slug unless a filter is given. */
export function makeOption(
  field: string,
  slug: string,
  restrict: { sites?: SiteCode[]; species?: Species[]; filter?: Filter; label?: string } = {},
): FilterOption {
  return {
    label: restrict.label ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    slug,
    sites: restrict.sites ?? [...BOTH_SITES],
    species: restrict.species ?? [...BOTH_SPECIES],
    filter: restrict.filter ?? { field, value: slug },
  };
}

/** A filter group with defaults (both sites, both species, same sort on both). */
export function makeGroup(overrides: Partial<FilterGroup> & Pick<FilterGroup, 'field' | 'slug' | 'options'>): FilterGroup {
  return {
    label: overrides.slug,
    sites: [...BOTH_SITES],
    species: [...BOTH_SPECIES],
    isNavigation: true,
    sort: { DTC: 0, HPSF: 0 },
    ...overrides,
  };
}

const HPSF: SiteCode[] = ['HPSF'];
const DTC: SiteCode[] = ['DTC'];
const DOG: Species[] = ['dog'];
const CAT: Species[] = ['cat'];

/** The §3 filter groups table, with its site and species restrictions, for a fictional brand family. */
export function catalogueGroups(): FilterGroup[] {
  const value =
    (field: string) =>
    (slug: string, r: Parameters<typeof makeOption>[2] = {}) =>
      makeOption(field, slug, r);
  const brand = value('brand');
  const stage = value('lifestage');
  const form = value('food_form');
  const flavor = value('flavor');
  const health = value('health_conditions');
  const sub = value('sub_brand');
  return [
    makeGroup({
      field: 'species',
      slug: 'species',
      sort: { DTC: 1, HPSF: 1 },
      options: [value('species')('dog', { species: DOG }), value('species')('cat', { species: CAT })],
    }),
    makeGroup({
      field: 'brand',
      slug: 'brand',
      sort: { DTC: 2, HPSF: 3 },
      options: [brand('vita-core'), brand('vita-rx', { sites: HPSF }), brand('vita-treats', { sites: DTC, species: DOG })],
    }),
    makeGroup({
      field: 'lifestage',
      slug: 'pet-age',
      label: 'Pet Age',
      sort: { DTC: 3, HPSF: 2 },
      options: [
        stage('puppy', { species: DOG }),
        stage('adult-dog', { species: DOG }),
        stage('senior-dog', { species: DOG }),
        stage('kitten', { species: CAT }),
        stage('adult-cat', { species: CAT }),
        stage('senior-cat', { species: CAT }),
      ],
    }),
    makeGroup({
      field: 'breed_size',
      slug: 'breed-size',
      species: DOG,
      sort: { DTC: 4, HPSF: 4 },
      options: ['small-breed', 'medium-breed', 'large-breed'].map((s) => value('breed_size')(s, { species: DOG })),
    }),
    makeGroup({
      field: 'food_form',
      slug: 'food-form',
      sort: { DTC: 5, HPSF: 5 },
      options: [form('dry-food'), form('wet-food'), form('treats', { sites: DTC })],
    }),
    makeGroup({
      field: 'flavor',
      slug: 'flavor',
      sort: { DTC: 6, HPSF: 6 },
      options: [
        flavor('beef'),
        flavor('chicken'),
        flavor('duck'),
        flavor('egg', { sites: HPSF }),
        flavor('lamb'),
        flavor('liver', { species: CAT }),
        flavor('ocean-fish', { species: CAT }),
        flavor('original-flavor', { sites: HPSF }),
        flavor('pollock', { species: CAT }),
        flavor('salmon'),
        flavor('tuna'),
        flavor('turkey'),
        flavor('vegetable'),
        flavor('venison', { sites: HPSF }),
      ],
    }),
    makeGroup({
      field: 'health_conditions',
      slug: 'health-conditions',
      sort: { DTC: 7, HPSF: 7 },
      options: [
        ...[
          'aging-care',
          'dental-care',
          'digestive-care',
          'food-sensitivities',
          'joint-care',
          'skin-care',
          'urinary-care',
          'weight-management',
        ].map((s) => health(s)),
        ...[
          'endocrine-system-care',
          'glucose-management',
          'growth',
          'heart-care',
          'kidney-care',
          'liver-care',
          'thyroid-care',
          'restorative-care',
          'urgent-care',
        ].map((s) => health(s, { sites: HPSF })),
      ],
    }),
    makeGroup({
      field: 'weight_unit',
      slug: 'weight-unit',
      sort: { DTC: 8, HPSF: 8 },
      options: [
        makeOption('weight_unit', 'lbs', { filter: { field: 'weight_lbs', min: 1, max: 45 } }),
        makeOption('weight_unit', 'oz', { filter: { field: 'weight_oz', min: 2.5, max: 13 } }),
      ],
    }),
    makeGroup({
      field: 'pack_type',
      slug: 'pack-type',
      sort: { DTC: 9, HPSF: 9 },
      options: ['bag', 'can', 'tray', 'pouch'].map((s) => value('pack_type')(s)),
    }),
    makeGroup({
      field: 'sub_brand',
      slug: 'sub-brand-core',
      sort: { DTC: 10, HPSF: 10 },
      options: [
        sub('core-puppy', { species: DOG }),
        sub('core-kitten', { species: CAT }),
        sub('core-adult'),
        sub('core-senior-11', { species: CAT }),
      ],
    }),
    makeGroup({
      field: 'sub_brand',
      slug: 'sub-brand-rx',
      sites: HPSF,
      sort: { DTC: 11, HPSF: 11 },
      options: [sub('kd', { sites: HPSF }), sub('cd', { sites: HPSF }), sub('id', { sites: HPSF })],
    }),
  ];
}

/** A small realistic catalogue over the groups above. */
export function sampleCatalogue(): Product[] {
  return [
    makeProduct({
      id: 'adult-chicken',
      title: 'Adult Chicken & Barley Dry Dog Food',
      rank: 1,
      createdAt: '2025-03-01T00:00:00Z',
      facets: {
        species: ['dog'],
        brand: ['vita-core'],
        lifestage: ['adult-dog'],
        breed_size: ['medium-breed'],
        food_form: ['dry-food'],
        flavor: ['chicken'],
        health_conditions: ['digestive-care'],
        pack_type: ['bag'],
        sub_brand: ['core-adult'],
      },
      variants: [
        makeVariant({ sku: 'AC-5', flavor: 'Chicken & Barley', weight: 5, price: { amount: '21.99', currencyCode: 'USD' } }),
        makeVariant({ sku: 'AC-15', flavor: 'Chicken & Barley', weight: 15, price: { amount: '45.99', currencyCode: 'USD' } }),
      ],
    }),
    makeProduct({
      id: 'puppy-lamb',
      title: 'Puppy Lamb Meal & Rice Dry Dog Food',
      rank: 2,
      createdAt: '2025-02-01T00:00:00Z',
      facets: {
        species: ['dog'],
        brand: ['vita-core'],
        lifestage: ['puppy'],
        breed_size: ['small-breed'],
        food_form: ['dry-food'],
        flavor: ['lamb'],
        pack_type: ['bag'],
        sub_brand: ['core-puppy'],
      },
      variants: [makeVariant({ sku: 'PL-4', flavor: 'Lamb Meal & Rice', weight: 4, price: { amount: '18.49', currencyCode: 'USD' } })],
    }),
    makeProduct({
      id: 'kitten-chicken-wet',
      title: 'Kitten Tender Chicken Wet Cat Food',
      rank: 3,
      createdAt: '2025-05-01T00:00:00Z',
      facets: {
        species: ['cat'],
        brand: ['vita-core'],
        lifestage: ['kitten'],
        food_form: ['wet-food'],
        flavor: ['chicken'],
        pack_type: ['can'],
        sub_brand: ['core-kitten'],
      },
      variants: [
        makeVariant({
          sku: 'KC-29',
          flavor: 'Tender Chicken',
          weight: 2.9,
          weightUnit: 'oz',
          price: { amount: '1.89', currencyCode: 'USD' },
        }),
        makeVariant({
          sku: 'KC-55',
          flavor: 'Tender Chicken',
          weight: 5.5,
          weightUnit: 'oz',
          price: { amount: '2.79', currencyCode: 'USD' },
        }),
      ],
    }),
    makeProduct({
      id: 'senior-salmon',
      title: 'Senior 11+ Salmon Dry Cat Food',
      rank: 4,
      createdAt: '2025-01-15T00:00:00Z',
      facets: {
        species: ['cat'],
        brand: ['vita-core'],
        lifestage: ['senior-cat'],
        food_form: ['dry-food'],
        flavor: ['salmon'],
        health_conditions: ['aging-care', 'urinary-care'],
        pack_type: ['bag'],
        sub_brand: ['core-senior-11'],
      },
      variants: [makeVariant({ sku: 'SS-7', flavor: 'Salmon', weight: 7, price: { amount: '29.99', currencyCode: 'USD' } })],
    }),
    makeProduct({
      id: 'rx-kidney',
      title: 'k/d Kidney Care Chicken Dry Dog Food',
      line: 'Vita Rx',
      rank: 5,
      sites: ['HPSF'],
      facets: {
        species: ['dog'],
        brand: ['vita-rx'],
        lifestage: ['adult-dog'],
        food_form: ['dry-food'],
        flavor: ['chicken'],
        health_conditions: ['kidney-care'],
        pack_type: ['bag'],
        sub_brand: ['kd'],
      },
      variants: [makeVariant({ sku: 'RX-KD-8', flavor: 'Chicken', weight: 8.5, price: { amount: '52.00', currencyCode: 'USD' } })],
    }),
    makeProduct({
      id: 'jerky-treats',
      title: 'Beef Jerky Dog Treats',
      line: 'Vita Treats',
      rank: 6,
      sites: ['DTC'],
      createdAt: '2025-06-01T00:00:00Z',
      facets: {
        species: ['dog'],
        brand: ['vita-treats'],
        lifestage: ['adult-dog'],
        food_form: ['treats'],
        flavor: ['beef'],
        pack_type: ['pouch'],
      },
      variants: [
        makeVariant({
          sku: 'JT-8',
          flavor: 'Beef',
          weight: 8,
          weightUnit: 'oz',
          packType: 'pouch',
          price: { amount: '6.99', currencyCode: 'USD' },
        }),
      ],
    }),
    makeProduct({
      id: 'large-turkey',
      title: 'Large Breed Adult Turkey Dry Dog Food',
      rank: 7,
      createdAt: '2025-07-01T00:00:00Z',
      facets: {
        species: ['dog'],
        brand: ['vita-core'],
        lifestage: ['adult-dog'],
        breed_size: ['large-breed'],
        food_form: ['dry-food'],
        flavor: ['turkey'],
        health_conditions: ['weight-management', 'joint-care'],
        pack_type: ['bag'],
        sub_brand: ['core-adult'],
      },
      variants: [makeVariant({ sku: 'LT-35', flavor: 'Turkey & Rice', weight: 35, price: { amount: '74.99', currencyCode: 'USD' } })],
    }),
    makeProduct({
      id: 'ocean-fish-pouch',
      title: 'Adult Ocean Fish Stew Wet Cat Food',
      rank: 8,
      createdAt: '2025-04-01T00:00:00Z',
      facets: {
        species: ['cat'],
        brand: ['vita-core'],
        lifestage: ['adult-cat'],
        food_form: ['wet-food'],
        flavor: ['ocean-fish'],
        health_conditions: ['skin-care'],
        pack_type: ['pouch'],
        sub_brand: ['core-adult'],
      },
      variants: [
        makeVariant({
          sku: 'OF-28',
          flavor: 'Ocean Fish',
          weight: 2.8,
          weightUnit: 'oz',
          packType: 'pouch',
          price: { amount: '1.59', currencyCode: 'USD' },
        }),
      ],
    }),
    makeProduct({
      id: 'draft-one',
      title: 'Draft Chicken Recipe',
      status: 'draft',
      rank: 9,
      facets: { species: ['dog'], flavor: ['chicken'] },
    }),
    makeProduct({
      id: 'archived-one',
      title: 'Archived Chicken Recipe',
      status: 'archived',
      rank: 10,
      facets: { species: ['dog'], flavor: ['chicken'] },
    }),
  ];
}

/** Ids of products, for compact assertions. */
export const ids = (products: readonly Product[]) => products.map((p) => p.id);
