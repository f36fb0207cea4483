import { cartLineFromVariant } from './cart-line';
import type { CartLineInput } from './mutation';
import { type CartMutationResult, type QuantityAdjustment, refused, variantRefusalMessage } from './outcome';
import { quantityAfterAdding } from './quantity';
import { MAX_CART_LINES } from './rules';
import type { CartLineState, CartState } from './state';
import type { VariantLookup } from './variant-lookup';

export const PRESCRIPTION_NOT_ELIGIBLE =
  'Prescription diets can be ordered only by clinic staff whose clinic account is eligible for the Program Discount.';

/**
 * Adds lines (§5): the same variant+plan merges into one line; the resulting quantity is raised
 * to 1 when below it and capped (5 autoship, 10 one-time). Any refused line refuses them all.
 */
export function addCartLines(cart: CartState, inputs: readonly CartLineInput[], catalogue: VariantLookup): CartMutationResult {
  const lines: CartLineState[] = [...cart.lines];
  const lineIds: string[] = [];
  const adjustments: QuantityAdjustment[] = [];
  for (const [index, input] of inputs.entries()) {
    const field = `lineItems[${index}]`;
    const found = catalogue(input.merchandiseId);
    if (!found.ok) {
      const message = variantRefusalMessage(found.reason, input.merchandiseId);
      return refused(cart, { reason: found.reason, message, field: `${field}.merchandiseId` });
    }
    // §5 staff feeding: prescription-line items need Program Discount eligibility (a registered
    // clinic user of an eligible account group, which is what the cart's programDiscount says)
    if (found.variant.prescription && !cart.customer.programDiscount) {
      return refused(cart, { reason: 'prescription-not-eligible', message: PRESCRIPTION_NOT_ELIGIBLE, field: `${field}.merchandiseId` });
    }
    const sellingPlanId = input.sellingPlanId ?? null;
    if (sellingPlanId !== null && !found.variant.sellingPlans.some((plan) => plan.id === sellingPlanId)) {
      const message = `Selling plan '${sellingPlanId}' is not offered for this product`;
      return refused(cart, { reason: 'unknown-selling-plan', message, field: `${field}.sellingPlanId` });
    }
    const at = lines.findIndex((l) => l.variantId === found.variant.id && l.sellingPlanId === sellingPlanId);
    const existing = at >= 0 ? lines[at] : undefined;
    const settled = quantityAfterAdding(existing?.quantity ?? 0, input.quantity, sellingPlanId !== null);
    const line = cartLineFromVariant(cart.id, found.variant, {
      sellingPlanId,
      quantity: settled.quantity,
      attributes: [...(existing?.attributes ?? []), ...(input.attributes ?? [])],
    });
    if (existing) lines[at] = line;
    else if (lines.length >= MAX_CART_LINES) {
      return refused(cart, { reason: 'too-many-lines', message: `A cart holds at most ${MAX_CART_LINES} lines`, field });
    } else lines.push(line);
    if (!lineIds.includes(line.id)) lineIds.push(line.id);
    if (settled.adjustment) {
      const requested = (existing?.quantity ?? 0) + input.quantity;
      adjustments.push({ lineId: line.id, field: `${field}.quantity`, requested, quantity: line.quantity, reason: settled.adjustment });
    }
  }
  return { cart: { ...cart, lines }, outcome: { ok: true, lineIds, removedLineIds: [], adjustments } };
}
