import { MAX_AUTOSHIP_QUANTITY, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../constants';

/** Why a line's quantity differs from what was asked. */
export type QuantityAdjustmentReason = 'raised-to-minimum' | 'capped';

/** Largest quantity of one line: 5 for autoship lines, MAX_LINE_QUANTITY (10) for one-time lines. */
export function lineQuantityCap(isAutoship: boolean): number {
  return isAutoship ? MAX_AUTOSHIP_QUANTITY : MAX_LINE_QUANTITY;
}

/** A quantity and, when it is not the one asked for, why. */
export interface SettledQuantity {
  quantity: number;
  adjustment: QuantityAdjustmentReason | null;
}

/** Adding (§5): current + added, raised to the minimum (1) when below it, else capped at the line's cap. */
export function quantityAfterAdding(current: number, added: number, isAutoship: boolean): SettledQuantity {
  const requested = current + added;
  if (requested < MIN_LINE_QUANTITY) return { quantity: MIN_LINE_QUANTITY, adjustment: 'raised-to-minimum' };
  return capQuantity(requested, isAutoship);
}

/** A positive quantity held to the line's cap (quantity 0 or less removes a line; see updateLines). */
export function capQuantity(requested: number, isAutoship: boolean): SettledQuantity {
  const cap = lineQuantityCap(isAutoship);
  return requested > cap ? { quantity: cap, adjustment: 'capped' } : { quantity: requested, adjustment: null };
}
