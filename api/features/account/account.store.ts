/**
 * The account area's SQL (no rules): customers' profile fields and metafields, the address book,
 * orders by customer, subscriptions. Every read and write names the customer, so a record of
 * another customer is simply not found.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { AddressInput, OrderCursor } from '../../../core/account';
import type { Db } from '../../db/client';
import { addresses, customers, metafields, orderLines, orders, products, sellingPlans, subscriptions, variants } from '../../db/schema';
import type { StoredOrder } from '../checkout/order-wire';

export type AddressRow = typeof addresses.$inferSelect;
export type MetafieldRow = typeof metafields.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** An order still waiting for its payment is nobody's order yet (checkout.store.ts). */
const notPending = ne(orders.status, 'pending_payment');
/** A subscription with the names of what it ships (null when the catalogue lost the variant). */
export interface SubscriptionRecord {
  subscription: SubscriptionRow;
  productTitle: string | null;
  variantTitle: string | null;
}

const addressValues = (address: AddressInput) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  address1: address.address1,
  address2: address.address2 || null,
  city: address.city,
  provinceCode: address.provinceCode,
  zip: address.zip,
  phone: address.phone || null,
});

const ownAddress = (customerId: string, id: string) => and(eq(addresses.customerId, customerId), eq(addresses.id, id));
const ownSubscription = (customerId: string, contractId: string) =>
  and(eq(subscriptions.customerId, customerId), eq(subscriptions.externalId, contractId));

export class AccountStore {
  constructor(private readonly db: Db) {}

  private subscriptionRecords(where: ReturnType<typeof and>): Promise<SubscriptionRecord[]> {
    return this.db
      .select({ subscription: subscriptions, productTitle: products.title, variantTitle: variants.title })
      .from(subscriptions)
      .leftJoin(variants, eq(variants.id, subscriptions.variantId))
      .leftJoin(products, eq(products.id, variants.productId))
      .where(where)
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  }

  /**
   * The shop's quota metafields of a customer (custom.quota_month, custom.quota_value), null when
   * unset; read through `on` (a transaction) when given.
   */
  async quotaMetafields(customerId: string, on: Db = this.db): Promise<{ quotaMonth: string | null; quotaValue: string | null }> {
    const rows = await on
      .select({ key: metafields.key, value: metafields.value })
      .from(metafields)
      .where(
        and(
          eq(metafields.customerId, customerId),
          eq(metafields.namespace, 'custom'),
          inArray(metafields.key, ['quota_month', 'quota_value']),
        ),
      );
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
    return { quotaMonth: value('quota_month'), quotaValue: value('quota_value') };
  }

  async customer(customerId: string) {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    return row ?? null;
  }
  async updateCustomer(
    customerId: string,
    fields: Partial<Pick<typeof customers.$inferInsert, 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing'>>,
  ) {
    if (Object.keys(fields).length > 0) await this.db.update(customers).set(fields).where(eq(customers.id, customerId));
  }

