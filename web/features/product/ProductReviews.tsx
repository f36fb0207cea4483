import { useId } from 'react';

interface ProductReviewsProps {
  /** the product whose reviews the provider will show */
  productId: string;
}

/**
 * The product page's reviews area (§2). The third-party reviews widget, its consent rule and the
 * declined-cookies message belong to the content issue; until then the area says plainly that
 * there are no reviews to show. Staff feeding (HPSF) hides reviews, so the page does not draw it there.
 */
export function ProductReviews({ productId }: ProductReviewsProps) {
  const headingId = useId();
  return (
    <section className="product-page__reviews" aria-labelledby={headingId} data-product-id={productId}>
      <h2 id={headingId}>Reviews</h2>
      <p className="product-page__reviews-empty">Reviews are not available yet.</p>
    </section>
  );
}
