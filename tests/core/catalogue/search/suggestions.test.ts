import { describe, expect, it } from 'vitest';
import { noResultsSuggestions } from '../../../../core/catalogue/search/suggestions';
import { makeProduct, sampleCatalogue } from '../fixtures';

const catalogue = sampleCatalogue().filter((p) => p.status === 'published');

describe('noResultsSuggestions', () => {
  it('offers close catalogue words for a badly misspelt query', () => {
    const { terms } = noResultsSuggestions(catalogue, 'chikcenn');
    expect(terms[0]).toBe('chicken');
  });

  it('offers the best-ranked product titles', () => {
    expect(noResultsSuggestions(catalogue, 'xyzzy').popular).toEqual([
      'Adult Chicken & Barley Dry Dog Food',
      'Puppy Lamb Meal & Rice Dry Dog Food',
      'Kitten Tender Chicken Wet Cat Food',
    ]);
  });

  it('gives no terms when nothing is close, and respects the limit', () => {
    expect(noResultsSuggestions(catalogue, 'qqqqqqqq').terms).toEqual([]);
    expect(noResultsSuggestions(catalogue, 'xyzzy', 1).popular).toHaveLength(1);
  });

  it('prefers closer, then more common words, and never repeats the query word', () => {
    const list = [makeProduct({ title: 'Lamb Stew' }), makeProduct({ title: 'Lamb Bites' }), makeProduct({ title: 'Limb Care' })];
    const { terms } = noResultsSuggestions(list, 'lamp');
    expect(terms.slice(0, 2)).toEqual(['lamb', 'limb']);
    expect(noResultsSuggestions(list, 'lamb').terms).not.toContain('lamb');
  });

  it('shows words as written in the catalogue, not singularised tokens', () => {
    const list = [makeProduct({ title: 'Puppies Formula' })];
    expect(noResultsSuggestions(list, 'pupies').terms).toContain('puppies');
  });
});
