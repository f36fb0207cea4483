import { amountToCents } from '../../../core/catalogue';
import { DEFAULT_FREE_SHIPPING_MINIMUM } from '../../../core/constants';
import { useGlobals } from '../content/content-queries';

const FIELDS = ['free_shipping_minimum'] as const;

/** The free-shipping minimum in dollars: the content global, else the §9 default of 50 (also while not `enabled`). */
export function useFreeShippingMinimum(enabled = true): number {
  const { data } = useGlobals(FIELDS, enabled);
  const value = Number(data?.free_shipping_minimum);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_FREE_SHIPPING_MINIMUM;
}

/** True when one unit at `amount` reaches free shipping on its own. */
export function qualifiesForFreeShipping(amount: string, minimumDollars: number): boolean {
  return amountToCents(amount) >= Math.round(minimumDollars * 100);
}
