import type { QuantityAdjustmentReason } from './quantity';
import type { CartState } from './state';
import type { VariantRefusalReason } from './variant-lookup';

/** Why a mutation was refused as a whole (the cart is then left exactly as it was). */
export type CartRefusalReason =
  | VariantRefusalReason
  | 'unknown-selling-plan'
  | 'prescription-not-eligible'
  | 'unknown-line'
  | 'too-many-lines'
  | 'no-cart'
  /** a promotion code that is unknown, expired or not for this cart or shopper (core/cart/promotions) */
  | 'promotion-refused'
  | 'cart-exists'
  /** a donation amount below 0, over the maximum or not whole cents */
  | 'invalid-donation';

/** A refusal: its reason, a message for people, and the wire field at fault ('lineItems[2].merchandiseId'). */
export interface CartRefusal {
  reason: CartRefusalReason;
  message: string;
  field?: string;
}

/** A line whose quantity is not the one asked for (raised to the minimum or capped). */
export interface QuantityAdjustment {
  lineId: string;
  field: string;
  requested: number;
  quantity: number;
  reason: QuantityAdjustmentReason;
}

/** What happened: applied (with the lines it touched and any quantity adjustments) or refused. */
export type CartOutcome =
  | { ok: true; lineIds: string[]; removedLineIds: string[]; adjustments: QuantityAdjustment[] }
  | { ok: false; refusal: CartRefusal };

/** The reducer's answer: the next cart and the outcome; a refusal returns the cart unchanged. */
export type CartMutationResult =
  | { cart: CartState; outcome: Extract<CartOutcome, { ok: true }> }
  | { cart: CartState | null; outcome: Extract<CartOutcome, { ok: false }> };

/** A refusal result leaving `cart` unchanged. */
export function refused(cart: CartState | null, refusal: CartRefusal): CartMutationResult {
  return { cart, outcome: { ok: false, refusal } };
}

/** Message of a variant refusal, naming the variant. */
export function variantRefusalMessage(reason: VariantRefusalReason, merchandiseId: string): string {
  switch (reason) {
    case 'unknown-variant':
      return `Variant '${merchandiseId}' does not exist`;
    case 'unpublished':
      return `Variant '${merchandiseId}' is not for sale`;
    case 'not-on-site':
      return `Variant '${merchandiseId}' is not sold in this store`;
    case 'out-of-stock':
      return `Variant '${merchandiseId}' is out of stock`;
  }
}
