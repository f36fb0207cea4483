/**
 * Tables of the checkout area (see migrations/0002_checkout.sql, written by hand). One cart makes at
 * most one order (cart_id unique). Money is integer cents; the card number is never stored, only its
 * brand and last four digits. customer_id stays null for guests (accounts link orders later).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Attribute } from '../../core/entities/cart';

/** Source of the human-readable order numbers ('VN-100001'). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    site: text('site').notNull(),
    cartId: text('cart_id').notNull().unique(),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<unknown>().notNull(),
    attributes: jsonb('attributes').$type<Attribute[]>().notNull().default([]),
    salesOrg: text('sales_org').notNull(),
    salesOrderType: text('sales_order_type').notNull(),
    orderType: text('order_type').notNull(),
    shippingLocation: text('shipping_location').notNull(),
    currency: text('currency').notNull().default('USD'),
    subtotalBeforeSavingsCents: integer('subtotal_before_savings_cents').notNull(),
    linesSubtotalCents: integer('lines_subtotal_cents').notNull(),
    programDiscountCents: integer('program_discount_cents').notNull(),
    promoDiscountCents: integer('promo_discount_cents').notNull(),
    /** the entered promotion code (promotions table) and its discount */
    codeDiscountCents: integer('code_discount_cents').notNull().default(0),
    promotionCode: text('promotion_code'),
    merchandiseCents: integer('merchandise_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    serviceChargeCents: integer('service_charge_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    // the shopper-paid round-up or add-on: in the total, never in the taxed goods
    donationCents: integer('donation_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paymentBrand: text('payment_brand').notNull(),
    paymentLast4: text('payment_last4').notNull(),
    /** null while the order waits for its payment (status 'pending_payment') */
    paymentAuthorization: text('payment_authorization'),
    /** the Idempotency-Key of the request that wrote it: that request asked again resumes it while it is pending */
    requestKey: text('request_key'),
    /** 'pending_payment' from its insert until the card is approved: an order exists before any charge */
    status: text('status').notNull().default('placed'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_site', sql`${table.site} in ('DTC', 'HPSF')`),
    check('orders_status', sql`${table.status} in ('pending_payment', 'placed', 'cancelled')`),
    check('orders_paid', sql`${table.status} = 'pending_payment' or ${table.paymentAuthorization} is not null`),
    check('orders_sales_order_type', sql`${table.salesOrderType} in ('ZK01', 'ZDTC')`),
    check('orders_order_type', sql`${table.orderType} in ('oneTimeOrder', 'firstPurchaseSubscription')`),
    check('orders_shipping_location', sql`${table.shippingLocation} in ('ship_to_home', 'ship_to_work')`),
    check('orders_payment_last4', sql`${table.paymentLast4} ~ '^[0-9]{4}$'`),
    check('orders_total_not_negative', sql`${table.totalCents} >= 0`),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
  ],
);

/**
 * Promotion codes an operator keeps (migration 0009_promotions): a percent off, an optional
 * minimum subtotal, an optional expiry and a first-order-only switch; core/cart/promotions.ts
 * decides whether one may be used. `active` switches a code off without deleting it.
 */
export const promotions = pgTable(
  'promotions',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off').notNull(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('promotions_code_upper', sql`${table.code} = upper(${table.code}) and length(${table.code}) between 1 and 100`),
    check('promotions_percent_off', sql`${table.percentOff} between 1 and 100`),
    check('promotions_min_subtotal', sql`${table.minSubtotalCents} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: text('variant_id').notNull(),
    merchandiseId: text('merchandise_id').notNull(),
    sku: text('sku').notNull(),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title').notNull(),
    productType: text('product_type').notNull(),
    sellingPlanId: text('selling_plan_id'),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    compareAtCents: integer('compare_at_cents'),
    subtotalCents: integer('subtotal_cents').notNull(),
    attributes: jsonb('attributes').$type<Attribute[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] }), check('order_lines_quantity_positive', sql`${table.quantity} > 0`)],
);
