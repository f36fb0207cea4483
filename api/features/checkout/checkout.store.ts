/**
 * Orders in SQL (no rules). `transaction` and `ownTransaction` hand the service a transaction in
 * which the cart row is locked (SELECT … FOR UPDATE, as the cart store does), so place-order and
 * every cart write on that cart are serialised; on PGlite, with its single connection, transactions
 * serialise anyway. An order waiting for its payment ('pending_payment') is nobody's order yet:
 * readers see placed and cancelled orders only, but it holds its cart and its stock.
 */
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import { type CartLineState, type CartState, cartStateSchema, lineSubtotalCents } from '../../../core/cart';
import { mailboxOf } from '../../../core/checkout';
import type { StockDestination } from '../../../core/entities/catalogue';
import type { Db } from '../../db/client';
import { carts, stock, subscriptions } from '../../db/schema';
import { orderLines, orders } from '../../db/schema-checkout';
import type { Transact } from '../../db/transact';
import { type CartAccess, ownCart } from '../cart/cart-access';
import { orderNumberOfCart } from './ordered-carts';
import type { StoredOrder } from './order-wire';

export type { StoredOrder } from './order-wire';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'position'>;

/** An order line as a cart line becomes one (placing an order; the seed's order history). */
export function orderLineOf(line: CartLineState, attributes: NewOrderLine['attributes']): NewOrderLine {
  return {
    variantId: line.variantId,
    merchandiseId: line.merchandiseId,
    sku: line.sku,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    productType: line.productType,
    sellingPlanId: line.sellingPlanId,
    quantity: line.quantity,
    priceCents: line.priceCents,
    unitPriceCents: line.unitPriceCents,
    compareAtCents: line.compareAtCents,
    subtotalCents: lineSubtotalCents(line),
    attributes,
  };
}

const ofCart = (site: SiteCode, id: string) => and(eq(carts.id, id), eq(carts.site, site));

/** An order the caller may read: their own as a customer, or a guest order of a cart bound to their guest key. */
function ownOrder(who: CartAccess, number: string) {
  const asCustomer = who.customerId ? eq(orders.customerId, who.customerId) : undefined;
  const asGuest = who.guestKey
    ? and(isNull(orders.customerId), isNull(carts.ownerCustomerId), eq(carts.ownerGuestKey, who.guestKey))
    : undefined;
  return and(eq(orders.number, number), eq(orders.site, who.site), ne(orders.status, PENDING), or(asCustomer, asGuest) ?? sql`false`);
}

/** The status of an order from its insert until its card is approved. */
const PENDING = 'pending_payment';

/** Order `id` with its lines, in their order. */
async function orderWithLines(db: Db, order: OrderRow): Promise<StoredOrder> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return { order, lines };
}

/** The first key of the advisory locks on a customer's orders (the second is the customer's id hashed). */
export const CUSTOMER_ORDERS_LOCK = 0x6f726473; // 'ords'
/** The first key of the advisory locks on a person's first order (the second is a person key hashed). */
const FIRST_ORDER_LOCK = 0x66697273; // 'firs'

/** An order's email as one mailbox, in SQL as core's mailboxOf has it in TypeScript. */
const orderMailbox = () => sql`lower(regexp_replace(${orders.email}, ${'\\+[^@]*@'}, '@'))`;

/** Whether a customer, or anyone ordering with the mailbox of `email`, placed an order on `site` before. */
async function hasOrdered(db: Db, site: SiteCode, customerId: string | null, email: string | null): Promise<boolean> {
  const byCustomer = customerId ? eq(orders.customerId, customerId) : undefined;
  const byEmail = email ? sql`${orderMailbox()} = ${mailboxOf(email)}` : undefined;
  const who = or(byCustomer, byEmail);
  if (!who) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.site, site), ne(orders.status, PENDING), who))
    .limit(1);
  return row !== undefined;
}

