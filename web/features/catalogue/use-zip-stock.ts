import { useMemo } from 'react';
import type { Product } from '../../../core/entities/catalogue';
import { useShopperLocation } from '../location/location-store';
import { useStock } from './queries';

/** In-stock answer per sku for the shopper's zip and destination */
export type ZipStock = Readonly<Record<string, boolean>>;

/**
 * Stock for the shopper's zip and destination of every variant of `products`, asked in one call
 * (undefined until it answers). Cards given it disable Add for sizes out of stock for that zip.
 */
export function useZipStock(products: readonly Product[]): ZipStock | undefined {
  const location = useShopperLocation();
  const skus = useMemo(() => products.flatMap((p) => p.variants.map((v) => v.sku)), [products]);
  return useStock(skus, location.zip, location.destination).data;
}
