import type { Product } from '../../entities/catalogue';
import { damerauLevenshtein } from './edit-distance';
import { tokenise } from './normalise';
import { buildSearchIndex } from './search-index';

/** What to offer when a search finds nothing: close catalogue words and popular product titles. */
export interface NoResultsSuggestions {
  terms: string[];
  popular: string[];
}

/** Largest edit distance at which a catalogue word is still suggested for a failed query word. */
export const SUGGESTION_MAX_DISTANCE = 2;

/**
 * Suggestions for a query without results: up to `limit` catalogue words within two edits of a
 * query word (closest, then most common first) and the titles of the `limit` best-ranked products.
 */
export function noResultsSuggestions(products: readonly Product[], query: string, limit = 3): NoResultsSuggestions {
  const index = buildSearchIndex(products);
  const tokens = new Set(tokenise(query));
  const candidates: { display: string; distance: number; frequency: number }[] = [];
  for (const [term, posting] of index.vocabulary) {
    if (tokens.has(term) || term.length < 3) continue;
    let distance = SUGGESTION_MAX_DISTANCE + 1;
    for (const token of tokens) {
      distance = Math.min(distance, damerauLevenshtein(token, term, SUGGESTION_MAX_DISTANCE));
    }
    if (distance <= SUGGESTION_MAX_DISTANCE) candidates.push({ display: posting.display, distance, frequency: posting.hits.length });
  }
  candidates.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.display < b.display ? -1 : 1));
  const terms = [...new Set(candidates.map((c) => c.display))].slice(0, limit);
  const popular = [...products]
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1))
    .slice(0, limit)
    .map((p) => p.title);
  return { terms, popular };
}
