import { z } from 'zod';
import { SITE_CODES, SPECIES } from '../constants';

/** A storefront code as stored on products, filter groups and options. */
export const siteCodeSchema = z.enum(SITE_CODES);
export const speciesSchema = z.enum(SPECIES);
export type Species = z.infer<typeof speciesSchema>;
export const publishStatusSchema = z.enum(['published', 'draft', 'archived']);

/** Money on the wire (§3): a decimal string amount, so no float rounding reaches a price, and a currency. */
export const moneySchema = z.object({ amount: z.string().regex(/^-?\d+\.\d{2}$/), currencyCode: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

export const imageSchema = z.object({ url: z.string(), alt: z.string() });
export const selectedOptionSchema = z.object({ name: z.enum(['Size', 'Flavor', 'Product Form']), value: z.string() });
/** Stock state of a variant; 'limited' is in stock with few units left. */
export const stockLevelSchema = z.enum(['in', 'limited', 'out']);
export const weightUnitSchema = z.enum(['lbs', 'oz']);

/** Variant of §3. badgeTags carry the 'badge::' prefix ('badge::new' maps to brand-new). */
export const variantSchema = z.object({
  id: z.string(),
  adminGraphqlId: z.string(),
  sku: z.string(),
  variantURL: z.string(),
  title: z.string(),
  selectedOptions: z.array(selectedOptionSchema),
  price: moneySchema,
  compareAtPrice: moneySchema.nullable(),
  inStock: z.boolean(),
  stockLevel: stockLevelSchema,
  imagePrimary: z.object({ url: z.string() }),
  variantMediaList: z.array(imageSchema),
  weight: z.number().positive(),
  weightUnit: weightUnitSchema,
  flavor: z.string(),
  packType: z.enum(['bag', 'can', 'tray', 'pouch']),
  badgeTags: z.array(z.string()),
});
export type Variant = z.infer<typeof variantSchema>;

/** Autoship selling plan: deliver every `intervalWeeks` weeks at `discountPercent` off. */
export const sellingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  intervalWeeks: z.number().int().min(2).max(12),
  discountPercent: z.number().min(0).max(100),
});
export type SellingPlan = z.infer<typeof sellingPlanSchema>;

/**
 * Product-level filterable facts. Each key is a filter field of §3; values are option values
 * (the union over the product's variants for variant-level facts such as flavor and pack_type).
 */
export const productFacetsSchema = z.object({
  species: z.array(speciesSchema),
  brand: z.array(z.string()),
  lifestage: z.array(z.string()),
  breed_size: z.array(z.string()),
  food_form: z.array(z.string()),
  flavor: z.array(z.string()),
  health_conditions: z.array(z.string()),
  pack_type: z.array(z.string()),
  sub_brand: z.array(z.string()),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Product of §3 plus what the shop needs to list and filter it. */
export const productSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  productType: z.string(),
  /** display name of the product line (main, prescription, treats) */
  line: z.string(),
  status: publishStatusSchema,
  sites: z.array(siteCodeSchema),
  featuredImage: imageSchema,
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(variantSchema),
  sellingPlans: z.array(sellingPlanSchema),
  facets: productFacetsSchema,
  /** position in the default ("featured") sort */
  rank: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A value filter (field equals value) or a range filter (min <= field <= max). */
export const filterSchema = z.union([
  z.object({ field: z.string().min(1), value: z.string().min(1) }),
  z.object({ field: z.string().min(1), min: z.number(), max: z.number() }),
]);
export type Filter = z.infer<typeof filterSchema>;

export const filterOptionSchema = z.object({
  label: z.string(),
  slug: z.string(),
  sites: z.array(siteCodeSchema),
  species: z.array(speciesSchema),
  filter: filterSchema,
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** Filter group of §3; `sort` is its position per site. */
export const filterGroupSchema = z.object({
  field: z.string(),
  label: z.string(),
  slug: z.string(),
  navigationLabel: z.string().optional(),
  sites: z.array(siteCodeSchema),
  species: z.array(speciesSchema),
  isNavigation: z.boolean(),
  sort: z.object({ DTC: z.number().int(), HPSF: z.number().int() }),
  options: z.array(filterOptionSchema),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

/** Serviceable zip range 'low-high' of stock data (§3). */
export const zipRangeSchema = z.string().regex(/^\d{1,5}-\d{1,5}$/);
export const stockDestinationSchema = z.enum(['HOME', 'CLINIC']);
export type StockDestination = z.infer<typeof stockDestinationSchema>;
