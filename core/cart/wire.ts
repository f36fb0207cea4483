import { FIRST_AUTOSHIP_PROMO_CODE } from '../constants';
import type { Cart, CartLine } from '../entities/cart';
import { lineSubtotalCents } from './cart-line';
import { effectiveDiscountCodes } from './discount-codes';
import { totalQuantity } from './flags';
import { amountToCents, centsToAmount, centsToMoney } from './money';
import { GUEST_CUSTOMER } from './empty';
import type { PromotionTerms } from './promotions';
import type { CartCustomer, CartLineState, CartState } from './state';
import { cartTotals } from './totals';

/**
 * Our own checkout page (checkout runs inside the PWA, not on a commerce platform's page). It names
 * no cart: the page checks out the device's cart, so no cart id lands in histories and logs.
 */
export const CHECKOUT_URL = '/checkout';

/** Compare-at price per unit: the variant's compare-at, else the list price when autoship lowers it. */
function compareAtPerUnit(line: CartLineState): number | null {
  if (line.compareAtCents !== null) return line.compareAtCents;
  return line.unitPriceCents < line.priceCents ? line.priceCents : null;
}

/** One line in the §3 wire shape. */
export function toWireLine(line: CartLineState): CartLine {
  const compareAt = compareAtPerUnit(line);
  return {
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes.map(({ key, value }) => ({ key, value })),
    merchandiseId: line.merchandiseId,
    sellingPlanId: line.sellingPlanId,
    product: { title: line.productTitle, productType: line.productType },
    variant: {
      id: line.variantId,
      adminGraphqlId: line.merchandiseId,
      sku: line.sku,
      title: line.variantTitle,
      price: { amount: centsToAmount(line.priceCents) },
      compareAtPrice: line.compareAtCents === null ? null : { amount: centsToAmount(line.compareAtCents) },
    },
    cost: {
      compareAtAmountPerQuantity: compareAt === null ? null : centsToMoney(compareAt),
      subtotalAmount: centsToMoney(lineSubtotalCents(line)),
    },
    sellingPlanAllocation: line.sellingPlanId === null ? null : { sellingPlan: { id: line.sellingPlanId } },
  };
}

/** The cart in exactly the §3 wire shape (cartSchema): amounts with 2 decimals in USD. */
export function toWireCart(cart: CartState): Cart {
  const totals = cartTotals(cart);
  return {
    id: cart.id,
    checkoutUrl: CHECKOUT_URL,
    totalQuantity: totalQuantity(cart),
    cost: { subtotalAmount: centsToMoney(totals.linesSubtotalCents), totalAmount: centsToMoney(totals.estimatedTotalCents) },
    lineItems: cart.lines.map(toWireLine),
    attributes: cart.attributes.map(({ key, value }) => ({ key, value })),
    buyerIdentity: { ...cart.buyerIdentity },
    discountCodes: effectiveDiscountCodes(cart),
    note: cart.note,
    ...(totals.donationCents > 0 ? { donation: centsToMoney(totals.donationCents) } : {}),
  };
}

/** A wire line back to reducer state (the unit price is its subtotal / quantity). */
function fromWireLine(line: CartLine): CartLineState {
  return {
    id: line.id,
    variantId: line.variant.id,
    merchandiseId: line.merchandiseId,
    sku: line.variant.sku,
    variantTitle: line.variant.title,
    productTitle: line.product.title,
    productType: line.product.productType,
    sellingPlanId: line.sellingPlanId,
    quantity: line.quantity,
    attributes: line.attributes.map(({ key, value }) => ({ key, value })),
    priceCents: amountToCents(line.variant.price.amount),
    unitPriceCents: Math.round(amountToCents(line.cost.subtotalAmount.amount) / Math.max(1, line.quantity)),
    compareAtCents: line.variant.compareAtPrice ? amountToCents(line.variant.compareAtPrice.amount) : null,
  };
}

/** The accepted promotion's terms the server sent with its code (null: none). */
function promotionOfWire(cart: Cart): PromotionTerms | null {
  const entry = cart.discountCodes.find((d) => d.percentOff !== undefined && d.code !== FIRST_AUTOSHIP_PROMO_CODE);
  if (!entry || entry.percentOff === undefined) return null;
  const minSubtotalCents = entry.minSubtotal ? amountToCents(entry.minSubtotal) : 0;
  return { code: entry.code, percentOff: entry.percentOff, minSubtotalCents, firstOrderOnly: entry.firstOrderOnly ?? false };
}

/**
 * Reducer state from a server cart (the offline client starts from the last cart the server sent);
 * the automatic AUTO35 is dropped from the entered codes since it is derived again.
 */
export function fromWireCart(cart: Cart, customer: CartCustomer = GUEST_CUSTOMER): CartState {
  return {
    id: cart.id,
    lines: cart.lineItems.map(fromWireLine),
    attributes: cart.attributes.map(({ key, value }) => ({ key, value })),
    buyerIdentity: { ...cart.buyerIdentity },
    discountCodes: cart.discountCodes.map((d) => d.code).filter((code) => code !== FIRST_AUTOSHIP_PROMO_CODE),
    note: cart.note,
    customer,
    promotion: promotionOfWire(cart),
    ...(cart.donation ? { donationCents: amountToCents(cart.donation.amount) } : {}),
  };
}
