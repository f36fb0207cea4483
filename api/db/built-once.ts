/**
 * Statements built once and sent as text. Drizzle builds a statement from its query objects again
 * every time it runs, about 150 µs each, a quarter of the PostgreSQL process under the cart-write
 * bench (docs/benchmarks.md). The cart write's own statements are built once per shape instead,
 * with placeholders where the values go, and then sent as their text with the values filled in,
 * straight to the driver client under the database or transaction given (node-postgres' pool or
 * pooled client, PGlite or its transaction): both drivers then prepare the text once per
 * connection (statement-cache.ts). Rows come back as the driver parses them, by column name: a
 * selected SQL value needs an alias (`.as(name)`).
 */
import { fillPlaceholders, type Placeholder, type Query } from 'drizzle-orm';
import type { Db } from './client';

/** A value, or the placeholder where a statement built once takes it. */
export type ValueOrPlaceholder = string | Placeholder;

/** What both drivers' query() give: node-postgres' QueryResult and PGlite's Results carry `rows`. */
interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver client a drizzle database or transaction sends its statements through. */
function driverOf(on: Db): DriverClient {
  // drizzle keeps it as `session.client` on both drivers; tests/api/db/built-once.test.ts holds it to that
  return (on as unknown as { session: { client: DriverClient } }).session.client;
}

/** Something drizzle can give the text and parameters of (a query builder, or `sql` wrapped for it). */
export interface Buildable {
  toSQL(): Query;
}

/**
 * A statement of several shapes (what its text depends on: whose cart, how many values a list
 * holds): `run(on, shape, build, values)` builds it with `build()` the first time that shape is run
 * and keeps its text, then sends it through `on` with `values` in its placeholders and gives back
 * its rows.
 */
export function builtOnce<Row>() {
  const built = new Map<string, Query>();
  return async function run(on: Db, shape: string, build: () => Buildable, values: Record<string, unknown>): Promise<Row[]> {
    let query = built.get(shape);
    if (!query) {
      query = build().toSQL();
      built.set(shape, query);
    }
    const result = await driverOf(on).query(query.sql, fillPlaceholders(query.params, values));
    return result.rows as Row[];
  };
}
