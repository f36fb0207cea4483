import type { Product, Variant } from '../entities/catalogue';
import { slugify } from './slug';
import { formatWeightSegment } from './weight-segment';

/** What may pick a variant: a sku (search parameter), a variant URL slug, or flavor and size slugs. */
export interface VariantHint {
  sku?: string | null;
  /** variant URL as in productLink, with or without the leading '/products/' */
  slug?: string | null;
  flavor?: string | null;
  size?: string | null;
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
  return slug.replace(/^\/+/, '').replace(/^products\//, '').replace(/\/+$/, '');
}

function bySlug(variants: readonly Variant[], hint: VariantHint): Variant | undefined {
  const { slug, flavor, size } = hint;
  if (slug) {
    const exact = variants.find((v) => trimSlug(v.variantURL) === trimSlug(slug));
    if (exact) return exact;
  }
  const ofFlavor = flavor ? variants.filter((v) => slugify(v.flavor) === slugify(flavor)) : variants;
  const sized = size ? ofFlavor.find((v) => sizeMatches(v, size)) : undefined;
  // A slug that names a flavor but no (known) size lands on that flavor's first size.
  return sized ?? (flavor ? ofFlavor[0] : undefined);
}

/**
 * The variant a card or product page shows (§2): the variant of the sku; else the one the slug or
 * flavor/size names; else, when a slug was given, the first size variant; with no slug at all, the
 * first in-stock variant (falling back to the first). Undefined only for a product with no variants.
 */
export function chooseVariant(product: Pick<Product, 'variants'>, hint: VariantHint = {}): Variant | undefined {
  const { variants } = product;
  const sku = hint.sku?.trim().toLowerCase();
  const bySku = sku ? variants.find((v) => v.sku.toLowerCase() === sku) : undefined;
  if (bySku) return bySku;
  const hasSlug = Boolean(hint.slug || hint.flavor || hint.size);
  if (hasSlug) return bySlug(variants, hint) ?? variants[0];
  return variants.find((v) => v.inStock) ?? variants[0];
}
