/**
 * The review provider's table (see migrations/0012_reviews.sql). Reviews are keyed by the
 * catalogue's product id without a foreign key: the provider is a service of its own, and a
 * catalogue reseed replaces the product rows while the reviews stay. A shopper's review names its
 * customer, unique per product (one review each); seeded reviews name none.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, inlineReference } from './schema-identity';

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    /** the shopper who wrote it; null for seeded reviews (and kept, unnamed, when the account goes) */
    customerId: text('customer_id'),
    rating: integer('rating').notNull(),
    /** plain text only (core/reviews toPlainText), never markup */
    title: text('title').notNull(),
    body: text('body').notNull(),
    nickname: text('nickname').notNull(),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    /** true for the seed's rows, which a new seed version replaces */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    inlineReference('reviews', table.customerId, customers.id, 'set null'),
    uniqueIndex('reviews_product_customer_key').on(table.productId, table.customerId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    index('reviews_product_rating_idx').on(table.productId, table.rating, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
