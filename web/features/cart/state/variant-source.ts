/**
 * The products the optimistic cart is computed against, as stored on this device: those the
 * shopper added from (kept in IndexedDB so pending adds still render after a reload) and the
 * offline catalogue snapshot when one is stored. variant-index.ts turns them into the lookup.
 */
import type { Product } from '../../../../core/entities/catalogue';
import { deleteRecord, openLocalDb, readRecord, writeRecord } from '../../../lib/local-db';
import { loadKnownProductsSchemas } from '../../../lib/lazy-schemas';

/** Record of the products the shopper added from, most recent first. */
const KNOWN_PRODUCTS_RECORD = 'cart-products';
/** Enough for every line of a full cart (MAX_CART_LINES) and then some. */
const KNOWN_PRODUCTS_LIMIT = 60;

/** The products remembered for the cart. */
export async function readKnownProducts(): Promise<Product[]> {
  return (await readRecord(KNOWN_PRODUCTS_RECORD, () => loadKnownProductsSchemas().then((m) => m.knownProductsSchema))) ?? [];
}

/** `product` first, then the others it did not replace, capped. */
export function rememberProduct(known: readonly Product[], product: Product): Product[] {
  return [product, ...known.filter((p) => p.id !== product.id)].slice(0, KNOWN_PRODUCTS_LIMIT);
}

/** Stores the remembered products (best effort: the server's answers carry the same facts). */
export function saveKnownProducts(products: readonly Product[]): Promise<boolean> {
  return writeRecord(KNOWN_PRODUCTS_RECORD, products);
}

/** Forgets the remembered products (sign-out: they say what the last shopper put in the cart). */
export function forgetKnownProducts(): Promise<void> {
  return deleteRecord(KNOWN_PRODUCTS_RECORD);
}

/**
 * Products of the offline catalogue snapshot, if one is stored. Read raw and checked product by
 * product: that record belongs to the catalogue, so a shape this code does not expect is simply
 * not used (never deleted from here).
 */
export async function readCatalogueSnapshotProducts(): Promise<Product[]> {
  const db = await openLocalDb();
  const value = (await db?.get('records', 'catalogue-snapshot').catch(() => undefined))?.value as { products?: unknown } | undefined;
  if (!Array.isArray(value?.products)) return [];
  const { productSchema } = await loadKnownProductsSchemas();
  return value.products.flatMap((item) => {
    const parsed = productSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
