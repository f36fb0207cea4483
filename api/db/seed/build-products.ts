/**
 * Turns the declarative lines into product, option, variant and selling-plan rows. Pure and
 * deterministic: the same declarations always give the same rows.
 */
import { slugify as urlSegment } from '../../../core/catalogue/slug';
import { formatWeightSegment } from '../../../core/catalogue/weight-segment';
import type { SiteCode } from '../../../core/constants';
import type { Species } from '../../../core/entities/catalogue';
import type { productOptions, products, sellingPlans, variants } from '../schema';
import { FORMS, isForm, priceCents, sizeLabel, sizesFor } from './forms';
import type { AgeGroup, Form, LineSpec, SubBrandSpec } from './lines';
import { describeProduct } from './product-copy';
import { randomFor, sha256, slugify } from './random';
import { FLAVORS, labelOf } from './vocabulary';

export type ProductRow = typeof products.$inferInsert;
export type VariantRow = typeof variants.$inferInsert;
export type ProductOptionRow = typeof productOptions.$inferInsert;
export type SellingPlanRow = typeof sellingPlans.$inferInsert;

/** Autoship every 2..12 weeks, 5% off ('Save an extra 5% with Autoship', §2). */
export const AUTOSHIP_WEEKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
export const AUTOSHIP_DISCOUNT_PERCENT = 5;

export interface Recipe {
  species: Species;
  flavor: string;
  form: Form;
  status: 'published' | 'draft' | 'archived';
  sites: SiteCode[];
}

/** One product with everything needed to write its rows and draw its packshot. */
export interface BuiltProduct {
  product: ProductRow;
  options: ProductOptionRow[];
  variants: VariantRow[];
  sellingPlans: SellingPlanRow[];
  line: LineSpec;
  subBrand: SubBrandSpec;
  recipe: Recipe;
}

const AGE_SLUGS: Record<Species, Record<AgeGroup, string>> = {
  dog: { young: 'puppy', adult: 'adult-dog', senior: 'senior-dog' },
  cat: { young: 'kitten', adult: 'adult-cat', senior: 'senior-cat' },
};

/** 'cat tuna can HPSF draft' → a recipe; unknown tokens are errors so typos never pass silently. */
export function parseRecipe(text: string, line: LineSpec): Recipe {
  const [species, flavor, form, ...flags] = text.split(' ');
  if (species !== 'dog' && species !== 'cat') throw new Error(`Bad species in recipe '${text}'`);
  labelOf(FLAVORS, flavor);
  if (!isForm(form)) throw new Error(`Bad form in recipe '${text}'`);
  let status: Recipe['status'] = 'published';
  let sites = line.sites;
  for (const flag of flags) {
    if (flag === 'draft' || flag === 'archived') status = flag;
    else if (flag === 'DTC' || flag === 'HPSF') sites = [flag];
    else throw new Error(`Bad flag '${flag}' in recipe '${text}'`);
  }
  return { species, flavor, form, status, sites };
}

/** Stable numeric id from a key, so ids survive catalogue edits. */
function stableNumber(key: string, min: number, span: number): number {
  return min + (Number.parseInt(sha256(key).slice(0, 12), 16) % span);
}

export function flavorLabel(flavor: string): string {
  return flavor === 'original-flavor' ? 'Original Flavor' : `${labelOf(FLAVORS, flavor)} Recipe`;
}

export function productTitle(subBrand: SubBrandSpec, recipe: Recipe): string {
  const speciesWord = recipe.species === 'dog' ? 'Dog' : 'Cat';
  const kind = FORMS[recipe.form].foodForm === 'treats' ? `${speciesWord} Treats` : `${speciesWord} Food`;
  return `${subBrand.label} ${flavorLabel(recipe.flavor)} ${FORMS[recipe.form].titleWord} ${kind}`;
}

