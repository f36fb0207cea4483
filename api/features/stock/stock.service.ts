import type { StockDestination } from '../../../core/entities/catalogue';
import { estimatedDeliveryDate } from '../../../core/stock/delivery-estimate';
import { zipInRanges } from '../../../core/stock/home-zip';
import { stateForZip } from '../../../core/stock/zip-states';
import { notFound } from '../../errors';
import type { RequestScope } from '../../request-scope';
import type { StockStore } from './stock.store';

/** Today's date (YYYY-MM-DD) where the shop's warehouses are; injectable for tests. */
export type Today = () => string;
export const utcToday: Today = () => new Date().toISOString().slice(0, 10);

/** The stock service: availability per sku and zip, serviceable zips, state and delivery date by zip. */
export function createStockService(store: StockStore, today: Today = utcToday) {
  return {
    /** A sku is in stock for a zip when the destination serves that zip and has units left. */
    async productsStock(skus: string[], zipCode: string, destination: StockDestination) {
      const [ranges, levels] = await Promise.all([store.zipRanges(destination), store.stockFor(skus, destination)]);
      const serviceable = zipInRanges(zipCode, ranges);
      return levels.map(({ sku, inStock }) => ({ sku, in_stock: serviceable && inStock }));
    },
    /** Units and level of each sku at one destination (carts check what they hold against it). */
    levels: (skus: string[], destination: StockDestination) => store.stockFor(skus, destination),
    /** Which of skus are in stock at a destination, as a read another statement carries (see the store). */
    inStockRead: (skus: string[], destination: StockDestination) => store.inStockRead(skus, destination),
    allZips: (destination: StockDestination) => store.zipRanges(destination),
    stateByZip(zipCode: string): string {
      const state = stateForZip(zipCode);
      if (!state) throw notFound(`No US state for zip ${zipCode}`);
      return state;
    },
    /** Business days from the shopper's zip; a zip with no state is logged as §8 says and answered 404. */
    estimatedDelivery(scope: RequestScope, zipCode: string) {
      const estimate = estimatedDeliveryDate(today(), zipCode);
      if (!estimate) {
        scope.log.warn({ zipCode }, 'Issue occurred while fetching state');
        throw notFound(`No delivery estimate for zip ${zipCode}`);
      }
      return estimate;
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