/** The writes place-order makes, all inside one transaction. */
function orderWrites(tx: Db) {
  return {
    /** the transaction itself, for other areas' hooks (accounts: subscriptions of the order) */
    tx,
    /** Locks and reads cart `id` if `who` may use it; null otherwise. */
    async lockCart(who: CartAccess, id: string): Promise<CartState | null> {
      const [row] = await tx.select({ state: carts.state }).from(carts).where(ownCart(who, id)).for('update');
      return row ? cartStateSchema.parse(row.state) : null;
    },
    /** The order cart `cartId` became (pending or placed), or null. */
    async orderOfCart(cartId: string): Promise<{ id: string; number: string; status: string; requestKey: string | null } | null> {
      const [row] = await tx
        .select({ id: orders.id, number: orders.number, status: orders.status, requestKey: orders.requestKey })
        .from(orders)
        .where(eq(orders.cartId, cartId))
        .limit(1);
      return row ?? null;
    },
    /** Locks and reads order `id` with its lines; null when it is gone. */
    async lockOrder(id: string): Promise<StoredOrder | null> {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return order ? orderWithLines(tx, order) : null;
    },
    /** The pending order `id` is paid: placed, with the charge's authorisation. */
    async markPaid(id: string, authorization: string): Promise<StoredOrder> {
      const [order] = await tx
        .update(orders)
        .set({ status: 'placed', paymentAuthorization: authorization })
        .where(and(eq(orders.id, id), eq(orders.status, PENDING)))
        .returning();
      return orderWithLines(tx, order);
    },
    /** Undoes the pending order `id` whose payment failed: its stock goes back and it goes (its cart takes writes again). */
    async dropPendingOrder(id: string, destination: StockDestination): Promise<void> {
      const [pending] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, PENDING)))
        .for('update');
      if (!pending) return;
      const lines = await tx
        .delete(orderLines)
        .where(eq(orderLines.orderId, id))
        .returning({ sku: orderLines.sku, quantity: orderLines.quantity });
      for (const line of lines) {
        await tx
          .update(stock)
          .set({ quantity: sql`${stock.quantity} + ${line.quantity}` })
          .where(and(eq(stock.sku, line.sku), eq(stock.destination, destination)));
      }
      await tx.delete(orders).where(eq(orders.id, id));
    },
    /**
     * Makes the orders of `customerId` wait for each other until this transaction ends (a
     * transaction-level advisory lock, across processes): what counts this customer's orders next
     * in the transaction sees every order placed before, and none is placed meanwhile.
     */
    async lockCustomerOrders(customerId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_ORDERS_LOCK}, hashtext(${customerId}))`);
    },
    /**
     * Makes the orders of one person (core's orderingPersonKeys, taken in that order) wait for each
     * other until this transaction ends, so whether they ordered before is decided one at a time.
     */
    async lockOrderingPerson(keys: readonly string[]): Promise<void> {
      for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ORDER_LOCK}, hashtext(${key}))`);
    },
    /** Whether customer `customerId` has an Autoship, as this transaction sees it (AUTO35 is for a first one). */
    async hasSubscriptions(customerId: string): Promise<boolean> {
      const [row] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.customerId, customerId)).limit(1);
      return row !== undefined;
    },
    /** Whether the person ordered on `site` before, as this transaction sees it. */
    hasOrdered: (site: SiteCode, customerId: string | null, email: string | null) => hasOrdered(tx, site, customerId, email),
    /** Takes `quantity` units of `sku` from `destination` stock; false (nothing taken) when fewer are left. */
    async takeStock(sku: string, destination: StockDestination, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} - ${quantity}` })
        .where(and(eq(stock.sku, sku), eq(stock.destination, destination), gte(stock.quantity, quantity)))
        .returning({ sku: stock.sku });
      return rows.length === 1;
    },
    async nextOrderSequence(): Promise<number> {
      const result = await tx.execute<{ value: string }>(sql`select nextval('order_number_seq')::text as value`);
      return Number(result.rows[0].value);
    },
    async insertOrder(order: NewOrder, lines: readonly NewOrderLine[]): Promise<StoredOrder> {
      const [inserted] = await tx.insert(orders).values(order).returning();
      const insertedLines = await tx
        .insert(orderLines)
        .values(lines.map((line, position) => ({ ...line, orderId: order.id, position })))
        .returning();
      return { order: inserted, lines: insertedLines };
    },
    async saveCart(site: SiteCode, id: string, state: CartState): Promise<void> {
      await tx
        .update(carts)
        .set({ state, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
        .where(ofCart(site, id));
    },
  };
}
export type OrderWrites = ReturnType<typeof orderWrites>;

export function createCheckoutStore(db: Db) {
  return {
    /**
     * Runs `work` in the request's transaction (`transact`: an Idempotency-Key's answer commits
     * with the order). Anything it throws rolls every write back.
     */
    transaction<T>(transact: Transact, work: (writes: OrderWrites) => Promise<T>): Promise<T> {
      return transact((tx) => work(orderWrites(tx)));
    },
    /**
     * Runs `work` in a transaction of its own, committed when it returns whatever the request does
     * next: the pending order before the charge, and undoing it when the charge fails.
     */
    ownTransaction<T>(work: (writes: OrderWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderWrites(tx)));
    },
    /** The cart as stored if `who` may use it, unlocked (for quotes and checkout start). */
    async findCart(who: CartAccess, id: string): Promise<CartState | null> {
      const [row] = await db.select({ state: carts.state }).from(carts).where(ownCart(who, id));
      return row ? cartStateSchema.parse(row.state) : null;
    },
    orderNumberOfCart: (cartId: string) => orderNumberOfCart(db, cartId),
    /** Whether a customer (or anyone with the mailbox of `email`) placed an order on `site` before (first-order promotions). */
    hasOrdered: (site: SiteCode, customerId: string | null, email: string | null) => hasOrdered(db, site, customerId, email),
    /** How many orders a customer placed on `site` since `since` (the staff-feeding monthly quota). */
    async ordersSince(site: SiteCode, customerId: string, since: Date, on: Db = db): Promise<number> {
      const [row] = await on
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.site, site), eq(orders.customerId, customerId), gte(orders.createdAt, since)));
      return Number(row?.count ?? 0);
    },
    /** Order `number` if `who` may read it (theirs as a customer, or their guest cart's), or null. */
    async findOrder(who: CartAccess, number: string): Promise<StoredOrder | null> {
      const [found] = await db
        .select({ order: orders })
        .from(orders)
        .leftJoin(carts, eq(carts.id, orders.cartId))
        .where(ownOrder(who, number));
      return found ? orderWithLines(db, found.order) : null;
    },
  };
}
export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
