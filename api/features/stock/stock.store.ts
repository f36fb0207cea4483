/**
 * Stock reads (SQL only, no rules): units and level of skus per destination, serviceable zip ranges.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { StockDestination, Variant } from '../../../core/entities/catalogue';
import type { Db } from '../../db/client';
import { stock, stockZipRanges } from '../../db/schema';

type StockLevel = Variant['stockLevel'];

/** A stored level as the catalogue shows it: anything but 'in' or 'limited' is out of stock. */
const stockLevelOf = (level: string | null): StockLevel => (level === 'in' || level === 'limited' ? level : 'out');

export interface SkuStock {
  sku: string;
  quantity: number;
  stockLevel: StockLevel;
  inStock: boolean;
}

export function createStockStore(db: Db) {
  /**
   * Stock of each requested sku (deduplicated, in request order) at one destination. A sku with no
   * stock row there, or unknown, is out of stock with quantity 0.
   */
  async function stockFor(skus: string[], destination: StockDestination): Promise<SkuStock[]> {
    const wanted = [...new Set(skus)];
    if (wanted.length === 0) return [];
    const rows = await db
      .select({ sku: stock.sku, quantity: stock.quantity, level: stock.level })
      .from(stock)
      .where(and(eq(stock.destination, destination), inArray(stock.sku, wanted)));
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    return wanted.map((sku) => {
      const row = bySku.get(sku);
      const stockLevel = stockLevelOf(row?.level ?? null);
      return { sku, quantity: row?.quantity ?? 0, stockLevel, inStock: stockLevel !== 'out' };
    });
  }

  /** Serviceable zip ranges of a destination as 'low-high', bounds padded to 5 digits. */
  async function zipRanges(destination: StockDestination): Promise<string[]> {
    const rows = await db
      .select({ low: stockZipRanges.low, high: stockZipRanges.high })
      .from(stockZipRanges)
      .where(eq(stockZipRanges.destination, destination))
      .orderBy(asc(stockZipRanges.low));
    const pad = (zip: number) => String(zip).padStart(5, '0');
    return rows.map(({ low, high }) => `${pad(low)}-${pad(high)}`);
  }

  /**
   * The same levels as one SQL value, for a caller that reads them inside a statement of its own
   * (the cart write reads them in the SELECT that locks the cart, one statement fewer), with what
   * turns the value into the in-stock skus (the rule stays stockLevelOf's).
   */
  function inStockRead(skus: string[], destination: StockDestination): { sql: SQL<unknown>; decode: (value: unknown) => Set<string> } {
    const wanted = [...new Set(skus)];
    const wantedHere = and(eq(stock.destination, destination), inArray(stock.sku, wanted));
    const levels = sql`(select json_object_agg(${stock.sku}, ${stock.level}) from ${stock} where ${wantedHere})`;
    const decode = (value: unknown) => {
      const bySku = (value ?? {}) as Record<string, string | null>;
      return new Set(wanted.filter((sku) => stockLevelOf(bySku[sku] ?? null) !== 'out'));
    };
    return { sql: levels, decode };
  }

  return { stockFor, zipRanges, inStockRead };
}
export type StockStore = ReturnType<typeof createStockStore>;
