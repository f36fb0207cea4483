/** Stored order rows → the placed-order wire shape (amounts as the cart's, '12.99' USD). */
import { centsToMoney } from '../../../core/cart';
import { type OrderTotals, orderTotalsToWire, shippingAddressSchema } from '../../../core/checkout';
import type { PlacedOrder } from '../../../core/contract/checkout';
import type { orderLines, orders } from '../../db/schema-checkout';

/** An order with its lines in position order, as stored (accounts read them too). */
export interface StoredOrder {
  order: typeof orders.$inferSelect;
  lines: (typeof orderLines.$inferSelect)[];
}

/** The integer-cent totals kept on an order row. */
function totalsOf(order: StoredOrder['order']): OrderTotals {
  return {
    subtotalBeforeSavingsCents: order.subtotalBeforeSavingsCents,
    linesSubtotalCents: order.linesSubtotalCents,
    programDiscountCents: order.programDiscountCents,
    promoDiscountCents: order.promoDiscountCents,
    codeDiscountCents: order.codeDiscountCents,
    merchandiseCents: order.merchandiseCents,
    shippingCents: order.shippingCents,
    freeShipping: order.shippingCents === 0,
    serviceChargeCents: order.serviceChargeCents,
    taxCents: order.taxCents,
    donationCents: order.donationCents,
    totalCents: order.totalCents,
  };
}

export function toPlacedOrder({ order, lines }: StoredOrder): PlacedOrder {
  const shippingAddress = shippingAddressSchema.parse(order.shippingAddress);
  return {
    number: order.number,
    cartId: order.cartId,
    status: order.status,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    shippingAddress,
    salesOrderType: order.salesOrderType as PlacedOrder['salesOrderType'],
    orderType: order.orderType as PlacedOrder['orderType'],
    shippingLocation: order.shippingLocation as PlacedOrder['shippingLocation'],
    attributes: order.attributes,
    lines: lines.map((line) => ({
      productTitle: line.productTitle,
      variantTitle: line.variantTitle,
      variantId: line.variantId,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: centsToMoney(line.unitPriceCents),
      subtotal: centsToMoney(line.subtotalCents),
      sellingPlanId: line.sellingPlanId,
      attributes: line.attributes,
    })),
    totals: orderTotalsToWire(totalsOf(order), shippingAddress.provinceCode),
    payment: { brand: order.paymentBrand, last4: order.paymentLast4 },
  };
}
