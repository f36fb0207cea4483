import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateDatabase } from '../../../api/db/migrate';
import { contentEntries, products, stock, variants } from '../../../api/db/schema';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const CATALOGUE_TABLES = [
  'content_entries',
  'filter_groups',
  'filter_options',
  'product_options',
  'products',
  'seed_runs',
  'selling_plans',
  'stock',
  'stock_zip_ranges',
  'variants',
];

async function tableNames(database: TestDatabase): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describeEachDatabase('migrations', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('create the catalogue tables', async () => {
    expect(await tableNames(database)).toEqual(expect.arrayContaining(CATALOGUE_TABLES));
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('are a no-op when applied again', async () => {
    const before = await tableNames(database);
    await migrateDatabase(database);
    expect(await tableNames(database)).toEqual(before);
  });

  it('derive the stock level from the quantity: 0 out, 1-5 limited, more in', async () => {
    await database.db.insert(products).values({
      id: 'p1',
      handle: 'probe',
      title: 'Probe',
      description: '',
      descriptionHtml: '',
      productType: 'Dry Dog Food',
      line: 'Probe Line',
      status: 'draft',
      sites: ['DTC'],
      facets: {},
      featuredImageUrl: '/x.png',
      featuredImageAlt: 'x',
      rank: 1,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const variant = (sku: string, position: number) => ({
      id: `v-${sku}`,
      productId: 'p1',
      adminGraphqlId: `gid://shop/ProductVariant/${sku}`,
      sku,
      variantUrl: 'a/b/c/d',
      title: '1 lb Bag',
      priceCents: 999,
      weight: 1,
      weightUnit: 'lbs' as const,
      flavor: 'Chicken Recipe',
      packType: 'bag' as const,
      productForm: 'Dry',
      sizeLabel: '1 lb Bag',
      badgeTags: [],
      media: [],
      position,
    });
    await database.db.insert(variants).values([variant('S0', 0), variant('S3', 1), variant('S6', 2)]);
    await database.db.insert(stock).values([
      { sku: 'S0', destination: 'HOME', quantity: 0 },
      { sku: 'S3', destination: 'HOME', quantity: 5 },
      { sku: 'S6', destination: 'HOME', quantity: 6 },
    ]);
    const rows = await database.db.select({ sku: stock.sku, level: stock.level }).from(stock).orderBy(stock.sku);
    expect(rows).toEqual([
      { sku: 'S0', level: 'out' },
      { sku: 'S3', level: 'limited' },
      { sku: 'S6', level: 'in' },
    ]);
  });

  it('refuse a content entry for an unknown site and a compare-at price below the price', async () => {
    await expect(database.db.insert(contentEntries).values({ site: 'XYZ', key: 'k', value: 1 })).rejects.toThrow();
    await expect(database.db.execute(sql`update variants set compare_at_cents = 100 where sku = 'S0'`)).rejects.toThrow();
  });
});
