/** Helpers shared by the seed suites: matching a §3 filter against a product, dumping tables. */
import { sql } from 'drizzle-orm';
import type { Filter, Product } from '../../../core/entities/catalogue';
import type { Database } from '../../../api/db/client';

/** Value filters match a product facet; 'weight_<unit>' range filters match a variant weight in that unit. */
export function productMatches(product: Product, filter: Filter): boolean {
  if ('value' in filter) {
    const facets = product.facets as Record<string, string[]>;
    return facets[filter.field]?.includes(filter.value) ?? false;
  }
  const unit = filter.field.replace(/^weight_/, '');
  return product.variants.some((variant) => variant.weightUnit === unit && variant.weight >= filter.min && variant.weight <= filter.max);
}

export const SEEDED_TABLES = [
  'products',
  'product_options',
  'variants',
  'selling_plans',
  'filter_groups',
  'filter_options',
  'stock',
  'stock_zip_ranges',
  'content_entries',
  'reviews',
  'seed_runs',
];

/** Every row of every seeded table as JSON text, in a stable order. */
export async function dumpTables(database: Database): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of SEEDED_TABLES) {
    const result = await database.db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${table} t`),
    );
    dump[table] = String((result.rows[0] as { rows: string }).rows);
  }
  return dump;
}
