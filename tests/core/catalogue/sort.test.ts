import { describe, expect, it } from 'vitest';
import { amountToCents, minVariantPriceCents } from '../../../core/catalogue/price';
import { SORT_KEYS, sortProducts } from '../../../core/catalogue/sort';
import { sortKeySchema } from '../../../core/contract/catalogue';
import { ids, makeProduct, makeVariant } from './fixtures';

const price = (amount: string) => ({ amount, currencyCode: 'USD' });
const catalogue = [
  makeProduct({
    id: 'b',
    title: 'banana Bites',
    rank: 3,
    createdAt: '2025-03-01T00:00:00Z',
    variants: [makeVariant({ price: price('10.00') }), makeVariant({ price: price('4.50') })],
  }),
  makeProduct({
    id: 'a',
    title: 'Apple Crunch',
    rank: 2,
    createdAt: '2025-05-01T00:00:00Z',
    variants: [makeVariant({ price: price('7.25') })],
  }),
  makeProduct({
    id: 'c',
    title: 'cherry Chews',
    rank: 1,
    createdAt: '2024-12-01T00:00:00Z',
    variants: [makeVariant({ price: price('12.00') })],
  }),
  makeProduct({ id: 'none', title: 'Zero Variants', rank: 4, createdAt: '2025-01-01T00:00:00Z', variants: [] }),
];

describe('sortProducts', () => {
  it.each([
    ['featured', ['c', 'a', 'b', 'none']],
    ['price-asc', ['b', 'a', 'c', 'none']],
    ['price-desc', ['c', 'a', 'b', 'none']],
    ['title-asc', ['a', 'b', 'c', 'none']],
    ['newest', ['a', 'b', 'none', 'c']],
    ['relevance', ['b', 'a', 'c', 'none']],
  ] as const)('%s', (sort, expected) => {
    expect(ids(sortProducts(catalogue, sort))).toEqual(expected);
  });

  it('breaks ties by rank, then id, whatever the input order', () => {
    const tied = [
      makeProduct({ id: 'y', rank: 5, variants: [makeVariant({ price: price('5.00') })] }),
      makeProduct({ id: 'x', rank: 5, variants: [makeVariant({ price: price('5.00') })] }),
      makeProduct({ id: 'w', rank: 1, variants: [makeVariant({ price: price('5.00') })] }),
    ];
    for (const input of [tied, [...tied].reverse()]) {
      expect(ids(sortProducts(input, 'price-asc'))).toEqual(['w', 'x', 'y']);
      expect(ids(sortProducts(input, 'price-desc'))).toEqual(['w', 'x', 'y']);
      expect(ids(sortProducts(input, 'featured'))).toEqual(['w', 'x', 'y']);
    }
  });

  it('does not mutate its input', () => {
    const input = [...catalogue];
    sortProducts(input, 'title-asc');
    expect(ids(input)).toEqual(['b', 'a', 'c', 'none']);
  });

  it('sort keys are validated by the schema', () => {
    for (const key of SORT_KEYS) expect(sortKeySchema.parse(key)).toBe(key);
    expect(sortKeySchema.safeParse('price').success).toBe(false);
  });
});

describe('prices', () => {
  it.each([
    ['12.99', 1299],
    ['0.10', 10],
    ['4.35', 435],
    ['1000.00', 100000],
  ])('%s → %d cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it('minimum variant price, or null without variants', () => {
    expect(minVariantPriceCents(catalogue[0])).toBe(450);
    expect(minVariantPriceCents(catalogue[3])).toBeNull();
  });
});
