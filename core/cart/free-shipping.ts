import { DEFAULT_FREE_SHIPPING_MINIMUM } from '../constants';
import { lineSubtotalCents } from './cart-line';
import { FREE_SHIPPING_EXCLUDED_PRODUCT_TYPE } from './rules';
import type { CartLineState } from './state';

/** Subtotal that counts towards free shipping: lines of the excluded type (samples) and lines of 0 or less left out. */
export function freeShippingEligibleCents(lines: readonly Pick<CartLineState, 'productType' | 'unitPriceCents' | 'quantity'>[]): number {
  return lines
    .filter((line) => line.productType !== FREE_SHIPPING_EXCLUDED_PRODUCT_TYPE)
    .map(lineSubtotalCents)
    .filter((subtotal) => subtotal > 0)
    .reduce((sum, subtotal) => sum + subtotal, 0);
}

/** Where the tracker stands: cents still missing, percent of the minimum reached (0-100), reached or not. */
export interface FreeShippingProgress {
  minimumCents: number;
  remainingCents: number;
  percent: number;
  reached: boolean;
}

/**
 * Tracker progress = eligible subtotal / minimum (§4). A missing or unusable minimum (the
 * free_shipping_minimum global) counts as DEFAULT_FREE_SHIPPING_MINIMUM dollars; 0 means always free.
 */
export function freeShippingProgress(eligibleCents: number, minimumDollars?: number | null): FreeShippingProgress {
  const dollars =
    typeof minimumDollars === 'number' && Number.isFinite(minimumDollars) && minimumDollars >= 0
      ? minimumDollars
      : DEFAULT_FREE_SHIPPING_MINIMUM;
  const minimumCents = Math.round(dollars * 100);
  const eligible = Math.max(0, eligibleCents);
  if (minimumCents === 0) return { minimumCents, remainingCents: 0, percent: 100, reached: true };
  return {
    minimumCents,
    remainingCents: Math.max(0, minimumCents - eligible),
    percent: Math.min(100, (eligible / minimumCents) * 100),
    reached: eligible >= minimumCents,
  };
}
