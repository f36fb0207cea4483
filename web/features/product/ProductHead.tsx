import type { Product } from '../../../core/entities/catalogue';
import { PageHead } from '../../app/page-head/PageHead';
import { productDescription } from '../../app/page-head/page-description';
import { usePageOrigin } from '../../app/page-head/page-origin';
import { productPagePath } from '../../app/page-head/page-url';
import { productShareImage } from '../../app/page-head/share-image';
import { breadcrumbListJsonLd, productJsonLd } from '../../app/page-head/structured-data';
import { usePageTrail } from '../breadcrumbs/page-trail';
import { productPlace, useProductTrailGroups } from './ProductBreadcrumbs';

/**
 * A product page's head: the product's title, description and picture, one canonical URL for all
 * its paths and variants, and its Product and BreadcrumbList structured data.
 */
export function ProductHead({ product }: { product: Product }) {
  const origin = usePageOrigin();
  const trail = usePageTrail(productPlace(product), useProductTrailGroups());
  return (
    <PageHead
      title={product.title}
      description={productDescription(product)}
      canonicalPath={productPagePath(product.handle)}
      type="product"
      image={productShareImage(product)}
      structuredData={[productJsonLd(product, origin), breadcrumbListJsonLd(trail, origin)]}
    />
  );
}
