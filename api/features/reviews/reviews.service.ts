/**
 * The review provider: product summaries and sorted pages of reviews for anyone, and one review
 * per product from a signed-in shopper who bought it. A draft is made plain text and checked by
 * core's rules (the ones the reviews script runs), counted against the writer's rate limit, and
 * stored with the verified-buyer mark.
 */
import { randomUUID } from 'node:crypto';
import type { Review, ReviewSummary } from '../../../core/contract/reviews';
import { checkReview, type ReviewDraft, type ReviewSort, tooManyReviews, WRITE_REFUSALS, type WriteRefusal } from '../../../core/reviews';
import { badRequest, DomainError } from '../../errors';
import type { ClientRateLimit } from '../../rate-limit';
import type { RequestScope } from '../../request-scope';
import type { ReviewsStore } from './reviews.store';
import type { ReviewRow } from '../../db/schema';

export interface ReviewPageQuery {
  productId: string;
  sort: ReviewSort;
  page: number;
  pageSize: number;
}

export interface WriteEligibility {
  canWrite: boolean;
  reason: WriteRefusal | null;
  message: string | null;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  title: row.title,
  text: row.body,
  nickname: row.nickname,
  createdAt: row.createdAt.toISOString(),
  verifiedBuyer: row.verifiedBuyer,
});

const noReviews = (productId: string): ReviewSummary => ({ productId, average: null, count: 0 });

const refusal = (reason: WriteRefusal): WriteEligibility => ({ canWrite: false, reason, message: WRITE_REFUSALS[reason] });

const REFUSAL_CODES = { signIn: 'UNAUTHENTICATED', notBuyer: 'FORBIDDEN', alreadyReviewed: 'CONFLICT' } as const;

export function createReviewsService(deps: { store: ReviewsStore; limit: ClientRateLimit }) {
  const { store, limit } = deps;

  async function summaries(productIds: readonly string[]): Promise<ReviewSummary[]> {
    const found = new Map((await store.summaries(productIds)).map((s) => [s.productId, s]));
    return productIds.map((id) => found.get(id) ?? noReviews(id));
  }

  async function eligibility(scope: RequestScope, productId: string): Promise<WriteEligibility> {
    if (!scope.customerId) return refusal('signIn');
    if (!(await store.hasBought(scope.site, scope.customerId, productId))) return refusal('notBuyer');
    if (await store.reviewBy(scope.customerId, productId)) return refusal('alreadyReviewed');
    return { canWrite: true, reason: null, message: null };
  }

  return {
    summaries,
    async summary(productId: string): Promise<ReviewSummary> {
      const [summary] = await summaries([productId]);
      return summary;
    },

    /** A page of the product's reviews with its summary; a page past the end is empty. */
    async list(query: ReviewPageQuery) {
      const { productId, sort, page, pageSize } = query;
      const [summary] = await summaries([productId]);
      const rows = summary.count > (page - 1) * pageSize ? await store.page(productId, sort, (page - 1) * pageSize, pageSize) : [];
      const totalPages = Math.max(1, Math.ceil(summary.count / pageSize));
      return { summary, sort, page, pageSize, totalPages, reviews: rows.map(toReview) };
    },

    eligibility,

    /**
     * Writes the signed-in buyer's review: 401 when signed out, 400 naming each bad field, 429 over
     * the writer's limit, 403 for someone who did not buy the product, 409 for a second review.
     */
    async write(scope: RequestScope, productId: string, draft: ReviewDraft, client: { address: string }): Promise<Review> {
      if (!scope.customerId) throw new DomainError('UNAUTHENTICATED', WRITE_REFUSALS.signIn);
      const { values, errors } = checkReview(draft);
      if (Object.keys(errors).length > 0)
        throw badRequest(errors as Record<string, string>, 'Some fields of the review need a second look');
      await limit.consume([`${scope.site}:customer:${scope.customerId}`, `${scope.site}:address:${client.address}`], tooManyReviews);
      const allowed = await eligibility(scope, productId);
      if (allowed.reason) throw new DomainError(REFUSAL_CODES[allowed.reason], WRITE_REFUSALS[allowed.reason]);
      const row = await scope.transact((tx) =>
        store.insert(tx, {
          id: randomUUID(),
          productId,
          customerId: scope.customerId,
          rating: values.rating,
          title: values.title,
          body: values.text,
          nickname: values.nickname,
          verifiedBuyer: true,
        }),
      );
      if (!row) throw new DomainError('CONFLICT', WRITE_REFUSALS.alreadyReviewed);
      scope.log.info({ productId, reviewId: row.id }, 'review written');
      return toReview(row);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
