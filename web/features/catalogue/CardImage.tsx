import { CARD_IMAGE_HEIGHT } from '../../../core/constants';
import { responsiveImage } from '../../../core/images/srcset';
import { PackshotPlaceholder, useImageFailure } from './offline/PackshotPlaceholder';

interface CardImageProps {
  url: string;
  alt: string;
  /** above the fold: load at once and early; otherwise lazily */
  eager?: boolean;
  /** the likely largest image of the first screen */
  priority?: boolean;
}

// Square packshots: the box is as wide as it is high, 120 px on phones and 200 px from md (768) up.
const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * A card's packshot with srcset renditions and fixed dimensions, so nothing moves when it loads.
 * A picture that cannot load (offline, never fetched) gives way to the packshot placeholder.
 */
export function CardImage({ url, alt, eager = false, priority = false }: CardImageProps) {
  const [failed, onError] = useImageFailure(url);
  if (failed) {
    return (
      <span className="card-image">
        <PackshotPlaceholder className="card-image__img" label={alt} width={CARD_IMAGE_HEIGHT.other} height={CARD_IMAGE_HEIGHT.other} />
      </span>
    );
  }
  const mobile = responsiveImage(url, CARD_IMAGE_HEIGHT.mobile, CARD_IMAGE_HEIGHT.mobile);
  const other = responsiveImage(url, CARD_IMAGE_HEIGHT.other, CARD_IMAGE_HEIGHT.other);
  return (
    <picture className="card-image">
      <source media={MOBILE_QUERY} srcSet={mobile.srcSet} width={CARD_IMAGE_HEIGHT.mobile} height={CARD_IMAGE_HEIGHT.mobile} />
      <img
        className="card-image__img"
        src={other.src}
        srcSet={other.srcSet}
        alt={alt}
        width={CARD_IMAGE_HEIGHT.other}
        height={CARD_IMAGE_HEIGHT.other}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        onError={onError}
      />
    </picture>
  );
}
