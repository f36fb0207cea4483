import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseVariant, slugify } from '../../../core/catalogue';
import { BADGE_ORDER, SITE_CODES } from '../../../core/constants';
import type { FilterGroup, Product, Variant } from '../../../core/entities/catalogue';
import { createCatalogueStore } from '../../../api/features/catalogue/catalogue.store';
import { createContentStore } from '../../../api/features/content/content.store';
import { openTestDatabase, type TestDatabase } from '../../support/databases';
import { productMatches } from './catalogue-fixtures';

let database: TestDatabase;
let products: Product[];
let published: Product[];
let groups: FilterGroup[];
/** get-skus-with-deal's seeded lists: the 'Deal' badge comes from them, not from a tag */
let dealSkus: Record<(typeof SITE_CODES)[number], string[]>;
const publishedVariants = () => published.flatMap((product) => product.variants);
const optionSlugs = (field: string) => groups.filter((group) => group.field === field).flatMap((group) => group.options.map((o) => o.slug));
const groupBySlug = (slug: string) => groups.find((group) => group.slug === slug) as FilterGroup;

beforeAll(async () => {
  database = await openTestDatabase('pglite', { seed: true });
  const store = createCatalogueStore(database.db);
  products = await store.listProducts();
  published = products.filter((product) => product.status === 'published');
  groups = await store.listFilterGroups();
  const content = createContentStore(database.db);
  const dealsOf = async (site: 'DTC' | 'HPSF') => (await content.getEntries(site, ['skus_with_deal'])).skus_with_deal as string[];
  dealSkus = { DTC: await dealsOf('DTC'), HPSF: await dealsOf('HPSF') };
});
afterAll(async () => {
  await database?.close();
});

