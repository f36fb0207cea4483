/**
 * A cart that became an order takes no more writes. The app gives refuseOrderedCart to the cart
 * store as its refuseChange hook: it runs inside the cart write's transaction, after the cart row
 * is locked, so a write waiting behind place-order sees the order.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema-checkout';
import { DomainError } from '../../errors';

/** Message of a write to a cart that was already ordered. */
export const cartOrderedMessage = (orderNumber: string) =>
  `This cart was already ordered (order ${orderNumber}). Start a new cart to shop again.`;

/** The 409 CART_ORDERED refusal of a write to an ordered cart (its owner learns the number: the confirmation shows it). */
export function cartOrderedError(orderNumber: string): DomainError {
  return new DomainError('CART_ORDERED', cartOrderedMessage(orderNumber), { cartId: cartOrderedMessage(orderNumber), orderNumber });
}

/** Number of the order cart `cartId` became, or null. */
export async function orderNumberOfCart(db: Db, cartId: string): Promise<string | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return row?.number ?? null;
}

/** Throws CART_ORDERED when cart `cartId` already became an order. */
export async function refuseOrderedCart(db: Db, cartId: string): Promise<void> {
  const number = await orderNumberOfCart(db, cartId);
  if (number !== null) throw cartOrderedError(number);
}
