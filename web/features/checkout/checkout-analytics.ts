/**
 * The checkout's ecommerce events (GA4): begin_checkout when the checkout opens on the server's
 * cart, add_shipping_info once the delivery step is done, add_payment_info once the card is in,
 * each once per checkout; purchase once per placed order, where it is placed (a reload of the
 * confirmation page reports nothing).
 */
import { useEffect, useRef } from 'react';
import type { CartState } from '../../../core/cart';
import { type AnalyticsItem, centsValue, ecommerceEvent } from '../../lib/analytics/ecommerce';
import { amountToCents as amountCents } from '../../../core/catalogue/price';
import type { DataLayerEntry } from '../../lib/data-layer';
import { pushEntry } from '../../lib/data-layer';
import { cartEvent } from '../cart/cart-analytics';
import type { PlacedOrder } from './checkout-api';
import type { CheckoutStep } from './checkout-state';

// The purchase builder lives here, not with the list's and product's builders: a first visit of a
// list carries those, and none of this.
/** The shipping tier the checkout offers (one: standard, free from the threshold). */
export const STANDARD_SHIPPING_TIER = 'Standard';
/** The payment the checkout takes. */
export const CARD_PAYMENT_TYPE = 'Credit Card';

/** What a purchase event needs of a placed order (core/contract/checkout PlacedOrder's shape). */
export interface OrderLike {
  number: string;
  lines: readonly { sku: string; productTitle: string; variantTitle: string; quantity: number; unitPrice: { amount: string } }[];
  totals: {
    total: { amount: string };
    tax: { amount: string };
    shipping: { amount: string };
    serviceCharge: { amount: string };
  };
}

/** purchase: the placed order with its number as transaction id, its total, tax and shipping. */
export function purchaseEvent(order: OrderLike, coupon: string | null): DataLayerEntry {
  const items = order.lines.map(
    (line): AnalyticsItem => ({
      item_id: line.sku,
      item_name: line.productTitle,
      item_variant: line.variantTitle,
      price: centsValue(amountCents(line.unitPrice.amount)),
      quantity: line.quantity,
    }),
  );
  const { totals } = order;
  const shippingCents = amountCents(totals.shipping.amount) + amountCents(totals.serviceCharge.amount);
  return ecommerceEvent('purchase', items, {
    transaction_id: order.number,
    value: centsValue(amountCents(totals.total.amount)),
    tax: centsValue(amountCents(totals.tax.amount)),
    shipping: centsValue(shippingCents),
    ...(coupon ? { coupon } : {}),
  });
}

const STEP_ORDER: readonly CheckoutStep[] = ['contact', 'delivery', 'payment', 'review'];

/** The events a checkout at `step` has earned, in order (each reported once by the hook). */
export function checkoutEvents(cart: CartState, step: CheckoutStep) {
  const reached = STEP_ORDER.indexOf(step);
  return [
    { key: 'begin', entry: () => cartEvent('begin_checkout', cart) },
    ...(reached >= STEP_ORDER.indexOf('payment')
      ? [{ key: 'shipping', entry: () => cartEvent('add_shipping_info', cart, { shipping_tier: STANDARD_SHIPPING_TIER }) }]
      : []),
    ...(reached >= STEP_ORDER.indexOf('review')
      ? [{ key: 'payment', entry: () => cartEvent('add_payment_info', cart, { payment_type: CARD_PAYMENT_TYPE }) }]
      : []),
  ];
}

/** Reports the checkout's steps as the shopper reaches them; `cart` is null until the checkout started. */
export function useCheckoutAnalytics(cart: CartState | null, step: CheckoutStep): void {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!cart) return;
    for (const { key, entry } of checkoutEvents(cart, step)) {
      if (reported.current.has(key)) continue;
      reported.current.add(key);
      pushEntry(entry());
    }
  }, [cart, step]);
}

/** The promotion codes a started checkout's cart holds that the shop accepted (comma-separated), or null. */
export function couponOfCheckout(codes: readonly { code: string; applicable: boolean }[]): string | null {
  const accepted = codes.filter((c) => c.applicable).map((c) => c.code);
  return accepted.length > 0 ? accepted.join(',') : null;
}

/** §7 purchase of a just placed order. */
export function reportPurchase(order: PlacedOrder, coupon: string | null): void {
  pushEntry(purchaseEvent(order, coupon));
}
