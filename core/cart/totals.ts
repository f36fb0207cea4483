import { firstAutoshipPromoApplies } from './discount-codes';
import { lineSubtotalCents } from './cart-line';
import { percentOfCents } from './money';
import { promotionDiscountCents } from './promotions';
import { FIRST_AUTOSHIP_DISCOUNT_PERCENT, PROGRAM_DISCOUNT_PERCENT } from './rules';
import type { CartState } from './state';

/** The Order Summary of the cart screen, in integer cents. */
export interface CartTotals {
  /** 'Subtotal Before Savings': list price × quantity over all lines */
  subtotalBeforeSavingsCents: number;
  /** what autoship (selling-plan) prices save on the lines */
  autoshipSavingsCents: number;
  /** sum of the line subtotals (the wire cost.subtotalAmount) */
  linesSubtotalCents: number;
  /** 'Program Discount': PROGRAM_DISCOUNT_PERCENT of the lines subtotal, clinic users only, else 0 */
  programDiscountCents: number;
  /** AUTO35: FIRST_AUTOSHIP_DISCOUNT_PERCENT of the autoship lines' subtotal when it applies, else 0 */
  promoDiscountCents: number;
  /** the entered promotion code's percent of what is left after the two discounts above, when its minimum is met */
  codeDiscountCents: number;
  /** 'Cart Subtotal': lines subtotal less the Program Discount, AUTO35 and the promotion code */
  cartSubtotalCents: number;
  /** 'Total Savings': subtotal before savings less the cart subtotal */
  totalSavingsCents: number;
  /** 'Donation': the shopper-paid round-up or add-on (0: none); added to the total, never discounted */
  donationCents: number;
  /** 'Estimated Total' before tax and shipping (computed at checkout): goods plus donation; the wire cost.totalAmount */
  estimatedTotalCents: number;
}

/** Every cost line of a cart; both discounts are taken from line subtotals and the total never goes below 0. */
export function cartTotals(cart: Pick<CartState, 'lines' | 'customer' | 'promotion' | 'donationCents'>): CartTotals {
  const subtotalBeforeSavingsCents = cart.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const linesSubtotalCents = cart.lines.reduce((sum, line) => sum + lineSubtotalCents(line), 0);
  const autoshipSubtotal = cart.lines.filter((l) => l.sellingPlanId !== null).reduce((s, l) => s + lineSubtotalCents(l), 0);
  const programDiscountCents = cart.customer.programDiscount ? percentOfCents(linesSubtotalCents, PROGRAM_DISCOUNT_PERCENT) : 0;
  const promoDiscountCents = firstAutoshipPromoApplies(cart) ? percentOfCents(autoshipSubtotal, FIRST_AUTOSHIP_DISCOUNT_PERCENT) : 0;
  const afterDiscounts = linesSubtotalCents - programDiscountCents - promoDiscountCents;
  const codeDiscountCents = promotionDiscountCents(cart.promotion, linesSubtotalCents, afterDiscounts);
  const cartSubtotalCents = Math.max(0, afterDiscounts - codeDiscountCents);
  const donationCents = cart.donationCents ?? 0;
  return {
    subtotalBeforeSavingsCents,
    autoshipSavingsCents: subtotalBeforeSavingsCents - linesSubtotalCents,
    linesSubtotalCents,
    programDiscountCents,
    promoDiscountCents,
    codeDiscountCents,
    cartSubtotalCents,
    totalSavingsCents: subtotalBeforeSavingsCents - cartSubtotalCents,
    donationCents,
    estimatedTotalCents: cartSubtotalCents + donationCents,
  };
}
