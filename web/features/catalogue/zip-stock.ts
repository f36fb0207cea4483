import type { Variant } from '../../../core/entities/catalogue';

/**
 * A variant as the shopper's zip sees it: out of stock when the stock service says so for that
 * zip and destination; otherwise the catalogue's own stock level stands.
 */
export function withZipStock(variant: Variant, stock: Readonly<Record<string, boolean>> | undefined): Variant {
  if (stock?.[variant.sku] !== false) return variant;
  return { ...variant, inStock: false, stockLevel: 'out' };
}
