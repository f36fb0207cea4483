import type { Product } from '../entities/catalogue';

/** Converts a decimal money string ('12.99') to integer cents (1299). */
export function amountToCents(amount: string): number {
  return Math.round(Number.parseFloat(amount) * 100);
}

/** Lowest variant price of a product in cents, or null when it has no variants. */
export function minVariantPriceCents(product: Product): number | null {
  if (product.variants.length === 0) return null;
  return Math.min(...product.variants.map((v) => amountToCents(v.price.amount)));
}
