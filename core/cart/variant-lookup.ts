import { PRESCRIPTION_LINE_SLUG, type SiteCode } from '../constants';
import type { Product, Variant } from '../entities/catalogue';
import { isListable } from '../catalogue/visibility';
import { amountToCents } from './money';

/** What a cart line needs to know of a variant and its product. */
export interface CartVariant {
  id: string;
  adminGraphqlId: string;
  sku: string;
  title: string;
  priceCents: number;
  compareAtCents: number | null;
  weight: number;
  weightUnit: string;
  productTitle: string;
  productType: string;
  /** the product's autoship plans with their discount */
  sellingPlans: { id: string; discountPercent: number }[];
  /** of the prescription line: only an eligible clinic user may buy it */
  prescription: boolean;
}

/** Why a variant cannot go into a cart. */
export type VariantRefusalReason = 'unknown-variant' | 'unpublished' | 'not-on-site' | 'out-of-stock';

/** A variant that may be bought now, or why not. */
export type VariantLookupResult = { ok: true; variant: CartVariant } | { ok: false; reason: VariantRefusalReason };

/** Finds a variant by its id or its adminGraphqlId, with whether it may be added now. */
export type VariantLookup = (merchandiseId: string) => VariantLookupResult;

/** A product and one of its variants. */
export interface IndexedVariant {
  product: Product;
  variant: Variant;
}

/** Every variant of `products` by id and by adminGraphqlId (build once per catalogue version). */
export function indexVariants(products: readonly Product[]): Map<string, IndexedVariant> {
  const index = new Map<string, IndexedVariant>();
  for (const product of products) {
    for (const variant of product.variants) {
      index.set(variant.id, { product, variant });
      index.set(variant.adminGraphqlId, { product, variant });
    }
  }
  return index;
}

/** The cart's view of a catalogue variant. */
export function toCartVariant({ product, variant }: IndexedVariant): CartVariant {
  return {
    id: variant.id,
    adminGraphqlId: variant.adminGraphqlId,
    sku: variant.sku,
    title: variant.title,
    priceCents: amountToCents(variant.price.amount),
    compareAtCents: variant.compareAtPrice ? amountToCents(variant.compareAtPrice.amount) : null,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    productTitle: product.title,
    productType: product.productType,
    sellingPlans: product.sellingPlans.map(({ id, discountPercent }) => ({ id, discountPercent })),
    prescription: product.facets.brand.includes(PRESCRIPTION_LINE_SLUG),
  };
}

/**
 * The lookup both sides use: a variant is buyable when its product is published, sold on `site`,
 * and `isInStock` says so (the server asks the site's stock destination; the offline client
 * defaults to the snapshot's inStock).
 */
export function createVariantLookup(
  index: ReadonlyMap<string, IndexedVariant>,
  site: SiteCode,
  isInStock: (variant: Variant) => boolean = (variant) => variant.inStock,
): VariantLookup {
  return (merchandiseId) => {
    const found = index.get(merchandiseId);
    if (!found) return { ok: false, reason: 'unknown-variant' };
    if (found.product.status !== 'published') return { ok: false, reason: 'unpublished' };
    if (!isListable(found.product, site)) return { ok: false, reason: 'not-on-site' };
    if (!isInStock(found.variant)) return { ok: false, reason: 'out-of-stock' };
    return { ok: true, variant: toCartVariant(found) };
  };
}
