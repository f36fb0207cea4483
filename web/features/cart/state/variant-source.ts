/**
 * The catalogue the optimistic cart is computed against: products the shopper added from (kept
 * in IndexedDB so pending adds still render after a reload), the offline catalogue snapshot when
 * one is stored, and, for lines already in the cart, the line itself (so quantity changes work
 * offline for any line the server sent).
 */
import {
  type CartLineState,
  type CartVariant,
  createVariantLookup,
  type IndexedVariant,
  indexVariants,
  type VariantLookup,
  WEIGHT_UNIT_ATTRIBUTE,
  WEIGHT_VALUE_ATTRIBUTE,
} from '../../../../core/cart';
import type { SiteCode } from '../../../../core/constants';
import type { Product } from '../../../../core/entities/catalogue';
import { openLocalDb, readRecord, writeRecord } from '../../../lib/local-db';

/** Record of the products the shopper added from, most recent first. */
const KNOWN_PRODUCTS_RECORD = 'cart-products';
/** Enough for every line of a full cart (MAX_CART_LINES) and then some. */
const KNOWN_PRODUCTS_LIMIT = 60;
// The schemas (and zod with them) load only when there is a stored record to check (issue 3).
const loadRecordSchemas = () => import('./known-products-record');

/** The products remembered for the cart. */
export async function readKnownProducts(): Promise<Product[]> {
  return (await readRecord(KNOWN_PRODUCTS_RECORD, () => loadRecordSchemas().then((m) => m.knownProductsSchema))) ?? [];
}

/** `product` first, then the others it did not replace, capped. */
export function rememberProduct(known: readonly Product[], product: Product): Product[] {
  return [product, ...known.filter((p) => p.id !== product.id)].slice(0, KNOWN_PRODUCTS_LIMIT);
}

/** Stores the remembered products (best effort: the server's answers carry the same facts). */
export function saveKnownProducts(products: readonly Product[]): Promise<boolean> {
  return writeRecord(KNOWN_PRODUCTS_RECORD, products);
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
  const { productSchema } = await loadRecordSchemas();
  return value.products.flatMap((item) => {
    const parsed = productSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The cart's view of the variant on an existing line (its plan's discount read back from its prices). */
function variantOfLine(line: CartLineState): CartVariant {
  const attribute = (key: string) => line.attributes.find((a) => a.key === key)?.value;
  const discountPercent = line.priceCents > 0 ? ((line.priceCents - line.unitPriceCents) * 100) / line.priceCents : 0;
  return {
    id: line.variantId,
    adminGraphqlId: line.merchandiseId,
    sku: line.sku,
    title: line.variantTitle,
    priceCents: line.priceCents,
    compareAtCents: line.compareAtCents,
    weight: Number(attribute(WEIGHT_VALUE_ATTRIBUTE) ?? 0),
    weightUnit: attribute(WEIGHT_UNIT_ATTRIBUTE) ?? 'lbs',
    productTitle: line.productTitle,
    productType: line.productType,
    sellingPlans: line.sellingPlanId === null ? [] : [{ id: line.sellingPlanId, discountPercent }],
    // already on a line the server accepted: the server refuses it again if the shopper changed
    prescription: false,
  };
}

/** Every variant of the given product lists, earlier lists winning (fresher facts first). */
export function indexProducts(...lists: readonly (readonly Product[])[]): Map<string, IndexedVariant> {
  const index = new Map<string, IndexedVariant>();
  for (const list of [...lists].reverse()) for (const [id, entry] of indexVariants(list)) index.set(id, entry);
  return index;
}

/**
 * The lookup for one step of the optimistic replay: the catalogue decides where it knows the
 * variant; a variant it does not know but that is on a line of `lines` is taken from that line.
 */
export function clientVariantLookup(index: ReadonlyMap<string, IndexedVariant>, site: SiteCode, lines: readonly CartLineState[]): VariantLookup {
  const catalogue = createVariantLookup(index, site);
  return (merchandiseId) => {
    const found = catalogue(merchandiseId);
    if (found.ok || found.reason !== 'unknown-variant') return found;
    const line = lines.find((l) => l.variantId === merchandiseId || l.merchandiseId === merchandiseId);
    return line ? { ok: true, variant: variantOfLine(line) } : found;
  };
}
