/** The reviews area of a product page, for the reviews spec: where it is, which product the demo shopper bought. */
import type { Page } from '@playwright/test';
import { buildCatalogue } from '../../../api/db/seed/build-catalogue';

export const DECLINED_MESSAGE =
  'You cannot see product reviews because you have declined functional cookies. Please enable them here to access this feature.';

export const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Reviews', exact: true });
export const reviewsList = (page: Page) => page.getByRole('list', { name: 'Reviews of this product' });

/**
 * A product the demo shopper ordered (api/db/seed/seed-account.ts orders the first six published
 * DTC products with a 4-week Autoship plan, by rank; the second has ten seeded reviews, two pages).
 */
export function boughtProductHandle(): string {
  const withPlans = buildCatalogue()
    .built.filter(({ product }) => product.status === 'published' && product.sites.includes('DTC'))
    .filter(({ sellingPlans }) => sellingPlans.some((plan) => plan.intervalWeeks === 4))
    .sort((a, b) => Number(a.product.rank) - Number(b.product.rank));
  return withPlans[1].product.handle;
}
