/** Helpers of the checkout API suites: a cart with lines, a good place-order body, calls. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../api/db/client';
import { orders, stock } from '../../../api/db/schema';
import { TEST_CARD_APPROVED } from '../../../core/checkout';
import { postJson } from '../../support/api-server';
import { createCart } from '../cart/support';

export const CHECKOUT = '/api/checkout';

/** POSTs a checkout call, with an Idempotency-Key when given. */
export function checkoutCall(base: string, call: string, body: unknown, key?: string) {
  return postJson(`${base}${CHECKOUT}/${call}`, body, key ? { 'Idempotency-Key': key } : {});
}

/** A shipping address in Colorado (zip 80011 is a Colorado zip). */
export const COLORADO_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'Aurora',
  provinceCode: 'CO' as const,
  zip: '80011',
  phone: '303-555-0100',
};

/** A place-order body for `cartId` that the test processor approves. */
export function orderBody(cartId: string, overrides: Record<string, unknown> = {}) {
  return {
    cartId,
    email: 'ada@example.com',
    shippingAddress: COLORADO_ADDRESS,
    payment: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' },
    ...overrides,
  };
}

/** The approved test card, written as digits. */
export const APPROVED_DIGITS = TEST_CARD_APPROVED;

/** A DTC cart holding the given lines (created under a fresh client id). */
export async function cartWith(base: string, lineItems: unknown[]) {
  return createCart(base, lineItems, randomUUID());
}

export async function ordersOfCart(database: Database, cartId: string) {
  return database.db.select().from(orders).where(eq(orders.cartId, cartId));
}

export async function stockOf(database: Database, sku: string, destination: 'HOME' | 'CLINIC' = 'HOME') {
  const rows = await database.db.select({ quantity: stock.quantity, destination: stock.destination }).from(stock).where(eq(stock.sku, sku));
  return rows.find((row) => row.destination === destination)?.quantity;
}

export async function setStock(database: Database, sku: string, quantity: number, destination: 'HOME' | 'CLINIC' = 'HOME') {
  await database.db
    .insert(stock)
    .values({ sku, destination, quantity })
    .onConflictDoUpdate({ target: [stock.sku, stock.destination], set: { quantity } });
}
