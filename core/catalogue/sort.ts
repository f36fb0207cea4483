import type { Product } from '../entities/catalogue';
import { minVariantPriceCents } from './price';

/** Sort orders of a product list; 'relevance' keeps search ranking (featured without a search). */
export const SORT_KEYS = ['featured', 'price-asc', 'price-desc', 'title-asc', 'newest', 'relevance'] as const;
/** A sort order of a product list (its zod schema, sortKeySchema, is the contract's: core/contract/catalogue). */
export type SortKey = (typeof SORT_KEYS)[number];

type Compare = (a: Product, b: Product) => number;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byRank: Compare = (a, b) => a.rank - b.rank || byText(a.id, b.id);

// Products without a price go last in both price orders.
function byPrice(direction: 1 | -1): Compare {
  return (a, b) => {
    const pa = minVariantPriceCents(a);
    const pb = minVariantPriceCents(b);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  };
}

const PRIMARY: Record<Exclude<SortKey, 'relevance'>, Compare> = {
  featured: () => 0,
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  'title-asc': (a, b) => byText(a.title.toLowerCase(), b.title.toLowerCase()),
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
};

/**
 * Products in `sort` order. Ties fall back to rank, then id, so the order is total and the same
 * on the server and offline whatever order the input arrives in. 'relevance' keeps the input order.
 */
export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  if (sort === 'relevance') return [...products];
  const primary = PRIMARY[sort];
  return [...products].sort((a, b) => primary(a, b) || byRank(a, b));
}
