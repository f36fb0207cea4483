/**
 * Product cards' review summaries, asked for together: the cards a list draws in one go ask within
 * one task, and one getReviewSummaries call answers them all (through the one API client).
 */
import { queryOptions } from '@tanstack/react-query';
import type { RefOutput } from '../../../core/contract/define';
import { getReviewSummaries } from '../../../core/contract/reviews-refs';
import { MAX_SUMMARY_PRODUCTS } from '../../../core/reviews/rules';
import { callEndpoint } from '../../lib/api';

export type ReviewSummary = RefOutput<typeof getReviewSummaries>['summaries'][number];

type Waiter = { resolve: (summary: ReviewSummary) => void; reject: (error: unknown) => void };
let waiting = new Map<string, Waiter[]>();
let scheduled = false;

async function askWaiting(): Promise<void> {
  const batch = waiting;
  waiting = new Map();
  scheduled = false;
  const ids = [...batch.keys()];
  for (let from = 0; from < ids.length; from += MAX_SUMMARY_PRODUCTS) {
    const productIds = ids.slice(from, from + MAX_SUMMARY_PRODUCTS);
    try {
      const { summaries } = await callEndpoint(getReviewSummaries, { productIds });
      for (const summary of summaries) for (const waiter of batch.get(summary.productId) ?? []) waiter.resolve(summary);
    } catch (error) {
      for (const id of productIds) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
    }
  }
}

/** The product's summary, asked for with every other card's of the same moment. */
export function reviewSummaryOf(productId: string): Promise<ReviewSummary> {
  return new Promise((resolve, reject) => {
    waiting.set(productId, [...(waiting.get(productId) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void askWaiting(), 0);
    }
  });
}

const TEN_MINUTES_MS = 600_000;

export const reviewSummaryQuery = (productId: string) =>
  queryOptions({
    queryKey: ['review-summary', productId],
    queryFn: () => reviewSummaryOf(productId),
    staleTime: TEN_MINUTES_MS,
    retry: false,
  });
