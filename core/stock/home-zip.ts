/** A serviceable zip range with both bounds as 5-digit strings. */
export interface ZipRange {
  low: string;
  high: string;
}

/** True for exactly five digits. */
export function isZipFormat(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

/** Parses a stock-data range 'low-high', padding both bounds to 5 digits ('501-999' → 00501..00999); null if malformed or reversed. */
export function parseZipRange(range: string): ZipRange | null {
  const match = /^\s*(\d{1,5})\s*-\s*(\d{1,5})\s*$/.exec(range);
  if (!match) return null;
  const low = match[1].padStart(5, '0');
  const high = match[2].padStart(5, '0');
  return low <= high ? { low, high } : null;
}

/** True when a 5-digit zip lies inside one of the ranges (bounds inclusive). */
export function zipInRanges(zip: string, ranges: readonly string[]): boolean {
  return ranges.some((text) => {
    const range = parseZipRange(text);
    return range !== null && zip >= range.low && zip <= range.high;
  });
}

/**
 * Home zip rule (§5): five characters, all digits, inside one of the stock data's ranges. The
 * bypass flag skips only the range check; a malformed zip is never accepted.
 */
export function isValidHomeZip(zip: string, ranges: readonly string[], options: { bypass?: boolean } = {}): boolean {
  if (!isZipFormat(zip)) return false;
  return options.bypass === true || zipInRanges(zip, ranges);
}
