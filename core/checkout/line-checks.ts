/**
 * What checkout checks on every line again, against the catalogue as it is now: a prescription-line
 * item only for an eligible shopper, and the price the cart shows still the catalogue's.
 */
import { PRESCRIPTION_NOT_ELIGIBLE } from '../cart/add-lines';
import { unitPriceCents } from '../cart/cart-line';
import { centsToAmount } from '../cart/money';
import type { CartCustomer, CartLineState } from '../cart/state';
import { type IndexedVariant, toCartVariant } from '../cart/variant-lookup';

type CheckedLine = Pick<CartLineState, 'variantId' | 'productTitle' | 'variantTitle' | 'sellingPlanId' | 'priceCents' | 'unitPriceCents'>;

/** A line's field name in a checkout refusal (`lines[0]`). */
const lineField = (index: number) => `lines[${index}]`;

/**
 * Field errors naming every prescription-line item the shopper may not order (the cart's customer
 * is not an eligible clinic user), or null when there is none.
 */
export function prescriptionLineErrors(
  lines: readonly CheckedLine[],
  customer: CartCustomer,
  index: ReadonlyMap<string, IndexedVariant>,
): Record<string, string> | null {
  if (customer.programDiscount) return null;
  const errors: Record<string, string> = {};
  for (const [i, line] of lines.entries()) {
    const found = index.get(line.variantId);
    if (found && toCartVariant(found).prescription) errors[lineField(i)] = `${line.productTitle}: ${PRESCRIPTION_NOT_ELIGIBLE}`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Whether any line is a prescription-line item (checkout then asks for the attestation). */
export function hasPrescriptionLine(lines: readonly Pick<CheckedLine, 'variantId'>[], index: ReadonlyMap<string, IndexedVariant>): boolean {
  return lines.some((line) => {
    const found = index.get(line.variantId);
    return found !== undefined && toCartVariant(found).prescription;
  });
}

/** A line whose price in the cart is no longer the catalogue's. */
export interface PriceChange {
  index: number;
  productTitle: string;
  variantTitle: string;
  /** price of one unit the cart shows */
  cartUnitCents: number;
  /** price of one unit the catalogue asks now */
  currentUnitCents: number;
}

/**
 * The lines whose unit price (list price less the plan's discount) differs from the catalogue's;
 * a line the catalogue no longer has is left to the stock check.
 */
export function priceChanges(lines: readonly CheckedLine[], index: ReadonlyMap<string, IndexedVariant>): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const [i, line] of lines.entries()) {
    const found = index.get(line.variantId);
    if (!found) continue;
    const variant = toCartVariant(found);
    const current = unitPriceCents(variant, line.sellingPlanId);
    if (current !== line.unitPriceCents || variant.priceCents !== line.priceCents) {
      changes.push({
        index: i,
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        cartUnitCents: line.unitPriceCents,
        currentUnitCents: current,
      });
    }
  }
  return changes;
}

/** What the shopper reads about one changed price: the product, the new price and the old one. */
export function priceChangeMessage(change: PriceChange): string {
  const now = `$${centsToAmount(change.currentUnitCents)}`;
  const was = `$${centsToAmount(change.cartUnitCents)}`;
  return `The price of ${change.productTitle} (${change.variantTitle}) is now ${now} (it was ${was} in your cart).`;
}

/** The refusal of an order whose prices changed: every changed line by field, and one message for the page. */
export function priceChangeRefusal(changes: readonly PriceChange[]): { message: string; fields: Record<string, string> } | null {
  if (changes.length === 0) return null;
  const fields = Object.fromEntries(changes.map((change) => [lineField(change.index), priceChangeMessage(change)]));
  const lead = changes.map(priceChangeMessage).join(' ');
  return { message: `${lead} Your cart now shows the new price: check your order and place it again.`, fields };
}

/** Lines priced as the catalogue prices them now (list, unit and compare-at price); lines not in it stay as they are. */
export function repricedLines<L extends CartLineState>(lines: readonly L[], index: ReadonlyMap<string, IndexedVariant>): L[] {
  return lines.map((line) => {
    const found = index.get(line.variantId);
    if (!found) return line;
    const variant = toCartVariant(found);
    return {
      ...line,
      priceCents: variant.priceCents,
      unitPriceCents: unitPriceCents(variant, line.sellingPlanId),
      compareAtCents: variant.compareAtCents,
    };
  });
}
