import type { Product } from '../../entities/catalogue';
import { tokenise, words } from './normalise';

/** Weight of a match in each searchable field: title > line/flavor > health > attributes > description. */
export const SEARCH_FIELD_WEIGHTS = {
  title: 10,
  line: 6,
  flavor: 6,
  health: 4,
  attributes: 2,
  description: 1,
} as const;
/** A searchable field of a product. */
export type SearchField = keyof typeof SEARCH_FIELD_WEIGHTS;

/** What one product contributes to the index: lower-case skus and best field weight per token. */
export interface ProductSearchEntry {
  product: Product;
  skus: string[];
  weights: Map<string, number>;
}

/** One indexed token: which entries hold it and with what weight, plus a readable form for suggestions. */
export interface Posting {
  display: string;
  hits: { entry: number; weight: number }[];
}

/** Search index of a product list; build once per list and reuse across queries. */
export interface SearchIndex {
  entries: ProductSearchEntry[];
  vocabulary: Map<string, Posting>;
}

function fieldTexts(product: Product): Record<SearchField, string[]> {
  const f = product.facets;
  return {
    title: [product.title],
    line: [product.line, ...f.sub_brand],
    flavor: [...product.variants.map((v) => v.flavor), ...f.flavor],
    health: f.health_conditions,
    attributes: [product.productType, ...f.species, ...f.lifestage, ...f.food_form, ...f.breed_size, ...f.pack_type],
    description: [product.description],
  };
}

const entryCache = new WeakMap<Product, ProductSearchEntry>();
const displayCache = new WeakMap<ProductSearchEntry, Map<string, string>>();

function entryFor(product: Product): ProductSearchEntry {
  const cached = entryCache.get(product);
  if (cached) return cached;
  const weights = new Map<string, number>();
  const display = new Map<string, string>();
  const texts = fieldTexts(product);
  for (const field of Object.keys(SEARCH_FIELD_WEIGHTS) as SearchField[]) {
    for (const word of texts[field].flatMap(words)) {
      const [token] = tokenise(word);
      if (!token) continue;
      weights.set(token, Math.max(weights.get(token) ?? 0, SEARCH_FIELD_WEIGHTS[field]));
      if (!display.has(token)) display.set(token, word);
    }
  }
  const entry = { product, skus: product.variants.map((v) => v.sku.toLowerCase()), weights };
  entryCache.set(product, entry);
  displayCache.set(entry, display);
  return entry;
}

const indexCache = new WeakMap<readonly Product[], SearchIndex>();

/**
 * Builds (or returns the cached) search index of a product list. Per-product entries are cached
 * by product object, so re-indexing a filtered copy of the same catalogue stays cheap.
 */
export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const cached = indexCache.get(products);
  if (cached) return cached;
  const entries = products.map(entryFor);
  const vocabulary = new Map<string, Posting>();
  entries.forEach((entry, i) => {
    const display = displayCache.get(entry);
    for (const [token, weight] of entry.weights) {
      let posting = vocabulary.get(token);
      if (!posting) {
        posting = { display: display?.get(token) ?? token, hits: [] };
        vocabulary.set(token, posting);
      }
      posting.hits.push({ entry: i, weight });
    }
  });
  const index = { entries, vocabulary };
  indexCache.set(products, index);
  return index;
}
