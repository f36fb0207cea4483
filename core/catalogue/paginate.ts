/** Page size when none is asked for. */
export const DEFAULT_PAGE_LIMIT = 24;
/** Largest page a caller may ask for. */
export const MAX_PAGE_LIMIT = 100;

/** One page of a list plus where it sits in the whole. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

function wholeAtLeast(value: number, min: number, fallback: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback;
}

/**
 * The `page`-th (1-based) slice of `limit` items. Page is at least 1, limit within 1..MAX_PAGE_LIMIT;
 * a page past the end is empty (not clamped back) and totalPages is at least 1.
 */
export function paginate<T>(items: readonly T[], page: number, limit: number): Page<T> {
  const safeLimit = Math.min(MAX_PAGE_LIMIT, wholeAtLeast(limit, 1, DEFAULT_PAGE_LIMIT));
  const safePage = wholeAtLeast(page, 1, 1);
  const start = (safePage - 1) * safeLimit;
  return {
    items: items.slice(start, start + safeLimit),
    page: safePage,
    limit: safeLimit,
    total: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / safeLimit)),
  };
}
