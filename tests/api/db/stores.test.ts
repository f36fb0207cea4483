import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_ZIP } from '../../../core/constants';
import { filterGroupSchema, productSchema, zipRangeSchema } from '../../../core/entities/catalogue';
import { footerSchema, headerSchema, navigationSchema, announcementSchema, notFoundContentSchema } from '../../../core/entities/content';
import { contentEntries } from '../../../api/db/schema';
import { createCatalogueStore, moneyFromCents } from '../../../api/features/catalogue/catalogue.store';
import { createContentStore } from '../../../api/features/content/content.store';
import { createStockStore } from '../../../api/features/stock/stock.store';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const inRanges = (zip: string, ranges: string[]) =>
  ranges.some((range) => {
    const [low, high] = range.split('-').map(Number);
    return Number(zip) >= low && Number(zip) <= high;
  });

it('formats cents as the decimal amounts of the wire', () => {
  expect(moneyFromCents(1299)).toEqual({ amount: '12.99', currencyCode: 'USD' });
  expect(moneyFromCents(5)).toEqual({ amount: '0.05', currencyCode: 'USD' });
  expect(moneyFromCents(-400).amount).toBe('-4.00');
});

describeEachDatabase('stores', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('list products of every status in the shape of core/entities/catalogue', async () => {
    const products = await createCatalogueStore(database.db).listProducts();
    for (const product of products) expect(productSchema.parse(product)).toEqual(product);
    expect(new Set(products.map((product) => product.status))).toEqual(new Set(['published', 'draft', 'archived']));
    expect(products.map((product) => product.rank)).toEqual([...products.map((product) => product.rank)].sort((a, b) => a - b));
    const variant = products[0].variants[0];
    expect(variant.price.amount).toMatch(/^\d+\.99$/);
    expect(variant.inStock).toBe(variant.stockLevel !== 'out');
  });

  it('list filter groups in the shape of core/entities/catalogue', async () => {
    const groups = await createCatalogueStore(database.db).listFilterGroups();
    for (const group of groups) expect(filterGroupSchema.parse(group)).toEqual(group);
    expect(groups.find((group) => group.field === 'species')?.navigationLabel).toBe('Shop by Pet');
  });

  it('report stock per sku and destination, unknown or unstocked skus as out', async () => {
    const store = createStockStore(database.db);
    const products = await createCatalogueStore(database.db).listProducts();
    const treat = products.find((product) => product.sites.join() === 'DTC' && product.line === 'Vitalis Snacks');
    const variants = products.flatMap((product) => product.variants);
    const out = variants.find((variant) => variant.stockLevel === 'out');
    const limited = variants.find((variant) => variant.stockLevel === 'limited');
    const home = await store.stockFor([limited?.sku ?? '', out?.sku ?? '', 'NO-SUCH-SKU', out?.sku ?? ''], 'HOME');
    expect(home.map(({ sku, stockLevel, inStock }) => ({ sku, stockLevel, inStock }))).toEqual([
      { sku: limited?.sku, stockLevel: 'limited', inStock: true },
      { sku: out?.sku, stockLevel: 'out', inStock: false },
      { sku: 'NO-SUCH-SKU', stockLevel: 'out', inStock: false },
    ]);
    expect(home[0].quantity).toBeGreaterThanOrEqual(1);
    expect(home[0].quantity).toBeLessThanOrEqual(5);
    const clinic = await store.stockFor([treat?.variants[0].sku ?? ''], 'CLINIC');
    expect(clinic[0]).toMatchObject({ quantity: 0, stockLevel: 'out' });
    expect(await store.stockFor([], 'HOME')).toEqual([]);
  });

  it('list serviceable zip ranges padded to 5 digits, serving the default zip and leaving gaps', async () => {
    const store = createStockStore(database.db);
    for (const destination of ['HOME', 'CLINIC'] as const) {
      const ranges = await store.zipRanges(destination);
      expect(ranges.length).toBeGreaterThan(3);
      for (const range of ranges) expect(zipRangeSchema.parse(range)).toMatch(/^\d{5}-\d{5}$/);
      expect(inRanges(DEFAULT_ZIP, ranges)).toBe(true);
      expect(inRanges('00901', ranges)).toBe(false); // Puerto Rico is not served
    }
    expect(await store.zipRanges('HOME')).toContain('00501-00544');
  });

  it('merge shared and site content, the site winning, with values matching core/entities/content', async () => {
    const store = createContentStore(database.db);
    for (const site of ['DTC', 'HPSF'] as const) {
      const entries = await store.getEntries(site);
      expect(entries.free_shipping_minimum).toBe(50);
      headerSchema.parse(entries.header);
      footerSchema.parse(entries.footer);
      navigationSchema.parse(entries['navigation:main']);
      announcementSchema.array().parse(entries.announcements);
      notFoundContentSchema.parse(entries);
    }
    expect((await store.getEntries('DTC', ['site_name'])).site_name).toBe('Vitalis Pet Nutrition Shop');
    expect((await store.getEntries('HPSF', ['site_name'])).site_name).toBe('Vitalis Professional Staff Feeding');
    await database.db.insert(contentEntries).values({ site: 'DTC', key: 'free_shipping_minimum', value: 75 });
    expect(await store.getEntries('DTC', ['free_shipping_minimum', 'missing'])).toEqual({ free_shipping_minimum: 75 });
    expect(await store.getEntries('HPSF', ['free_shipping_minimum'])).toEqual({ free_shipping_minimum: 50 });
    expect(await store.getEntries('DTC', [])).toEqual({});
  });
});
