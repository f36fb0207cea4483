import { useQuery } from '@tanstack/react-query';
import { ratingLabel, reviewCountLabel } from '../../../core/reviews/rules';
import { reviewSummaryQuery } from './review-summaries';
import './card-review-stars.css';

/**
 * A product card's star average and review count (loaded only once functional cookies are
 * accepted: the product card imports this lazily). Nothing is drawn for a product without
 * reviews, or while the summary is unknown.
 */
export default function CardReviewStars({ productId }: { productId: string }) {
  const { data } = useQuery(reviewSummaryQuery(productId));
  if (!data || data.average === null || data.count === 0) return null;
  const filled = Math.round(data.average);
  return (
    <p className="card-review-stars">
      <span className="card-review-stars__stars" role="img" aria-label={`Rated ${ratingLabel(data.average)}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} aria-hidden="true" className={n <= filled ? 'card-review-stars__star--on' : undefined}>
            ★
          </span>
        ))}
      </span>
      <span aria-hidden="true">{data.average.toFixed(1)}</span>
      <span className="card-review-stars__count">({reviewCountLabel(data.count)})</span>
    </p>
  );
}
