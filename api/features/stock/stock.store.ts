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
   * turns the value into the in-stock skus (the rule stays stockLevelOf's). The caller builds the
   * statement once per shape (db/built-once.ts): `template` has placeholders read_destination and
   * read_sku0…, `values` fills them.
   */
  function inStockRead(skus: string[], destination: StockDestination) {
    const wanted = [...new Set(skus)];
    const values: Record<string, string> = { read_destination: destination };
    for (const [i, sku] of wanted.entries()) values[`read_sku${i}`] = sku;
    const template = (): SQL<unknown> => {
      const skuPlaceholders = wanted.map((_, i) => sql.placeholder(`read_sku${i}`));
      const wantedHere = and(eq(stock.destination, sql.placeholder('read_destination')), inArray(stock.sku, skuPlaceholders));
      return sql`(select json_object_agg(${stock.sku}, ${stock.level}) from ${stock} where ${wantedHere})`;
    };
    const decode = (value: unknown) => {
      const bySku = (value ?? {}) as Record<string, string | null>;
      return new Set(wanted.filter((sku) => stockLevelOf(bySku[sku] ?? null) !== 'out'));
    };
    return { shape: `in-stock:${wanted.length}`, template, values, decode };
  }

  return { stockFor, zipRanges, inStockRead };
}
export type StockStore = ReturnType<typeof createStockStore>;
