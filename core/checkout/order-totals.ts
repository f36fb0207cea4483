import { freeShippingEligibleCents, freeShippingProgress } from '../cart/free-shipping';
import type { CartState } from '../cart/state';
import { cartTotals } from '../cart/totals';
import type { UsStateCode } from '../stock/us-states';
import { serviceChargeCents, shippingCents } from './shipping-rates';
import { salesTaxCents } from './tax-rates';

/** Every money line of an order, in integer cents. */
export interface OrderTotals {
  /** list price × quantity over all lines ('Subtotal Before Savings') */
  subtotalBeforeSavingsCents: number;
  /** sum of the line subtotals (autoship prices applied) */
  linesSubtotalCents: number;
  /** 'Program Discount' of clinic users, else 0 */
  programDiscountCents: number;
  /** AUTO35 on a first autoship purchase, else 0 */
  promoDiscountCents: number;
  /** the entered promotion code's discount, else 0 */
  codeDiscountCents: number;
  /** what the goods cost after every discount ('Cart Subtotal'); the taxable amount */
  merchandiseCents: number;
  /** 0 when the free-shipping eligible subtotal reaches the minimum */
  shippingCents: number;
  freeShipping: boolean;
  /** the Alaska/Hawaii service charge, else 0 */
  serviceChargeCents: number;
  taxCents: number;
  /** the shopper-paid donation: its own row, untaxed and not toward free shipping */
  donationCents: number;
  /** what the card is charged */
  totalCents: number;
}

/**
 * Totals of an order shipped to `state`: the cart's own discounts (core/cart), shipping from the
 * free-shipping eligible subtotal against the minimum (dollars; missing → the §9 default), the
 * Alaska/Hawaii charge, and state sales tax on the discounted goods. The donation is added last:
 * tax is on the goods only and free shipping counts product lines only, so it moves neither.
 */
export function orderTotals(
  cart: Pick<CartState, 'lines' | 'customer' | 'promotion' | 'donationCents'>,
  state: UsStateCode,
  freeShippingMinimumDollars?: number | null,
): OrderTotals {
  const totals = cartTotals(cart);
  const eligible = freeShippingEligibleCents(cart.lines);
  const { minimumCents } = freeShippingProgress(eligible, freeShippingMinimumDollars);
  const shipping = shippingCents(eligible, minimumCents);
  const service = serviceChargeCents(state);
  const tax = salesTaxCents(totals.cartSubtotalCents, state);
  return {
    subtotalBeforeSavingsCents: totals.subtotalBeforeSavingsCents,
    linesSubtotalCents: totals.linesSubtotalCents,
    programDiscountCents: totals.programDiscountCents,
    promoDiscountCents: totals.promoDiscountCents,
    codeDiscountCents: totals.codeDiscountCents,
    merchandiseCents: totals.cartSubtotalCents,
    shippingCents: shipping,
    freeShipping: shipping === 0,
    serviceChargeCents: service,
    taxCents: tax,
    donationCents: totals.donationCents,
    totalCents: totals.cartSubtotalCents + shipping + service + tax + totals.donationCents,
  };
}
