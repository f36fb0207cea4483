/**
 * The add itself, for AddToCartFlow: loaded with the shopper's first add, with the cart's
 * analytics (a first visit that adds nothing loads neither).
 */
import type { CartState } from '../../../core/cart';
import type { Variant } from '../../../core/entities/catalogue';
import type { AddToCartDetails } from '../catalogue/add-to-cart';
import { reportAddToCart } from './cart-analytics';

export type AddResult = { ok: true; lineId: string } | { ok: false; message: string };

export interface AddDeps {
  addToCart: (variant: Variant, quantity: number, details?: AddToCartDetails) => Promise<AddResult>;
  /** the cart right after an add resolved, before React re-renders */
  latestCart: () => CartState | null;
}

/**
 * Adds `quantity` of `variant` and sends 'add_to_cart' with what the cart really gained (an add
 * capped at the line's limit reports what it added). Resolves with the line's id, or null when the
 * cart refused (the cart module logged why).
 */
export async function addAndReport(
  { addToCart, latestCart }: AddDeps,
  variant: Variant,
  quantity: number,
  details?: AddToCartDetails,
): Promise<string | null> {
  const planId = details?.sellingPlanId ?? null;
  const before = latestCart()?.lines.find((l) => l.variantId === variant.id && l.sellingPlanId === planId)?.quantity ?? 0;
  const result = await addToCart(variant, quantity, details);
  if (!result.ok) return null;
  const line = latestCart()?.lines.find((l) => l.id === result.lineId);
  if (line && line.quantity > before) reportAddToCart(line, line.quantity - before);
  return result.lineId;
}
