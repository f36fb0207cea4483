import { MAX_AUTOSHIP_QUANTITY, MAX_ORDER_QUANTITY } from '../constants';
import { lineQuantityCap } from './quantity';
import type { CartState } from './state';

/** What the cart screen and checkout need to know beyond the money. */
export interface CartFlags {
  totalQuantity: number;
  /** total quantity above MAX_ORDER_QUANTITY (10): flagged, checkout refused */
  overOrderLimit: boolean;
  hasSubscriptionLine: boolean;
  /** autoship lines at the autoship limit (5): the autoship alert shows for them */
  autoshipLimitLineIds: string[];
  /** a non-empty cart within every limit */
  canCheckout: boolean;
}

/** Sum of the line quantities (0 for an empty cart). */
export function totalQuantity(cart: Pick<CartState, 'lines'>): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Flags of a cart: order limit, autoship alerts, whether checkout may start. */
export function cartFlags(cart: Pick<CartState, 'lines'>): CartFlags {
  const total = totalQuantity(cart);
  const overOrderLimit = total > MAX_ORDER_QUANTITY;
  const withinCaps = cart.lines.every((line) => line.quantity <= lineQuantityCap(line.sellingPlanId !== null));
  return {
    totalQuantity: total,
    overOrderLimit,
    hasSubscriptionLine: cart.lines.some((line) => line.sellingPlanId !== null),
    autoshipLimitLineIds: cart.lines
      .filter((line) => line.sellingPlanId !== null && line.quantity >= MAX_AUTOSHIP_QUANTITY)
      .map((line) => line.id),
    canCheckout: total > 0 && !overOrderLimit && withinCaps,
  };
}
