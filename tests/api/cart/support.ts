/** Seeded variants picked for the cart suites, with their stock set so each test knows what to expect. */
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../../support/databases';
import { sql } from 'drizzle-orm';
import { createCatalogueStore } from '../../../api/features/catalogue/catalogue.store';
import { stock } from '../../../api/db/schema';
import type { Database } from '../../../api/db/client';
import type { Product, StockDestination, Variant } from '../../../core/entities/catalogue';
import { postJson, TEST_GUEST_KEY } from '../../support/api-server';
import type { Logger } from 'pino';
import { appDeps } from '../../../api/app';
import { loadConfig } from '../../../api/config';
import { createContainer } from '../../../api/container';
import { plainTransact } from '../../../api/db/transact';
import type { RequestScope } from '../../../api/request-scope';

/** The cart service as the app builds it over `database`, and the scope of a guest's request on DTC. */
export function cartServiceOf(database: Database, log: Logger) {
  const config = loadConfig({ NODE_ENV: 'test', DTC_PORT: '0', HPSF_PORT: '0', LOG_LEVEL: 'silent' });
  const { carts } = createContainer(appDeps(config, database, log));
  const scope: RequestScope = { site: 'DTC', customerId: null, guestKey: TEST_GUEST_KEY, log, transact: plainTransact(database.db) };
  return { carts, scope };
}

export const ECOM = '/api/ecom/v1.0';

export interface CartFixtures {
  /** five in-stock variants of published DTC-only products (HOME stock 100) */
  dtc: { product: Product; variant: Variant }[];
  /** an in-stock variant of a published HPSF-only product, of the prescription line (CLINIC and HOME stock 100) */
  hpsf: { product: Product; variant: Variant };
  /** an in-stock variant of a published product sold on both sites, no prescription needed (CLINIC stock 100) */
  hpsfOpen: { product: Product; variant: Variant };
  /** a variant of a draft product */
  draft: Variant;
  /** a DTC variant with no HOME stock */
  soldOut: Variant;
}

async function setStock(database: Database, rows: { sku: string; destination: StockDestination; quantity: number }[]) {
  await database.db
    .insert(stock)
    .values(rows)
    .onConflictDoUpdate({ target: [stock.sku, stock.destination], set: { quantity: sql`excluded.quantity` } });
}

/** Picks the variants of CartFixtures from the seeded catalogue and sets their stock. */
export async function cartFixtures(database: Database): Promise<CartFixtures> {
  const products = await createCatalogueStore(database.db).listProducts();
  const published = products.filter((p) => p.status === 'published' && p.sellingPlans.length > 0);
  const dtcOnly = published.filter((p) => p.sites.includes('DTC') && !p.sites.includes('HPSF'));
  const dtc = dtcOnly.slice(0, 5).map((product) => ({ product, variant: product.variants[0] }));
  const soldOut = dtcOnly[5].variants[0];
  const hpsfProduct = published.find((p) => p.sites.includes('HPSF') && !p.sites.includes('DTC'))!;
  const hpsf = { product: hpsfProduct, variant: hpsfProduct.variants[0] };
  const openProduct = published.find((p) => p.sites.includes('HPSF') && p.sites.includes('DTC'))!;
  const hpsfOpen = { product: openProduct, variant: openProduct.variants[0] };
  const draft = products.find((p) => p.status === 'draft')!.variants[0];
  await setStock(database, [
    ...dtc.map(({ variant }) => ({ sku: variant.sku, destination: 'HOME' as const, quantity: 100 })),
    { sku: hpsf.variant.sku, destination: 'CLINIC', quantity: 100 },
    { sku: hpsf.variant.sku, destination: 'HOME', quantity: 100 },
    { sku: hpsfOpen.variant.sku, destination: 'CLINIC', quantity: 100 },
    { sku: draft.sku, destination: 'HOME', quantity: 100 },
    { sku: soldOut.sku, destination: 'HOME', quantity: 0 },
  ]);
  return { dtc, hpsf, hpsfOpen, draft, soldOut };
}

/** POSTs a cart call, with an Idempotency-Key when given. */
export function cartCall(base: string, call: string, body: unknown, key?: string) {
  return postJson(`${base}${ECOM}/${call}`, body, key ? { 'Idempotency-Key': key } : {});
}

/** Creates a DTC cart with the given lines and answers it. */
export async function createCart(base: string, lineItems: unknown[] = [], cartId = randomUUID()) {
  const res = await cartCall(base, 'create-cart', { cartId, buyerIdentity: {}, lineItems });
  if (res.status !== 200) throw new Error(`create-cart ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as import('../../../core/entities/cart').Cart;
}

/** A line input for the i-th DTC fixture variant. */
export function fixtureLine(f: CartFixtures, i: number, quantity = 1, sellingPlanId: string | null = null) {
  return { merchandiseId: f.dtc[i].variant.id, quantity, sellingPlanId };
}

export interface CartSuite {
  database: TestDatabase;
  server: TestServer;
  f: CartFixtures;
}

/** A seeded database of `kind`, the app over it, and the cart fixtures. */
export async function openCartSuite(kind: DatabaseKind): Promise<CartSuite> {
  const database = await openTestDatabase(kind, { seed: true });
  const server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
  return { database, server, f: await cartFixtures(database) };
}

export async function closeCartSuite(suite: Partial<CartSuite>): Promise<void> {
  await suite.server?.close();
  await suite.database?.close();
}

/**
 * The seeded registered clinic user signed in on staff feeding (HPSF cart writes and checkout need
 * one); `call(path, body)` keeps the session cookie like a browser.
 */
export async function signedInStaff(base: string) {
  const { Browser, STAFF } = await import('../identity/support');
  const staff = new Browser(base);
  const res = await staff.login(STAFF.email, STAFF.password);
  if (res.status !== 200) throw new Error(`staff login ${res.status}: ${JSON.stringify(res.body)}`);
  return staff;
}
