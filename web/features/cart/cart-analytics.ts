/**
 * The cart's and checkout's ecommerce events (GA4 shapes, web/lib/analytics/ecommerce.ts): the
 * event builders are pure (cartEvent, couponEvent) and the report* functions push what they build.
 */
import { type CartLineState, type CartState, cartTotals, centsToAmount, lineSubtotalCents } from '../../../core/cart';
import { type AnalyticsItem, centsValue, ecommerceEvent } from '../../lib/analytics/ecommerce';
import { type DataLayerEntry, pushEntry } from '../../lib/data-layer';

export type { AnalyticsItem };

/** The analytics item of a cart line, for `quantity` units (the line's own quantity unless given). */
export function analyticsItem(line: CartLineState, quantity = line.quantity): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.productTitle,
    item_category: line.productType,
    item_variant: line.variantTitle,
    price: centsValue(line.unitPriceCents),
    quantity,
    ...(line.sellingPlanId ? { selling_plan: line.sellingPlanId } : {}),
  };
}

/** The cart's accepted promotion code, if any (GA4's `coupon`). */
const couponOf = (cart: CartState): string | undefined => cart.promotion?.code ?? undefined;

/**
 * An event over the whole cart (view_cart, begin_checkout, add_shipping_info, add_payment_info):
 * every line, the cart's subtotal after savings as value, its code as coupon, and `extra` fields.
 */
export function cartEvent(name: string, cart: CartState, extra: Record<string, unknown> = {}): DataLayerEntry {
  const coupon = couponOf(cart);
  return ecommerceEvent(
    name,
    cart.lines.map((line) => analyticsItem(line)),
    { value: centsValue(cartTotals(cart).cartSubtotalCents), ...(coupon ? { coupon } : {}), ...extra },
  );
}

/** §7 'coupon': a promotion code the shop accepted, with its discount and the cart's value after it. */
export function couponEvent(cart: CartState, code: string): DataLayerEntry {
  const totals = cartTotals(cart);
  const event = ecommerceEvent(
    'coupon',
    cart.lines.map((line) => analyticsItem(line)),
    { coupon: code, discount: centsValue(totals.codeDiscountCents), value: centsValue(totals.cartSubtotalCents) },
  );
  // the code also at the top, where a tag manager's trigger on the event reads it without the ecommerce object
  return { ...event, coupon: code };
}

/** §7: 'add_to_cart' once the add succeeded, with the quantity the shopper added. */
export function reportAddToCart(line: CartLineState, addedQuantity: number): void {
  pushEntry(ecommerceEvent('add_to_cart', [analyticsItem(line, addedQuantity)]));
}

/** 'remove_from_cart' with the quantity the line had when removed. */
export function reportRemoveFromCart(line: CartLineState): void {
  pushEntry(ecommerceEvent('remove_from_cart', [analyticsItem(line)]));
}

/** §7: 'view_cart' with every line and the cart's subtotal after savings. */
export function reportViewCart(cart: CartState): void {
  pushEntry(cartEvent('view_cart', cart));
}

/** Subtotal of a line as money text ('43.98'), for places that show one line. */
export function lineSubtotalAmount(line: CartLineState): string {
  return centsToAmount(lineSubtotalCents(line));
}

/** §7 'coupon', pushed. */
export function reportCoupon(cart: CartState, code: string): void {
  pushEntry(couponEvent(cart, code));
}
