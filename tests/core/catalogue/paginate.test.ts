import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, paginate } from '../../../core/catalogue/paginate';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

describe('paginate', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, 10, 3],
    [2, 10, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 2, 10, 3],
    [3, 10, [21, 22, 23, 24, 25], 3, 10, 3],
    [4, 10, [], 4, 10, 3],
    [0, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, 10, 3],
    [-3, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, 10, 3],
    [2.7, 10, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 2, 10, 3],
    [1, 25, items, 1, 25, 1],
    [1, 0, [1], 1, 1, 25],
  ])('page %d limit %d', (page, limit, expected, outPage, outLimit, totalPages) => {
    const result = paginate(items, page, limit);
    expect(result).toEqual({ items: expected, page: outPage, limit: outLimit, total: 25, totalPages });
  });

  it('caps the limit and falls back on non-numbers', () => {
    expect(paginate(items, 1, 10_000).limit).toBe(MAX_PAGE_LIMIT);
    expect(paginate(items, Number.NaN, Number.NaN)).toMatchObject({ page: 1, limit: DEFAULT_PAGE_LIMIT });
  });

  it('an empty list has one (empty) page', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, limit: 10, total: 0, totalPages: 1 });
  });
});
