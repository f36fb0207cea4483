import type Router from '@koa/router';
import * as contract from '../../../core/contract/reviews';
import type { EndpointRouters } from '../../http/endpoints';
import type { ReviewsService } from './reviews.service';

/** The review provider's calls, under /api/reviews. */
export function reviewsRoutes(routers: EndpointRouters, reviews: ReviewsService): Router {
  const { router, mount } = routers();
  // the eligibility path is more specific than a product's list: mounted first
  mount(contract.getWriteEligibility, ({ productId }, scope) => reviews.eligibility(scope, productId));
  mount(contract.getReviewSummary, ({ productId }) => reviews.summary(productId));
  mount(contract.getReviewSummaries, async ({ productIds }) => ({ summaries: await reviews.summaries(productIds) }));
  mount(contract.listReviews, (input) => reviews.list(input));
  mount(contract.writeReview, ({ productId, ...draft }, scope, ctx) => reviews.write(scope, productId, draft, { address: ctx.ip }));
  return router;
}
