/** The id rules of §5: store ids, charity EINs and portfolio ids, charity search input. */

const HEX_32 = /^[0-9a-f]{32}$/i;
const EIN = /^[0-9/-]{1,31}$/;

/**
 * A store id as the provider knows it: trimmed, without dashes, spaces or braces, lower-cased;
 * null when what is left is not 32 hexadecimal characters ('Invalid StoreId').
 */
export function normaliseStoreId(raw: string | null | undefined): string | null {
  const id = (raw ?? '').trim().replace(/[-\s{}]/g, '');
  return HEX_32.test(id) ? id.toLowerCase() : null;
}

/** A cause id made only of digits, slashes and dashes, up to 31 characters, is a charity's EIN. */
export function isEin(id: string): boolean {
  return EIN.test(id);
}

/** Every other cause id names a portfolio. */
export function isPortfolioId(id: string): boolean {
  return !isEin(id);
}

/** A well-formed portfolio id: 32 hexadecimal characters. */
export function isPortfolioIdFormat(id: string): boolean {
  return HEX_32.test(id);
}

/** A cause id the provider can hold: an EIN or a 32-hex portfolio id. */
export function isCauseId(id: string): boolean {
  return isEin(id) || isPortfolioIdFormat(id);
}

/** Charity search input: starting with a digit it is a zip, otherwise a city (§5). */
export function charitySearchPlace(input: string): { zip: string } | { city: string } {
  const text = input.trim();
  return /^\d/.test(text) ? { zip: text } : { city: text };
}