export function buildProduct(line: LineSpec, subBrand: SubBrandSpec, recipe: Recipe): BuiltProduct {
  const title = productTitle(subBrand, recipe);
  const handle = slugify(title);
  const id = String(stableNumber(`product:${handle}`, 7_000_000, 2_000_000));
  const form = FORMS[recipe.form];
  const imageUrl = `/assets/packshots/${handle}.png`;
  const copy = describeProduct(line, subBrand, recipe);
  const builtVariants = sizesFor({ line, subBrand, species: recipe.species, form: recipe.form }).map((weight, position) =>
    buildVariant({ line, recipe, handle, title, imageUrl, weight, position }),
  );
  const product: ProductRow = {
    id,
    handle,
    title: `${line.name} ${title}`,
    description: copy.text,
    descriptionHtml: copy.html,
    productType: `${form.titleWord} ${recipe.species === 'dog' ? 'Dog' : 'Cat'} ${form.foodForm === 'treats' ? 'Treats' : 'Food'}`,
    line: line.name,
    status: recipe.status,
    sites: recipe.sites,
    facets: facetsOf(line, subBrand, recipe),
    featuredImageUrl: imageUrl,
    featuredImageAlt: `${line.name} ${title}`,
    rank: 0,
    createdAt: new Date(0),
  };
  return {
    product,
    options: optionsOf(id, builtVariants),
    variants: builtVariants,
    sellingPlans: AUTOSHIP_WEEKS.map((weeks) => ({
      id: `${id}-autoship-${weeks}w`,
      productId: id,
      name: `Autoship every ${weeks} weeks`,
      intervalWeeks: weeks,
      discountPercent: AUTOSHIP_DISCOUNT_PERCENT,
    })),
    line,
    subBrand,
    recipe,
  };
}

interface VariantInput {
  line: LineSpec;
  recipe: Recipe;
  handle: string;
  title: string;
  imageUrl: string;
  weight: number;
  position: number;
}

function buildVariant({ line, recipe, handle, title, imageUrl, weight, position }: VariantInput): VariantRow {
  const form = FORMS[recipe.form];
  const size = sizeLabel(weight, recipe.form);
  const skuNumber = stableNumber(`sku:${handle}:${size}`, 100_000, 900_000);
  const sku = `${line.skuPrefix}${skuNumber}`;
  const id = String(stableNumber(`variant:${sku}`, 40_000_000, 9_000_000));
  return {
    id,
    productId: String(stableNumber(`product:${handle}`, 7_000_000, 2_000_000)),
    adminGraphqlId: `gid://shop/ProductVariant/${id}`,
    sku,
    // Segments as core/catalogue reads them back: slug of the flavor label, size as '15.5lb' / '5.5oz'.
    variantUrl: [line.slug, handle, urlSegment(flavorLabel(recipe.flavor)), formatWeightSegment({ weight, unit: form.weightUnit })].join(
      '/',
    ),
    title: size,
    priceCents: priceCents(weight, recipe.form, line.priceFactor, randomFor(`price:${sku}`)),
    compareAtCents: null,
    weight,
    weightUnit: form.weightUnit,
    flavor: flavorLabel(recipe.flavor),
    packType: form.packType,
    productForm: form.productForm,
    sizeLabel: size,
    badgeTags: [],
    media: [{ url: imageUrl, alt: `${line.name} ${title}, ${size}` }],
    position,
  };
}

function optionsOf(productId: string, rows: VariantRow[]): ProductOptionRow[] {
  const distinct = (values: string[]) => [...new Set(values)];
  return [
    { productId, position: 0, name: 'Size', values: distinct(rows.map((row) => row.sizeLabel)) },
    { productId, position: 1, name: 'Flavor', values: distinct(rows.map((row) => row.flavor)) },
    { productId, position: 2, name: 'Product Form', values: distinct(rows.map((row) => row.productForm)) },
  ];
}

function facetsOf(line: LineSpec, subBrand: SubBrandSpec, recipe: Recipe): Record<string, string[]> {
  const form = FORMS[recipe.form];
  return {
    species: [recipe.species],
    brand: [line.slug],
    lifestage: subBrand.ages.map((age) => AGE_SLUGS[recipe.species][age]),
    breed_size: recipe.species === 'dog' ? subBrand.breedSizes : [],
    food_form: [form.foodForm],
    flavor: [recipe.flavor],
    health_conditions: subBrand.health,
    pack_type: [form.packType],
    sub_brand: line.subBrandGroup ? [slugify(subBrand.label)] : [],
  };
}
