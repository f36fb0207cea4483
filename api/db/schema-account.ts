/**
 * Tables of the account area (see migrations/0004_account.sql, written by hand): the address book
 * (at most one default address per customer) and autoship subscriptions. A subscription keeps the
 * provider's fields of §3 (external_id is the contract id) plus its next delivery date; it is made
 * by checkout for each selling-plan line of a signed-in customer's order (order_id, variant_id unique).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, inlineReference } from './schema-identity';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    provinceCode: text('province_code').notNull(),
    zip: text('zip').notNull(),
    countryCode: text('country_code').notNull().default('US'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('addresses', table.customerId, customers.id, 'cascade'),
    index('addresses_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('addresses_one_default_idx').on(table.customerId).where(sql`${table.isDefault}`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    sku: text('sku').notNull(),
    /** the provider's contract id */
    externalId: text('external_id').notNull().unique('subscriptions_external_id_key'),
    /** the order that started it (null for subscriptions made otherwise) */
    orderId: text('order_id'),
    frequencyDays: integer('frequency_days').notNull(),
    /** weeks between deliveries */
    everyPeriod: integer('every_period').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** 'YYYY-MM-DD' */
    startDate: text('start_date').notNull(),
    quantity: integer('quantity').notNull(),
    /** 'YYYY-MM-DD' of the next delivery */
    nextDelivery: text('next_delivery').notNull(),
    /** deliveries skipped so far */
    skipped: integer('skipped').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('subscriptions', table.customerId, customers.id, 'cascade'),
    index('subscriptions_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('subscriptions_order_variant_idx').on(table.orderId, table.variantId),
    check('subscriptions_quantity_positive', sql`${table.quantity} > 0`),
    check('subscriptions_frequency_days', sql`${table.frequencyDays} between 7 and 120`),
    check('subscriptions_skipped', sql`${table.skipped} >= 0`),
  ],
);