  metafields(customerId: string) {
    return this.db.select().from(metafields).where(eq(metafields.customerId, customerId));
  }
  async upsertMetafield(customerId: string, namespace: string, key: string, value: string, type = 'single_line_text_field') {
    await this.db
      .insert(metafields)
      .values({ id: randomUUID(), customerId, namespace, key, type, value })
      .onConflictDoUpdate({
        target: [metafields.customerId, metafields.namespace, metafields.key],
        set: { value, type, updatedAt: new Date() },
      });
  }
  /** Deletes metafield `id` of the customer; false when it is not theirs or gone. */
  async deleteMetafield(customerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(metafields)
      .where(and(eq(metafields.customerId, customerId), eq(metafields.id, id)))
      .returning({ id: metafields.id });
    return rows.length > 0;
  }
  /** Whether some other customer keeps `value` in metafield namespace.key (a cart already theirs). */
  async metafieldValueTakenByOther(customerId: string, namespace: string, key: string, value: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: metafields.id })
      .from(metafields)
      .where(
        and(
          eq(metafields.namespace, namespace),
          eq(metafields.key, key),
          eq(metafields.value, value),
          sql`${metafields.customerId} <> ${customerId}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
  /** Deletes metafield namespace.key of every customer whose value is `value` (a cart nobody keeps any more). */
  async deleteMetafieldsWithValue(namespace: string, key: string, value: string) {
    await this.db.delete(metafields).where(and(eq(metafields.namespace, namespace), eq(metafields.key, key), eq(metafields.value, value)));
  }
  async deleteMetafieldByKey(customerId: string, namespace: string, key: string) {
    await this.db
      .delete(metafields)
      .where(and(eq(metafields.customerId, customerId), eq(metafields.namespace, namespace), eq(metafields.key, key)));
  }

  addresses(customerId: string) {
    const book = this.db.select().from(addresses).where(eq(addresses.customerId, customerId));
    return book.orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  }
  async address(customerId: string, id: string): Promise<AddressRow | null> {
    const [row] = await this.db.select().from(addresses).where(ownAddress(customerId, id));
    return row ?? null;
  }
  /** Inserts an address; the first one (or `makeDefault`) becomes the default. */
  async createAddress(customerId: string, address: AddressInput, makeDefault: boolean): Promise<AddressRow> {
    return (await this.addAddressFrom(customerId, () => address, makeDefault)) as AddressRow;
  }
  /**
   * Inserts the address `pick` makes of the saved ones, or nothing when it gives null, with the
   * customer's address book locked meanwhile (the customer's row, FOR UPDATE): two requests adding
   * at once take turns, so the second sees the first's address (no second default, which the
   * one-default index refused with a 500, and no duplicate of an address picked only when missing).
   */
  async addAddressFrom(
    customerId: string,
    pick: (saved: AddressRow[]) => AddressInput | null,
    makeDefault = false,
  ): Promise<AddressRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      const saved = await tx.select().from(addresses).where(eq(addresses.customerId, customerId));
      const address = pick(saved);
      if (!address) return null;
      const isDefault = makeDefault || saved.length === 0;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
      const [row] = await tx
        .insert(addresses)
        .values({ id: randomUUID(), customerId, isDefault, ...addressValues(address) })
        .returning();
      return row;
    });
  }
  async updateAddress(customerId: string, id: string, address: AddressInput): Promise<AddressRow | null> {
    const [row] = await this.db.update(addresses).set(addressValues(address)).where(ownAddress(customerId, id)).returning();
    return row ?? null;
  }
  /** Deletes the address; a deleted default passes to the oldest remaining address. */
  async deleteAddress(customerId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [gone] = await tx.delete(addresses).where(ownAddress(customerId, id)).returning();
      if (!gone) return false;
      if (gone.isDefault) {
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.customerId, customerId))
          .orderBy(asc(addresses.createdAt), asc(addresses.id))
          .limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
      return true;
    });
  }
  async setDefaultAddress(customerId: string, id: string): Promise<AddressRow | null> {
    return this.db.transaction(async (tx) => {
      const [target] = await tx.select().from(addresses).where(ownAddress(customerId, id)).for('update');
      if (!target) return null;
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customerId));
      const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
      return row;
    });
  }

  /** One page of the customer's orders, newest first, with one extra row to tell whether more follow. */
  async orderPage(customerId: string, limit: number, after: OrderCursor | null, term: string | null) {
    const conditions = [eq(orders.customerId, customerId), notPending];
    if (after) {
      const at = new Date(after.createdAt);
      conditions.push(or(lt(orders.createdAt, at), and(eq(orders.createdAt, at), lt(orders.id, after.id)))!);
    }
    if (term) {
      const like = `%${term}%`;
      const inLines = this.db
        .select({ id: orderLines.orderId })
        .from(orderLines)
        .where(or(ilike(orderLines.productTitle, like), ilike(orderLines.sku, like), ilike(orderLines.variantTitle, like)));
      conditions.push(or(ilike(orders.number, like), inArray(orders.id, inLines))!);
    }
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1);
    const lines = rows.length
      ? await this.db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderLines.position))
      : [];
    return rows.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
  }
  /** Order `id` if it is the customer's. */
  async order(customerId: string, id: string): Promise<StoredOrder | null> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.id, id), notPending));
    if (!order) return null;
    const lines = await this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
    return { order, lines };
  }
  /** Weight and unit of the variants of the customer's past order lines (for the mapped subscription form). */
  orderedVariantWeights(customerId: string) {
    return this.db
      .selectDistinct({ variantId: orderLines.variantId, weight: variants.weight, weightUnit: variants.weightUnit })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(variants, eq(variants.id, orderLines.variantId))
      .where(and(eq(orders.customerId, customerId), notPending));
  }

  /** Whether the customer has ever had an autoship (AUTO35 is for a first one only). */
  async hasSubscriptions(customerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .limit(1);
    return row !== undefined;
  }
  subscriptions(customerId: string) {
    return this.subscriptionRecords(eq(subscriptions.customerId, customerId) as ReturnType<typeof and>);
  }
  async subscription(customerId: string, contractId: string): Promise<SubscriptionRecord | null> {
    const [row] = await this.subscriptionRecords(ownSubscription(customerId, contractId));
    return row ?? null;
  }
  async updateSubscription(customerId: string, contractId: string, fields: Partial<NewSubscription>) {
    await this.db.update(subscriptions).set(fields).where(ownSubscription(customerId, contractId));
  }
  /** Inserts subscriptions in `tx` (checkout's transaction); one per (order, variant). */
  async insertSubscriptions(tx: Db, rows: NewSubscription[]) {
    if (rows.length) await tx.insert(subscriptions).values(rows).onConflictDoNothing();
  }
  /** The product and variant of a sku with its selling plans. */
  async productBySku(sku: string) {
    const [row] = await this.db
      .select({ variantId: variants.id, productId: products.id, title: products.title })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.sku, sku));
    if (!row) return null;
    const plans = await this.db
      .select()
      .from(sellingPlans)
      .where(eq(sellingPlans.productId, row.productId))
      .orderBy(asc(sellingPlans.intervalWeeks));
    return {
      ...row,
      sellingPlans: plans.map((p) => ({ id: p.id, name: p.name, intervalWeeks: p.intervalWeeks, discountPercent: p.discountPercent })),
    };
  }
}

export function createAccountStore(db: Db): AccountStore {
  return new AccountStore(db);
}
