/**
 * What the donation widget computes for a cart (§3 cart donation request): each line by its variant
 * id (the catalogue id the provider knows products by, its cmsId), its unit price and the line's own saving (autoship) as
 * its discount, and the cart-wide discounts (Program Discount, first-autoship promotion).
 */
import { type CartState, cartTotals, lineSubtotalCents } from '../../../core/cart';
import type { DonationContext } from './sdk/donation-sdk';

const dollars = (cents: number) => cents / 100;

export function cartDonationContext(cart: Pick<CartState, 'lines' | 'customer'>): DonationContext {
  const totals = cartTotals(cart);
  return {
    kind: 'cart',
    lines: cart.lines.map((line) => ({
      id: line.variantId,
      price: dollars(line.priceCents),
      quantity: line.quantity,
      discount: dollars(Math.max(0, line.priceCents * line.quantity - lineSubtotalCents(line))),
    })),
    cartDiscount: dollars(totals.programDiscountCents + totals.promoDiscountCents),
  };
}

/** A placed order's lines as the donation request takes them (unit price and line subtotal as sent). */
export function orderDonationLines(
  lines: readonly { variantId: string; quantity: number; unitPrice: { amount: string }; subtotal: { amount: string } }[],
): { id: string; price: number; quantity: number; discount: number }[] {
  return lines.map((line) => {
    const price = Number.parseFloat(line.unitPrice.amount);
    const subtotal = Number.parseFloat(line.subtotal.amount);
    return {
      id: line.variantId,
      price,
      quantity: line.quantity,
      discount: Math.max(0, Math.round((price * line.quantity - subtotal) * 100) / 100),
    };
  });
}
