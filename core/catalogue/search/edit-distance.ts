/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form (insert, delete, substitute,
 * swap of two adjacent letters each cost 1). Stops early and returns `limit + 1` once the
 * distance is known to exceed `limit`.
 */
export function damerauLevenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** Typos tolerated for a query word of this length: 0 below 4 letters, 1 for 4-7, 2 from 8. */
export function typoTolerance(length: number): number {
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}
