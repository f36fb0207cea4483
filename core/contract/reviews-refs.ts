/**
 * Zod-free references to the review provider's endpoints (see refs.ts), for the product cards'
 * summaries and the reviews script, which load no zod. A `:productId` is filled from the input.
 */
import { endpointRef } from './define';
import type * as reviews from './reviews';

export const getReviewSummary = endpointRef<typeof reviews.getReviewSummary>('/api/reviews/products/:productId/summary', 'GET');
export const getReviewSummaries = endpointRef<typeof reviews.getReviewSummaries>('/api/reviews/summaries', 'GET');
export const listReviews = endpointRef<typeof reviews.listReviews>('/api/reviews/products/:productId', 'GET');
export const getWriteEligibility = endpointRef<typeof reviews.getWriteEligibility>('/api/reviews/products/:productId/eligibility', 'GET');
export const writeReview = endpointRef<typeof reviews.writeReview>('/api/reviews/products/:productId', 'POST');
