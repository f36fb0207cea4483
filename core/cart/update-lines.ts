import { cartLineFromVariant, lineAttributes } from './cart-line';
import { cartLineId } from './line-id';
import type { CartLineUpdate } from './mutation';
import { type CartMutationResult, type CartRefusal, type QuantityAdjustment, refused, variantRefusalMessage } from './outcome';
import { PRESCRIPTION_NOT_ELIGIBLE } from './add-lines';
import { capQuantity } from './quantity';
import type { CartLineState, CartState } from './state';
import type { CartVariant, VariantLookup } from './variant-lookup';

interface Work {
  lines: CartLineState[];
  lineIds: string[];
  removedLineIds: string[];
  adjustments: QuantityAdjustment[];
}

type Chosen = { sellingPlanId: string | null; variant: CartVariant | null } | { refusal: CartRefusal };

/** Fresh variant data when the update needs it (more units or another plan), or a refusal. */
function variantFor(line: CartLineState, update: CartLineUpdate, field: string, catalogue: VariantLookup): Chosen {
  const sellingPlanId = update.sellingPlanId === undefined ? line.sellingPlanId : update.sellingPlanId;
  const wantsMore = (update.quantity ?? line.quantity) > line.quantity;
  if (!wantsMore && sellingPlanId === line.sellingPlanId) return { sellingPlanId, variant: null };
  const found = catalogue(line.variantId);
  if (!found.ok) {
    return { refusal: { reason: found.reason, message: variantRefusalMessage(found.reason, line.merchandiseId), field: `${field}.id` } };
  }
  if (sellingPlanId !== null && !found.variant.sellingPlans.some((plan) => plan.id === sellingPlanId)) {
    const message = `Selling plan '${sellingPlanId}' is not offered for this product`;
    return { refusal: { reason: 'unknown-selling-plan', message, field: `${field}.sellingPlanId` } };
  }
  return { sellingPlanId, variant: found.variant };
}

/**
 * A prescription-line item kept in the cart is checked again for the shopper of this change (the
 * one on the cart): a staff user who lost eligibility, or a guest cart of another shopper, may
 * only remove it. An item the catalogue no longer offers is judged by the other rules.
 */
function prescriptionRefusal(cart: CartState, line: CartLineState, field: string, catalogue: VariantLookup): CartRefusal | null {
  if (cart.customer.programDiscount) return null;
  const found = catalogue(line.variantId);
  if (!found.ok || !found.variant.prescription) return null;
  return { reason: 'prescription-not-eligible', message: PRESCRIPTION_NOT_ELIGIBLE, field: `${field}.id` };
}

/** One update applied to `work`; a refusal when the line or its variant is not there. */
function updateOne(cart: CartState, work: Work, update: CartLineUpdate, index: number, catalogue: VariantLookup): CartRefusal | null {
  const cartId = cart.id;
  const field = `lineItems[${index}]`;
  const at = work.lines.findIndex((l) => l.id === update.id);
  if (at < 0) return { reason: 'unknown-line', message: `No line '${update.id}' in this cart`, field: `${field}.id` };
  const line = work.lines[at];
  const requested = update.quantity ?? line.quantity;
  if (requested <= 0) {
    work.lines.splice(at, 1);
    work.removedLineIds.push(line.id);
    return null;
  }
  const notEligible = prescriptionRefusal(cart, line, field, catalogue);
  if (notEligible) return notEligible;
  const chosen = variantFor(line, update, field, catalogue);
  if ('refusal' in chosen) return chosen.refusal;
  const { sellingPlanId, variant } = chosen;
  const attributes = update.attributes ? lineAttributes(update.attributes, line.attributes) : line.attributes;
  const target = work.lines.findIndex((l, i) => i !== at && l.id === cartLineId(cartId, line.variantId, sellingPlanId));
  const merged = target >= 0 ? work.lines[target].quantity + requested : requested;
  const settled = capQuantity(merged, sellingPlanId !== null);
  const base = { sellingPlanId, quantity: settled.quantity, attributes };
  const next = variant ? cartLineFromVariant(cartId, variant, base) : { ...line, ...base };
  if (target >= 0) {
    work.lines[target] = { ...next, attributes: lineAttributes([...work.lines[target].attributes, ...next.attributes], next.attributes) };
    work.lines.splice(at, 1);
  } else work.lines[at] = next;
  if (next.id !== line.id) work.removedLineIds.push(line.id);
  if (!work.lineIds.includes(next.id)) work.lineIds.push(next.id);
  if (settled.adjustment) {
    work.adjustments.push({
      lineId: next.id,
      field: `${field}.quantity`,
      requested: merged,
      quantity: next.quantity,
      reason: settled.adjustment,
    });
  }
  return null;
}

/**
 * Updates lines by id: quantity 0 (or less) removes the line, more than the cap is capped, a new
 * selling plan moves the line to the id of variant+plan (merging with a line already there); a
 * prescription-line item is kept only for an eligible shopper (removing it is always allowed).
 */
export function updateCartLines(cart: CartState, updates: readonly CartLineUpdate[], catalogue: VariantLookup): CartMutationResult {
  const work: Work = { lines: [...cart.lines], lineIds: [], removedLineIds: [], adjustments: [] };
  for (const [index, update] of updates.entries()) {
    const refusal = updateOne(cart, work, update, index, catalogue);
    if (refusal) return refused(cart, refusal);
  }
  const { lines, lineIds, removedLineIds, adjustments } = work;
  return {
    cart: { ...cart, lines },
    outcome: { ok: true, lineIds: lineIds.filter((id) => lines.some((l) => l.id === id)), removedLineIds, adjustments },
  };
}
