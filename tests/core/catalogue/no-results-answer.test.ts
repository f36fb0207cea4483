import { describe, expect, it } from 'vitest';
import { noResultsAnswer } from '../../../core/catalogue/site-answers';
import { makeProduct } from './fixtures';

const products = [
  makeProduct({ handle: 'chicken-kibble', title: 'Chicken Kibble', rank: 1 }),
  makeProduct({ handle: 'salmon-kibble', title: 'Salmon Kibble', rank: 2 }),
  makeProduct({ handle: 'lamb-stew', title: 'Lamb Stew', rank: 3 }),
  makeProduct({ handle: 'duck-treats', title: 'Duck Treats', rank: 4 }),
];

describe('get-no-results-suggestions answer', () => {
  it('offers close words, the content popular searches and its products in its order', () => {
    const answer = noResultsAnswer(products, 'chikn', { popularSearches: ['puppy', 'kitten'], handles: ['duck-treats', 'lamb-stew'] });
    expect(answer.suggestions).toContain('chicken');
    expect(answer.popularSearches).toEqual(['puppy', 'kitten']);
    expect(answer.products.map((p) => p.handle)).toEqual(['duck-treats', 'lamb-stew']);
  });

  it('leaves out content products the site does not list', () => {
    const answer = noResultsAnswer(products, 'zzz', { popularSearches: [], handles: ['gone', 'lamb-stew'] });
    expect(answer.products.map((p) => p.handle)).toEqual(['lamb-stew']);
  });

  it('falls back to the best-ranked products without content (or when it names none the site lists)', () => {
    expect(noResultsAnswer(products, 'zzz').products.map((p) => p.handle)).toEqual(['chicken-kibble', 'salmon-kibble', 'lamb-stew']);
    expect(noResultsAnswer(products, 'zzz').popularSearches).toEqual([]);
    const unlisted = noResultsAnswer(products, 'zzz', { popularSearches: ['puppy'], handles: ['gone'] });
    expect(unlisted.products.map((p) => p.handle)).toEqual(['chicken-kibble', 'salmon-kibble', 'lamb-stew']);
  });
});
