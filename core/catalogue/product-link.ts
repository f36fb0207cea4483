import type { Variant } from '../entities/catalogue';

/** Product detail link of a card: /products/{variantURL}?sku={sku} (§2). */
export function productLink(variant: Pick<Variant, 'variantURL' | 'sku'>): string {
  const path = variant.variantURL.replace(/^\/+/, '').replace(/^products\//, '');
  return `/products/${path}?sku=${encodeURIComponent(variant.sku)}`;
}
