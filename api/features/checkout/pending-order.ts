/**
 * The order row as place-order writes it before the card is charged: status 'pending_payment',
 * the card's brand and last four digits, no authorisation yet; every line tagged with the shipping
 * location, the §3 attributes worked out again (whatever the stored cart holds under those keys is
 * ignored), the totals final.
 */
import { type CartState, mergeAttributes } from '../../../core/cart';
import {
  type CardInput,
  type CheckoutAnswers,
  type CheckoutProfile,
  formatOrderNumber,
  orderAttributes,
  type OrderTotals,
  orderTypeFor,
  SHIPPING_LOCATION_ATTRIBUTE,
  type ShippingAddress,
  type ShippingLocation,
  salesOrderTypeFor,
  summariseCard,
} from '../../../core/checkout';
import { SALES_ORG, type SiteCode } from '../../../core/constants';
import { orderLineOf, type OrderWrites } from './checkout.store';

export interface PendingOrderFacts {
  orderId: string;
  /** the Idempotency-Key of the placing request (null without one) */
  requestKey: string | null;
  site: SiteCode;
  input: { cartId: string; email: string; shippingAddress: ShippingAddress; payment: CardInput };
  profile: CheckoutProfile | null;
  location: ShippingLocation;
  cart: CartState;
  totals: OrderTotals;
  answers: CheckoutAnswers;
}

/** Inserts the order, waiting for its payment, and its lines. */
export async function insertPendingOrder(
  tx: OrderWrites,
  { orderId, requestKey, site, input, profile, location, cart, totals, answers }: PendingOrderFacts,
) {
  const lines = cart.lines.map((line) =>
    orderLineOf(line, mergeAttributes(line.attributes, [{ key: SHIPPING_LOCATION_ATTRIBUTE, value: location }])),
  );
  const { totalCents, subtotalBeforeSavingsCents, linesSubtotalCents, programDiscountCents, promoDiscountCents } = totals;
  const { merchandiseCents, shippingCents, serviceChargeCents, taxCents, codeDiscountCents, donationCents } = totals;
  const card = summariseCard(input.payment.cardNumber);
  const order = {
    id: orderId,
    number: formatOrderNumber(await tx.nextOrderSequence()),
    site,
    cartId: input.cartId,
    customerId: profile?.customerId ?? null,
    email: input.email,
    shippingAddress: input.shippingAddress,
    attributes: orderAttributes(profile, { site, lines: cart.lines, ...answers }, cart.attributes),
    salesOrg: SALES_ORG,
    salesOrderType: salesOrderTypeFor(site),
    orderType: orderTypeFor(cart.lines),
    shippingLocation: location,
    ...{ subtotalBeforeSavingsCents, linesSubtotalCents, programDiscountCents, promoDiscountCents, merchandiseCents },
    ...{ shippingCents, serviceChargeCents, taxCents, totalCents, codeDiscountCents, donationCents },
    promotionCode: totals.codeDiscountCents > 0 ? (cart.promotion?.code ?? null) : null,
    paymentBrand: card.brand,
    paymentLast4: card.last4,
    paymentAuthorization: null,
    status: 'pending_payment',
    requestKey,
  };
  return tx.insertOrder(order, lines);
}
