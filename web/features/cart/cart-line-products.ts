import { useQuery } from '@tanstack/react-query';
import type { Product, Variant } from '../../../core/entities/catalogue';
import { fetchProductPage } from '../catalogue/catalogue-source';

/** The catalogue product and variant behind a cart line (image, link, Autoship plans). */
export interface LineProduct {
  product: Product;
  variant: Variant;
}

/** The search input takes 200 characters: skus go in groups that fit. */
const SKUS_PER_SEARCH = 15;
/** A cart's products change only with the catalogue; a minute old is fine. */
const LINE_PRODUCTS_STALE_MS = 60_000;

/**
 * Products of these skus, sku → product and variant. A cart line keeps only what the order needs;
 * the picture and the plans come from the catalogue, through the same source as every catalogue read
 * (so the offline snapshot answers here too). An exact sku search ranks its product first.
 */
export async function fetchLineProducts(skus: readonly string[], signal?: AbortSignal): Promise<Record<string, LineProduct>> {
  const wanted = new Set(skus);
  const found: Record<string, LineProduct> = {};
  for (let i = 0; i < skus.length; i += SKUS_PER_SEARCH) {
    const group = skus.slice(i, i + SKUS_PER_SEARCH);
    const page = await fetchProductPage({ search: group.join(' '), limit: Math.max(group.length * 2, 10), page: 1 }, signal);
    for (const product of page.products) {
      for (const variant of product.variants) if (wanted.has(variant.sku)) found[variant.sku] = { product, variant };
    }
  }
  return found;
}

/** The catalogue facts of the cart's lines; lines whose product is unknown are simply absent. */
export function useLineProducts(skus: readonly string[]) {
  const sorted = [...new Set(skus)].sort();
  return useQuery({
    queryKey: ['catalogue', 'cart-line-products', sorted],
    queryFn: ({ signal }) => fetchLineProducts(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: LINE_PRODUCTS_STALE_MS,
  });
}
