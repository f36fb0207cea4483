/** Stock per sku and destination, and the zip ranges each destination serves. */
import type { stock, stockZipRanges } from '../schema';
import type { BuiltProduct } from './build-products';
import { randomFor } from './random';

export type StockRow = Omit<typeof stock.$inferInsert, 'level'>;
export type ZipRangeRow = typeof stockZipRanges.$inferInsert;

/**
 * Serviceable zip blocks. Gaps are deliberate: Puerto Rico/Virgin Islands (006-009xx), military mail
 * (090-099xx, 340xx, 962-966xx) and Guam (969xx) are not served; Alaska and Hawaii are, with the
 * service charge of §9. Clinics are served from fewer blocks than homes.
 */
const ZIP_RANGES = {
  HOME: ['00501-00544', '01001-08999', '10001-33999', '35000-96199', '96700-96899', '97001-99950'],
  CLINIC: ['01001-08999', '10001-33999', '35000-79999', '80000-81699', '82001-96199', '97001-99950'],
} as const;

export function buildZipRanges(): ZipRangeRow[] {
  return (['HOME', 'CLINIC'] as const).flatMap((destination) =>
    ZIP_RANGES[destination].map((range) => {
      const [low, high] = range.split('-').map(Number);
      return { destination, low, high };
    }),
  );
}

/** About one variant in ten is out of stock and one in ten limited (1-5 units), per destination. */
function quantityFor(key: string, mustBeInStock: boolean): number {
  const random = randomFor(key);
  const roll = random();
  if (!mustBeInStock && roll < 0.1) return 0;
  if (!mustBeInStock && roll < 0.2) return 1 + Math.floor(random() * 5);
  return 12 + Math.floor(random() * 480);
}

/** HOME stock for every sku; CLINIC stock only for products the staff-feeding storefront sells. */
export function buildStock(built: BuiltProduct[]): StockRow[] {
  return built.flatMap(({ product, variants }) =>
    variants.flatMap((variant) => {
      const backInStock = variant.badgeTags?.includes('badge::back-in-stock') ?? false;
      const rows: StockRow[] = [{ sku: variant.sku, destination: 'HOME', quantity: quantityFor(`stock:HOME:${variant.sku}`, backInStock) }];
      if (product.sites.includes('HPSF')) {
        rows.push({ sku: variant.sku, destination: 'CLINIC', quantity: quantityFor(`stock:CLINIC:${variant.sku}`, backInStock) });
      }
      return rows;
    }),
  );
}
