import type { Product, Variant } from '../entities/catalogue';
import { flavorLabelContains } from './flavor-label';
import { slugify } from './slug';
import { formatWeightSegment } from './weight-segment';

/** What may pick a variant: a sku (search parameter), a variant URL slug, or flavor and size slugs. */
export interface VariantHint {
  sku?: string | null;
  /** variant URL as in productLink, with or without the leading '/products/' */
  slug?: string | null;
  flavor?: string | null;
  size?: string | null;
  /** a listing's flavor segment: variants whose flavor label contains it ('chicken' in 'Chicken & Barley') */
  flavorWords?: string | null;
  /** a listing's food-form segment: variants packed as that form */
  foodForm?: FoodFormSlug | null;
}

/** Food forms a listing URL can name (§2), told apart on a variant by its pack type. */
export type FoodFormSlug = 'dry-food' | 'wet-food';

/** True when a variant is of a food form: dry food comes in bags, wet food in cans, trays and pouches. */
export function isOfFoodForm(variant: Variant, form: FoodFormSlug): boolean {
  return form === 'dry-food' ? variant.packType === 'bag' : variant.packType !== 'bag';
}

/** URL slug of a variant's size: '15lb', '5.5oz'. */
export function variantSizeSlug(variant: Variant): string {
  return formatWeightSegment({ weight: variant.weight, unit: variant.weightUnit });
}

function sizeMatches(variant: Variant, size: string): boolean {
  const wanted = slugify(size);
  const option = variant.selectedOptions.find((o) => o.name === 'Size');
  return wanted === variantSizeSlug(variant) || (option !== undefined && wanted === slugify(option.value));
}

function trimSlug(slug: string): string {
  return slug
    .replace(/^\/+/, '')
    .replace(/^products\//, '')
    .replace(/\/+$/, '');
}

// The variants a hint's flavor and food form leave, or null when it names neither.
function narrowed(variants: readonly Variant[], { flavor, flavorWords, foodForm }: VariantHint): Variant[] | null {
  if (!flavor && !flavorWords && !foodForm) return null;
  return variants.filter(
    (v) =>
      (!flavor || slugify(v.flavor) === slugify(flavor)) &&
      (!flavorWords || flavorLabelContains(v, flavorWords)) &&
      (!foodForm || isOfFoodForm(v, foodForm)),
  );
}

function bySlug(variants: readonly Variant[], hint: VariantHint): Variant | undefined {
  const { slug, size } = hint;
  if (slug) {
    const exact = variants.find((v) => trimSlug(v.variantURL) === trimSlug(slug));
    if (exact) return exact;
  }
  const chosen = narrowed(variants, hint);
  const sized = size ? (chosen ?? variants).find((v) => sizeMatches(v, size)) : undefined;
  // A slug that names a flavor or form but no (known) size lands on the first size of those.
  return sized ?? chosen?.[0];
}

/**
 * The variant a card or product page shows (§2): the variant of the sku; else the one the slug,
 * flavor/size or a listing's flavor, weight or food-form segment names; else, when any of those was
 * given, the first size variant; with none at all, the first in-stock variant (falling back to the
 * first). Undefined only for a product with no variants.
 */
export function chooseVariant(product: Pick<Product, 'variants'>, hint: VariantHint = {}): Variant | undefined {
  const { variants } = product;
  const sku = hint.sku?.trim().toLowerCase();
  const bySku = sku ? variants.find((v) => v.sku.toLowerCase() === sku) : undefined;
  if (bySku) return bySku;
  const hasSlug = Boolean(hint.slug || hint.flavor || hint.size || hint.flavorWords || hint.foodForm);
  if (hasSlug) return bySlug(variants, hint) ?? variants[0];
  return variants.find((v) => v.inStock) ?? variants[0];
}
