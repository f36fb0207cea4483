import { type CartLineState, type CartState, cartTotals, centsToAmount, lineSubtotalCents } from '../../../core/cart';
import { CART_CURRENCY } from '../../../core/cart';
import { pushEvent } from '../../lib/data-layer';

/** One item of an ecommerce event, in the tag manager's (GA4) form; price is the unit price paid. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  quantity: number;
  item_category?: string;
  /** the Autoship plan of the line, absent for a one-time purchase */
  selling_plan?: string;
}

/** The analytics item of a cart line, for `quantity` units (the line's own quantity unless given). */
export function analyticsItem(line: CartLineState, quantity = line.quantity): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.productTitle,
    item_variant: line.variantTitle,
    item_category: line.productType,
    price: Number(centsToAmount(line.unitPriceCents)),
    quantity,
    ...(line.sellingPlanId ? { selling_plan: line.sellingPlanId } : {}),
  };
}

function ecommerce(items: AnalyticsItem[]) {
  const value = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { ecommerce: { currency: CART_CURRENCY, value: Number(centsToAmount(value)), items } };
}

/** §7: 'add_to_cart' once the add succeeded, with the quantity the shopper added. */
export function reportAddToCart(line: CartLineState, addedQuantity: number): void {
  pushEvent('add_to_cart', ecommerce([analyticsItem(line, addedQuantity)]));
}

/** 'remove_from_cart' with the quantity the line had when removed. */
export function reportRemoveFromCart(line: CartLineState): void {
  pushEvent('remove_from_cart', ecommerce([analyticsItem(line)]));
}

/** §7: 'view_cart' with every line and the cart's subtotal after savings. */
export function reportViewCart(cart: CartState): void {
  const items = cart.lines.map((line) => analyticsItem(line));
  const value = Number(centsToAmount(cartTotals(cart).cartSubtotalCents));
  pushEvent('view_cart', { ecommerce: { currency: CART_CURRENCY, value, items } });
}

/** Subtotal of a line as money text ('43.98'), for places that show one line. */
export function lineSubtotalAmount(line: CartLineState): string {
  return centsToAmount(lineSubtotalCents(line));
}

/** §7 'coupon': a promotion code the shop accepted, with the cart's value after it. */
export function reportCoupon(cart: CartState, code: string): void {
  const totals = cartTotals(cart);
  pushEvent('coupon', {
    coupon: code,
    ecommerce: {
      currency: CART_CURRENCY,
      coupon: code,
      discount: Number(centsToAmount(totals.codeDiscountCents)),
      value: Number(centsToAmount(totals.cartSubtotalCents)),
    },
  });
}
