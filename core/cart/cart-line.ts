import type { Attribute } from '../entities/cart';
import { cartLineId } from './line-id';
import { percentOfCents } from './money';
import { WEIGHT_UNIT_ATTRIBUTE, WEIGHT_VALUE_ATTRIBUTE } from './rules';
import type { CartLineState } from './state';
import type { CartVariant } from './variant-lookup';

const WEIGHT_KEYS = new Set([WEIGHT_VALUE_ATTRIBUTE, WEIGHT_UNIT_ATTRIBUTE]);

/** Attributes by key, later ones winning, first-seen order kept. */
export function mergeAttributes(...lists: readonly (readonly Attribute[])[]): Attribute[] {
  const byKey = new Map<string, string>();
  for (const list of lists) for (const { key, value } of list) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

/** A line's attributes: the shopper's own plus _weightValue and _weightUnit, which always come from the variant. */
export function lineAttributes(own: readonly Attribute[], weight: readonly Attribute[]): Attribute[] {
  return mergeAttributes(
    own.filter((a) => !WEIGHT_KEYS.has(a.key)),
    weight.filter((a) => WEIGHT_KEYS.has(a.key)),
  );
}

/** The weight attributes of a variant (§3: added by the product to each line). */
export function weightAttributes(variant: Pick<CartVariant, 'weight' | 'weightUnit'>): Attribute[] {
  return [
    { key: WEIGHT_VALUE_ATTRIBUTE, value: String(variant.weight) },
    { key: WEIGHT_UNIT_ATTRIBUTE, value: variant.weightUnit },
  ];
}

/** Price of one unit bought with `sellingPlanId`: the list price less the plan's discount. */
export function unitPriceCents(variant: CartVariant, sellingPlanId: string | null): number {
  const plan = sellingPlanId === null ? undefined : variant.sellingPlans.find((p) => p.id === sellingPlanId);
  return plan ? variant.priceCents - percentOfCents(variant.priceCents, plan.discountPercent) : variant.priceCents;
}

/** A line of `variant` in cart `cartId`, its money and weight taken from the variant as it is now. */
export function cartLineFromVariant(
  cartId: string,
  variant: CartVariant,
  line: { sellingPlanId: string | null; quantity: number; attributes: readonly Attribute[] },
): CartLineState {
  return {
    id: cartLineId(cartId, variant.id, line.sellingPlanId),
    variantId: variant.id,
    merchandiseId: variant.adminGraphqlId,
    sku: variant.sku,
    variantTitle: variant.title,
    productTitle: variant.productTitle,
    productType: variant.productType,
    sellingPlanId: line.sellingPlanId,
    quantity: line.quantity,
    attributes: lineAttributes(line.attributes, weightAttributes(variant)),
    priceCents: variant.priceCents,
    unitPriceCents: unitPriceCents(variant, line.sellingPlanId),
    compareAtCents: variant.compareAtCents,
  };
}

/** Subtotal of a line in cents: unit price × quantity. */
export function lineSubtotalCents(line: Pick<CartLineState, 'unitPriceCents' | 'quantity'>): number {
  return line.unitPriceCents * line.quantity;
}