describe('seeded catalogue', () => {
  it('has at least 150 products and 400 variants over dogs and cats', () => {
    expect(published.length).toBeGreaterThanOrEqual(150);
    expect(publishedVariants().length).toBeGreaterThanOrEqual(400);
    expect(new Set(published.flatMap((product) => product.facets.species))).toEqual(new Set(['dog', 'cat']));
  });

  it('shows every option of the §3 table on a published product of each of its sites and species', () => {
    const missing = groups.flatMap((group) =>
      group.options.flatMap((option) =>
        option.sites.flatMap((site) =>
          option.species
            .filter((species) => group.species.includes(species))
            .filter(
              (species) =>
                !published.some(
                  (product) =>
                    product.sites.includes(site) && product.facets.species.includes(species) && productMatches(product, option.filter),
                ),
            )
            .map((species) => `${group.slug}/${option.slug} ${site} ${species}`),
        ),
      ),
    );
    expect(missing).toEqual([]);
    expect(groups.every((group) => group.options.every((option) => option.species.length > 0))).toBe(true);
  });

  it('never puts a restricted option on a product of another site or species', () => {
    const leaks = groups.flatMap((group) =>
      group.options.flatMap((option) =>
        published
          .filter((product) => productMatches(product, option.filter))
          .filter(
            (product) =>
              !product.sites.every((site) => option.sites.includes(site)) ||
              !product.facets.species.every((species) => option.species.includes(species)),
          )
          .map((product) => `${option.slug} on ${product.handle}`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('has exactly the option lists of §3', () => {
    expect(optionSlugs('species')).toEqual(['dog', 'cat']);
    expect(optionSlugs('lifestage')).toEqual(['puppy', 'adult-dog', 'senior-dog', 'kitten', 'adult-cat', 'senior-cat']);
    expect(optionSlugs('breed_size')).toEqual(['small', 'medium', 'large']);
    expect(optionSlugs('food_form')).toEqual(['dry-food', 'wet-food', 'treats']);
    expect(optionSlugs('pack_type')).toEqual(['bag', 'can', 'tray', 'pouch']);
    expect(optionSlugs('flavor')).toHaveLength(14);
    expect(optionSlugs('health_conditions')).toHaveLength(17);
    const hpsfOnly = (field: string) =>
      groups
        .filter((group) => group.field === field)
        .flatMap((group) => group.options.filter((option) => option.sites.join() === 'HPSF').map((o) => o.slug));
    expect(hpsfOnly('flavor')).toEqual(['egg', 'original-flavor', 'venison']);
    expect(hpsfOnly('health_conditions')).toHaveLength(9);
    expect(groupBySlug('breed-size').species).toEqual(['dog']);
    expect(groupBySlug('species').isNavigation).toBe(true);
    expect(groups.filter((group) => group.isNavigation).map((group) => group.field)).toEqual(['species']);
  });

  it('restricts the brand lines: main on both sites, clinical HPSF only, treats DTC only and dogs only', () => {
    const brands = groupBySlug('brand').options.map(({ label, sites, species }) => ({ label, sites, species }));
    expect(brands).toEqual([
      { label: 'Vitalis Nutrition', sites: ['DTC', 'HPSF'], species: ['dog', 'cat'] },
      { label: 'Vitalis Clinical Care', sites: ['HPSF'], species: ['dog', 'cat'] },
      { label: 'Vitalis Snacks', sites: ['DTC'], species: ['dog'] },
    ]);
  });

  it('lists at least 17 main-line and 18 clinical sub-brands, the clinical ones on HPSF only', () => {
    const main = groups.find((group) => group.field === 'sub_brand' && group.sites.length === 2) as FilterGroup;
    const clinical = groups.find((group) => group.field === 'sub_brand' && group.sites.join() === 'HPSF') as FilterGroup;
    expect(main.options.length).toBeGreaterThanOrEqual(17);
    expect(clinical.options.length).toBeGreaterThanOrEqual(18);
    const clinicalLabels = clinical.options.map((option) => option.label).join(' | ');
    for (const code of ['c/d', 'd/d', 'i/d', 'j/d', 'k/d', 'm/d', 'r/d', 'u/d', 'w/d', 'z/d', 'y/d', 'ONC Care']) {
      expect(clinicalLabels).toContain(code);
    }
  });

  it('has sort positions for both sites and distinct group slugs', () => {
    for (const site of SITE_CODES) {
      const sorts = groups.map((group) => group.sort[site]);
      expect(new Set(sorts).size).toBe(sorts.length);
    }
    expect(new Set(groups.map((group) => group.slug)).size).toBe(groups.length);
  });

  it('sells products on one storefront only as well as on both, and keeps drafts and archived products', () => {
    const siteSets = new Set(published.map((product) => product.sites.join('+')));
    expect(siteSets).toEqual(new Set(['DTC+HPSF', 'DTC', 'HPSF']));
    expect(products.some((product) => product.status === 'draft')).toBe(true);
    expect(products.some((product) => product.status === 'archived')).toBe(true);
  });

  it('reaches every weight bound of §2 and stays inside them', () => {
    const weights = (unit: Variant['weightUnit']) =>
      publishedVariants()
        .filter((variant) => variant.weightUnit === unit)
        .map((variant) => variant.weight);
    expect(Math.min(...weights('lbs'))).toBe(1);
    expect(Math.max(...weights('lbs'))).toBe(45);
    expect(Math.min(...weights('oz'))).toBe(2.5);
    expect(Math.max(...weights('oz'))).toBe(13);
    const wetPacks = publishedVariants().filter((variant) => ['can', 'tray'].includes(variant.packType));
    expect(wetPacks.every((variant) => variant.weightUnit === 'oz')).toBe(true);
  });

  it('carries every marketing badge but the deal as a tag, deals on the deal list, and every stock level', () => {
    const tags = new Set(publishedVariants().flatMap((variant) => variant.badgeTags));
    const tagOf = (badge: string) => (badge === 'brand-new' ? 'badge::new' : `badge::${badge}`);
    const tagged = BADGE_ORDER.filter((badge) => !['out-of-stock', 'limited-stock', 'deal'].includes(badge));
    expect(tagged.filter((badge) => !tags.has(tagOf(badge)))).toEqual([]);
    expect(tags.has('badge::deal')).toBe(false);
    const levels = new Set(publishedVariants().map((variant) => variant.stockLevel));
    expect(levels).toEqual(new Set(['in', 'limited', 'out']));
  });

  it('lists on each site deals of products that site sells, priced below a compare-at price', () => {
    const bySku = new Map(published.flatMap((product) => product.variants.map((variant) => [variant.sku, { product, variant }] as const)));
    for (const site of SITE_CODES) {
      expect(dealSkus[site].length).toBeGreaterThan(3);
      for (const sku of dealSkus[site]) {
        const found = bySku.get(sku);
        expect(found?.product.sites, sku).toContain(site);
        expect(Number(found?.variant.compareAtPrice?.amount)).toBeGreaterThan(Number(found?.variant.price.amount));
      }
    }
    // the clinical line's deals are HPSF's only
    expect(dealSkus.HPSF.length).toBeGreaterThan(dealSkus.DTC.length);
  });

  it('prices compare-at above the price and offers autoship every 2 to 12 weeks at 5% off', () => {
    for (const variant of publishedVariants().filter((candidate) => candidate.compareAtPrice)) {
      expect(Number(variant.compareAtPrice?.amount)).toBeGreaterThan(Number(variant.price.amount));
    }
    for (const product of published) {
      expect(product.sellingPlans.map((plan) => plan.intervalWeeks)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(product.sellingPlans.every((plan) => plan.discountPercent === 5)).toBe(true);
    }
  });

  it('builds variant URLs as brand/handle/flavor/size that core/catalogue resolves back to the variant', () => {
    for (const product of products) {
      for (const variant of product.variants) {
        const [brand, handle, flavor, size] = variant.variantURL.split('/');
        expect([brand, handle]).toEqual([product.facets.brand[0], product.handle]);
        expect(flavor).toBe(slugify(variant.flavor));
        expect(chooseVariant(product, { flavor, size })).toBe(variant);
        expect(size).toMatch(/^\d+(\.\d+)?(lb|oz)$/);
        expect(variant.selectedOptions.map((option) => option.name)).toEqual(['Size', 'Flavor', 'Product Form']);
      }
      expect(product.featuredImage.url).toBe(`/assets/packshots/${product.handle}.png`);
    }
  });

  it('uses only the fictional brand family', () => {
    const text = JSON.stringify(products).toLowerCase();
    for (const name of ["hill's", 'hills', 'science diet', 'prescription diet']) expect(text).not.toContain(name);
    expect(new Set(products.map((product) => product.line))).toEqual(
      new Set(['Vitalis Nutrition', 'Vitalis Clinical Care', 'Vitalis Snacks']),
    );
  });
});
