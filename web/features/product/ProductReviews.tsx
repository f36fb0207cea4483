import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { storefrontConfigQuery } from '../../app/storefront-config';
import { openConsentPreferences, useConsent } from '../consent/consent-state';
import { ReviewsWidgetHost } from '../reviews/ReviewsWidgetHost';
import '../reviews/reviews.css';

interface ProductReviewsProps {
  /** the product whose reviews the provider shows */
  productId: string;
}

/**
 * The product page's reviews area (§2). The reviews come from the review provider's script,
 * which loads (from the configured REVIEWS_SCRIPT_URL) only once the shopper accepts functional
 * cookies; until then, declined or not yet chosen, the area says so and 'here' opens the cookie
 * preference dialog (§8). Staff feeding (HPSF) hides reviews, so the page does not draw it there.
 */
export function ProductReviews({ productId }: ProductReviewsProps) {
  const headingId = useId();
  const functionalAccepted = useConsent('functional');
  const config = useQuery({ ...storefrontConfigQuery, enabled: functionalAccepted });
  const scriptUrl = config.data?.reviews.scriptUrl;
  return (
    <section className="product-page__reviews product-reviews" aria-labelledby={headingId} data-product-id={productId}>
      <h2 id={headingId}>Reviews</h2>
      {!functionalAccepted ? (
        <p className="product-reviews__declined">
          You cannot see product reviews because you have declined functional cookies. Please enable them{' '}
          <button type="button" className="product-reviews__link" onClick={openConsentPreferences}>
            here
          </button>{' '}
          to access this feature.
        </p>
      ) : scriptUrl ? (
        <ReviewsWidgetHost productId={productId} scriptUrl={scriptUrl} />
      ) : config.isError ? (
        <p className="product-reviews__status" role="alert">
          Reviews cannot be shown right now: the shop could not tell where they come from. Check your connection and try again later.
        </p>
      ) : (
        <p className="product-reviews__status">Loading reviews…</p>
      )}
    </section>
  );
}
