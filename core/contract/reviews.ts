/**
 * The review provider's calls, under /api/reviews. Reads are GET and cacheable by ETag (one
 * product's summary, a batch of summaries for product cards, a product's page of reviews); whether
 * the caller may write depends on the session, so it is its own uncached read. Writing a review
 * takes the signed-in buyer's draft; its texts are checked after being made plain (core/reviews).
 */
import { z } from 'zod';
import { MAX_RATING, MAX_REVIEW_PAGE_SIZE, MAX_SUMMARY_PRODUCTS, MIN_RATING, REVIEW_PAGE_SIZE, REVIEW_SORTS } from '../reviews/rules';
import { endpoint } from './define';

const productId = z.string().trim().min(1).max(64);

export const reviewSummarySchema = z.object({
  productId: z.string(),
  /** mean rating to one decimal; null when the product has no reviews */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
  /** the author bought the product from the shop */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/reviews/products/:productId/summary: the product's average and count. */
export const getReviewSummary = endpoint({
  path: '/api/reviews/products/:productId/summary',
  methods: ['GET'],
  input: z.object({ productId }),
  output: reviewSummarySchema,
  cacheable: true,
});

/** GET /api/reviews/summaries?productIds=[…]: the summaries of a page of product cards, in the order asked. */
export const getReviewSummaries = endpoint({
  path: '/api/reviews/summaries',
  methods: ['GET', 'POST'],
  input: z.object({ productIds: z.array(productId).min(1).max(MAX_SUMMARY_PRODUCTS) }),
  output: z.object({ summaries: z.array(reviewSummarySchema) }),
  cacheable: true,
});

/** GET /api/reviews/products/:productId?sort=&page=&pageSize=: one page of the product's reviews. */
export const listReviews = endpoint({
  path: '/api/reviews/products/:productId',
  methods: ['GET'],
  input: z.object({
    productId,
    sort: z.enum(REVIEW_SORTS).default('newest'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_REVIEW_PAGE_SIZE).default(REVIEW_PAGE_SIZE),
  }),
  output: z.object({
    summary: reviewSummarySchema,
    sort: z.enum(REVIEW_SORTS),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    reviews: z.array(reviewSchema),
  }),
  cacheable: true,
});

/** GET /api/reviews/products/:productId/eligibility: whether the caller may write a review, and why not. */
export const getWriteEligibility = endpoint({
  path: '/api/reviews/products/:productId/eligibility',
  methods: ['GET'],
  input: z.object({ productId }),
  output: z.object({
    canWrite: z.boolean(),
    /** null when the caller may write */
    reason: z.enum(['signIn', 'notBuyer', 'alreadyReviewed']).nullable(),
    message: z.string().nullable(),
  }),
});

/** Raw caps only: the lengths that count are checked after the text is made plain (core/reviews). */
const draftText = z.string().max(10_000);

/** POST /api/reviews/products/:productId {rating, title, text, nickname}: the signed-in buyer's one review. */
export const writeReview = endpoint({
  path: '/api/reviews/products/:productId',
  methods: ['POST'],
  input: z.object({
    productId,
    rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
    title: draftText,
    text: draftText,
    nickname: draftText,
  }),
  output: reviewSchema,
});
