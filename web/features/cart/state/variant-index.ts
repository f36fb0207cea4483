/**
 * The catalogue the optimistic cart is computed against: the stored products (variant-source.ts)
 * indexed by variant and, for lines already in the cart, the line itself (so quantity changes work
 * offline for any line the server sent). Loaded with the first queued change or the shopper's
 * first change, like the reducer that uses it (a first visit needs neither).
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
export function clientVariantLookup(
  index: ReadonlyMap<string, IndexedVariant>,
  site: SiteCode,
  lines: readonly CartLineState[],
): VariantLookup {
  const catalogue = createVariantLookup(index, site);
  return (merchandiseId) => {
    const found = catalogue(merchandiseId);
    if (found.ok || found.reason !== 'unknown-variant') return found;
    const line = lines.find((l) => l.variantId === merchandiseId || l.merchandiseId === merchandiseId);
    return line ? { ok: true, variant: variantOfLine(line) } : found;
  };
}

let lastIndexed: { known: readonly Product[]; snapshotProducts: readonly Product[]; index: Map<string, IndexedVariant> } | null = null;

/**
 * The index of the products the shopper added from (first: fresher facts) and of the offline
 * snapshot; built again only when one of the two lists changed.
 */
export function catalogueOf(known: readonly Product[], snapshotProducts: readonly Product[]): ReadonlyMap<string, IndexedVariant> {
  if (lastIndexed?.known !== known || lastIndexed.snapshotProducts !== snapshotProducts) {
    lastIndexed = { known, snapshotProducts, index: indexProducts(known, snapshotProducts) };
  }
  return lastIndexed.index;
}
