import { IMAGE_MAX_STEP_WIDTH } from '../../../core/constants';
import type { Product } from '../../../core/entities/catalogue';
import { ipxUrl } from '../../../core/images/srcset';

/** A picture a shared link shows (og:image, twitter:image): its URL, size and text alternative. */
export interface ShareImage {
  /** root-relative or absolute */
  url: string;
  width: number;
  height: number;
  alt: string;
}

// The largest rendition the image route makes, square and contained as the product gallery asks
// for it (web/features/product/ProductGallery.tsx), so a preview shares that cached file.
const SHARE_SIZE = IMAGE_MAX_STEP_WIDTH;

/** A product's featured picture through the shop's image optimiser (/_ipx), or none. */
export function productShareImage(product: Pick<Product, 'featuredImage' | 'title'>): ShareImage | undefined {
  const { url, alt } = product.featuredImage;
  if (!url) return undefined;
  return {
    url: ipxUrl(url, { width: SHARE_SIZE, height: SHARE_SIZE, fit: 'contain' }),
    width: SHARE_SIZE,
    height: SHARE_SIZE,
    alt: alt || product.title,
  };
}
