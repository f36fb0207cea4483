import type { Product } from '../../entities/catalogue';
import { damerauLevenshtein, typoTolerance } from './edit-distance';
import { tokenise } from './normalise';
import { buildSearchIndex, type SearchIndex } from './search-index';

/** A product found by a search and its relevance score. */
export interface SearchHit {
  product: Product;
  score: number;
}

/** Score that puts an exact sku match ahead of every text match. */
export const SKU_MATCH_SCORE = 1_000_000;
const PREFIX_QUALITY = 0.8;
const TYPO_PENALTY = 0.25;

/** How well an indexed term answers a query token: 1 exact, 0.8 prefix, 0.75/0.5 for 1/2 typos, 0 none. */
export function termQuality(queryToken: string, term: string): number {
  if (term === queryToken) return 1;
  if (queryToken.length >= 3 && term.startsWith(queryToken)) return PREFIX_QUALITY;
  const tolerance = typoTolerance(queryToken.length);
  if (tolerance === 0) return 0;
  const distance = damerauLevenshtein(queryToken, term, tolerance);
  return distance <= tolerance ? 1 - TYPO_PENALTY * distance : 0;
}

// Best weighted score of one query token per entry index.
function scoreToken(index: SearchIndex, token: string): Map<number, number> {
  const scores = new Map<number, number>();
  for (const [term, posting] of index.vocabulary) {
    const quality = termQuality(token, term);
    if (quality === 0) continue;
    for (const { entry, weight } of posting.hits) {
      scores.set(entry, Math.max(scores.get(entry) ?? 0, weight * quality));
    }
  }
  return scores;
}

function skuMatches(index: SearchIndex, query: string): Set<number> {
  const wanted = new Set([query, ...query.split(/\s+/)].map((s) => s.trim().toLowerCase()).filter(Boolean));
  const found = new Set<number>();
  index.entries.forEach((entry, i) => {
    if (entry.skus.some((sku) => wanted.has(sku))) found.add(i);
  });
  return found;
}

/**
 * Ranked hits for a query. Every query token must match (exactly, by prefix or within the typo
 * tolerance); when no product matches them all, products matching the most tokens are returned.
 * Exact sku matches come first; ties go by product rank, then id.
 */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const tokens = [...new Set(tokenise(query))];
  const matched = new Map<number, { count: number; score: number }>();
  for (const token of tokens) {
    for (const [entry, score] of scoreToken(index, token)) {
      const sum = matched.get(entry) ?? { count: 0, score: 0 };
      matched.set(entry, { count: sum.count + 1, score: sum.score + score });
    }
  }
  const best = Math.max(0, ...[...matched.values()].map((m) => m.count));
  const scores = new Map<number, number>();
  for (const [entry, m] of matched) if (m.count === best) scores.set(entry, m.score);
  for (const entry of skuMatches(index, query)) scores.set(entry, SKU_MATCH_SCORE + (scores.get(entry) ?? 0));
  return [...scores]
    .map(([entry, score]) => ({ product: index.entries[entry].product, score }))
    .sort((a, b) => b.score - a.score || a.product.rank - b.product.rank || (a.product.id < b.product.id ? -1 : 1));
}

/** Products relevant to a query, best first (accepts a product list or a prebuilt index). */
export function searchProducts(products: readonly Product[] | SearchIndex, query: string): Product[] {
  const index = Array.isArray(products) ? buildSearchIndex(products) : (products as SearchIndex);
  return searchIndex(index, query).map((hit) => hit.product);
}
