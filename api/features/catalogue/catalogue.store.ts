/**
 * Catalogue reads (SQL only, no rules): products of every status with variants, options, selling
 * plans and HOME stock; filter groups.
 */
import { and, asc, eq } from 'drizzle-orm';
import { SITE_CODES, type SiteCode } from '../../../core/constants';
import type { FilterGroup, Money, Product, ProductFacets, SellingPlan, Species, Variant } from '../../../core/entities/catalogue';
import type { Db } from '../../db/client';
import { filterGroups, filterOptions, productOptions, products, sellingPlans, stock, variants } from '../../db/schema';

export type StockLevel = Variant['stockLevel'];

const CURRENCY = 'USD';
const FACET_FIELDS = [
  'species',
  'brand',
  'lifestage',
  'breed_size',
  'food_form',
  'flavor',
  'health_conditions',
  'pack_type',
  'sub_brand',
] as const;

/** 1299 → { amount: '12.99', currencyCode: 'USD' }; integer arithmetic, no float rounding. */
export function moneyFromCents(cents: number): Money {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return { amount: `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`, currencyCode: CURRENCY };
}

function stockLevelOf(level: string | null): StockLevel {
  return level === 'in' || level === 'limited' ? level : 'out';
}

function siteCodes(values: string[]): SiteCode[] {
  return values.filter((value): value is SiteCode => (SITE_CODES as readonly string[]).includes(value));
}

function speciesList(values: string[]): Species[] {
  return values.filter((value): value is Species => value === 'dog' || value === 'cat');
}

function facetsOf(stored: Record<string, string[]>): ProductFacets {
  const facets = Object.fromEntries(FACET_FIELDS.map((field) => [field, stored[field] ?? []]));
  return { ...facets, species: speciesList(stored.species ?? []) } as ProductFacets;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

type VariantWithStock = typeof variants.$inferSelect & { level: string | null };

function toVariant(row: VariantWithStock, fallbackImageUrl: string): Variant {
  const stockLevel = stockLevelOf(row.level);
  return {
    id: row.id,
    adminGraphqlId: row.adminGraphqlId,
    sku: row.sku,
    variantURL: row.variantUrl,
    title: row.title,
    selectedOptions: [
      { name: 'Size', value: row.sizeLabel },
      { name: 'Flavor', value: row.flavor },
      { name: 'Product Form', value: row.productForm },
    ],
    price: moneyFromCents(row.priceCents),
    compareAtPrice: row.compareAtCents === null ? null : moneyFromCents(row.compareAtCents),
    inStock: stockLevel !== 'out',
    stockLevel,
    imagePrimary: { url: row.media[0]?.url ?? fallbackImageUrl },
    variantMediaList: row.media,
    weight: row.weight,
    weightUnit: row.weightUnit,
    flavor: row.flavor,
    packType: row.packType,
    badgeTags: row.badgeTags,
  };
}

function toSellingPlan(row: typeof sellingPlans.$inferSelect): SellingPlan {
  return { id: row.id, name: row.name, intervalWeeks: row.intervalWeeks, discountPercent: row.discountPercent };
}

export function createCatalogueStore(db: Db) {
  /** Every product whatever its status, in rank order; callers filter by status and site. */
  async function listProducts(): Promise<Product[]> {
    const productRows = await db.select().from(products).orderBy(asc(products.rank), asc(products.id));
    const optionRows = await db.select().from(productOptions).orderBy(asc(productOptions.position));
    const variantRows = await db
      .select({ variant: variants, level: stock.level })
      .from(variants)
      .leftJoin(stock, and(eq(stock.sku, variants.sku), eq(stock.destination, 'HOME')))
      .orderBy(asc(variants.position), asc(variants.id));
    const planRows = await db.select().from(sellingPlans).orderBy(asc(sellingPlans.intervalWeeks));
    const optionsByProduct = groupBy(optionRows, (row) => row.productId);
    const variantsByProduct = groupBy(
      variantRows.map(({ variant, level }) => ({ ...variant, level })),
      (row) => row.productId,
    );
    const plansByProduct = groupBy(planRows, (row) => row.productId);
    return productRows.map((row) => ({
      id: row.id,
      handle: row.handle,
      title: row.title,
      description: row.description,
      descriptionHtml: row.descriptionHtml,
      productType: row.productType,
      line: row.line,
      status: row.status,
      sites: siteCodes(row.sites),
      featuredImage: { url: row.featuredImageUrl, alt: row.featuredImageAlt },
      options: (optionsByProduct.get(row.id) ?? []).map(({ name, values }) => ({ name, values })),
      variants: (variantsByProduct.get(row.id) ?? []).map((variant) => toVariant(variant, row.featuredImageUrl)),
      sellingPlans: (plansByProduct.get(row.id) ?? []).map(toSellingPlan),
      facets: facetsOf(row.facets),
      rank: row.rank,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** All filter groups with their options; callers keep those of the site and sort by `sort[site]`. */
  async function listFilterGroups(): Promise<FilterGroup[]> {
    const groupRows = await db.select().from(filterGroups).orderBy(asc(filterGroups.sortDtc), asc(filterGroups.slug));
    const optionRows = await db.select().from(filterOptions).orderBy(asc(filterOptions.position));
    const optionsByGroup = groupBy(optionRows, (row) => row.groupSlug);
    return groupRows.map((row) => ({
      field: row.field,
      label: row.label,
      slug: row.slug,
      ...(row.navigationLabel ? { navigationLabel: row.navigationLabel } : {}),
      sites: siteCodes(row.sites),
      species: speciesList(row.species),
      isNavigation: row.isNavigation,
      sort: { DTC: row.sortDtc, HPSF: row.sortHpsf },
      options: (optionsByGroup.get(row.slug) ?? []).map((option) => ({
        label: option.label,
        slug: option.slug,
        sites: siteCodes(option.sites),
        species: speciesList(option.species),
        filter: option.filter,
      })),
    }));
  }

  return { listProducts, listFilterGroups };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
