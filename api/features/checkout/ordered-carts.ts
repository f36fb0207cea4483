/**
 * A cart that became an order takes no more writes. The app gives refuseOrderedCart to the cart
 * store as its refuseChange hook: the cart write reads it inside its transaction, after the cart
 * row is locked, so a write waiting behind place-order sees the order.
 */
import { eq, sql } from 'drizzle-orm';
import type { ValueOrPlaceholder } from '../../db/built-once';
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

/**
 * The cart store's refuseChange hook: the number of the order cart `cartId` became (null while it
 * is none), read by the cart write after the row lock; CART_ORDERED when there is one.
 */
export const refuseOrderedCart = {
  blocker: (cartId: ValueOrPlaceholder) =>
    sql<string | null>`(select ${orders.number} from ${orders} where ${orders.cartId} = ${cartId} limit 1)`,
  refusal: (orderNumber: string) => cartOrderedError(orderNumber),
};
