import { isValidHomeZip, isZipFormat } from '../../../core/stock';

/** Skips the serviceable-range check of a home zip (§5 'a flag can bypass the check'). Off by default. */
export const BYPASS_ZIP_RANGE_CHECK = false;

export const ZIP_FORMAT_MESSAGE = 'Enter a 5-digit zip code.';
export const zipOutOfRangeMessage = (zip: string) => `We don't deliver to ${zip} yet. Enter another zip code.`;

/** The field error of a home zip entry (§5), or null when it may be stored. */
export function homeZipError(zip: string, ranges: readonly string[], bypass = BYPASS_ZIP_RANGE_CHECK): string | null {
  if (!isZipFormat(zip)) return ZIP_FORMAT_MESSAGE;
  return isValidHomeZip(zip, ranges, { bypass }) ? null : zipOutOfRangeMessage(zip);
}
