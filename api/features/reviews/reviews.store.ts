/**
 * The review provider's SQL: summaries (one product or many in one query), a sorted page of a
 * product's reviews, whether a customer bought a product (a line of one of their orders on the
 * storefront) and the one review a customer may write per product.
 */
import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import { type ReviewSort, roundRating } from '../../../core/reviews';
import type { Db } from '../../db/client';
import { orderLines, orders, type ReviewRow, reviews, variants } from '../../db/schema';

export interface StoredSummary {
  productId: string;
  average: number | null;
  count: number;
}

export type NewReview = Pick<ReviewRow, 'id' | 'productId' | 'customerId' | 'rating' | 'title' | 'body' | 'nickname' | 'verifiedBuyer'>;

const ORDER_BY: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
};

/** PostgreSQL answers avg() as numeric text; the wire wants a number to one decimal. */
const averageOf = (value: string | null) => (value === null ? null : roundRating(Number(value)));

export function createReviewsStore(db: Db) {
  return {
    /** Average and count of each product asked for (products without reviews are left out). */
    async summaries(productIds: readonly string[]): Promise<StoredSummary[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({ productId: reviews.productId, average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(inArray(reviews.productId, [...productIds]))
        .groupBy(reviews.productId);
      return rows.map((row) => ({ productId: row.productId, average: averageOf(row.average), count: row.count }));
    },

    /** One page of a product's reviews in `sort` order. */
    async page(productId: string, sort: ReviewSort, offset: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(...ORDER_BY[sort])
        .offset(offset)
        .limit(limit);
    },

    /** Whether `customerId` has a placed order on `site` with a line of the product. */
    async hasBought(site: SiteCode, customerId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(variants, eq(variants.id, orderLines.variantId))
        .where(
          and(eq(orders.customerId, customerId), eq(orders.site, site), eq(orders.status, 'placed'), eq(variants.productId, productId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The customer's review of the product, if they wrote one. */
    async reviewBy(customerId: string, productId: string): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)));
      return row;
    },

    /**
     * Stores a review in `tx`; undefined when the customer already has one of the product (the
     * unique index decides, so two parallel writes cannot both land).
     */
    async insert(tx: Db, review: NewReview): Promise<ReviewRow | undefined> {
      const [row] = await tx
        .insert(reviews)
        .values(review)
        .onConflictDoNothing({ target: [reviews.productId, reviews.customerId] })
        .returning();
      return row;
    },
  };
}
export type ReviewsStore = ReturnType<typeof createReviewsStore>;
