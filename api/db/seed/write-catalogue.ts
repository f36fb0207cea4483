/** Replaces the seeded catalogue and upserts content inside the caller's transaction. */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  contentEntries,
  filterGroups,
  filterOptions,
  productOptions,
  products,
  sellingPlans,
  stock,
  stockZipRanges,
  variants,
} from '../schema';
import type { CatalogueSeed } from './build-catalogue';
import type { ContentEntrySeed } from './content-data';

/** Keeps each statement well under PostgreSQL's 65,535 bind-parameter limit. */
const ROWS_PER_INSERT = 400;

export type StepProgress = (step: string, done: number, total: number) => void;

async function insertInChunks(tx: Db, table: PgTable, rows: object[], step: string, onProgress: StepProgress) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
    onProgress(step, Math.min(start + ROWS_PER_INSERT, rows.length), rows.length);
  }
}

export async function replaceCatalogue(tx: Db, seed: CatalogueSeed, onProgress: StepProgress): Promise<void> {
  // Cascades remove variants, options, selling plans, stock rows and filter options with their parents.
  await tx.delete(products);
  await tx.delete(filterGroups);
  await tx.delete(stockZipRanges);
  const all = seed.built;
  await insertInChunks(
    tx,
    products,
    all.map((item) => item.product),
    'products',
    onProgress,
  );
  await insertInChunks(
    tx,
    productOptions,
    all.flatMap((item) => item.options),
    'product options',
    onProgress,
  );
  await insertInChunks(
    tx,
    variants,
    all.flatMap((item) => item.variants),
    'variants',
    onProgress,
  );
  await insertInChunks(
    tx,
    sellingPlans,
    all.flatMap((item) => item.sellingPlans),
    'selling plans',
    onProgress,
  );
  await insertInChunks(tx, filterGroups, seed.filterGroups, 'filter groups', onProgress);
  await insertInChunks(tx, filterOptions, seed.filterOptions, 'filter options', onProgress);
  await insertInChunks(tx, stock, seed.stock, 'stock', onProgress);
  await insertInChunks(tx, stockZipRanges, seed.zipRanges, 'zip ranges', onProgress);
}

/** Upserts: entries an operator added under other keys survive a reseed. */
export async function upsertContent(tx: Db, entries: ContentEntrySeed[], onProgress: StepProgress): Promise<void> {
  await tx
    .insert(contentEntries)
    .values(entries)
    .onConflictDoUpdate({ target: [contentEntries.site, contentEntries.key], set: { value: sql`excluded.value` } });
  onProgress('content', entries.length, entries.length);
}
