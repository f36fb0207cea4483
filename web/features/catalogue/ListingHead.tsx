import { useLocation } from 'react-router-dom';
import type { FilterGroup } from '../../../core/entities/catalogue';
import { PageHead } from '../../app/page-head/PageHead';
import { listDescription } from '../../app/page-head/page-description';
import { usePageOrigin } from '../../app/page-head/page-origin';
import { listCanonicalPath } from '../../app/page-head/page-url';
import { breadcrumbListJsonLd, itemListJsonLd } from '../../app/page-head/structured-data';
import { type BreadcrumbPlace, usePageTrail } from '../breadcrumbs/page-trail';
import { useSiteName } from '../content/content-queries';
import type { ProductPage } from './catalogue-source';

interface ListingHeadProps {
  /** the page's title; without one, the route table's ('Search Results') */
  title?: string;
  /** what the list is, for its description: 'Dry Dog Food', 'Search results for "salmon"' */
  subject: string;
  /** the page of products shown, once it has loaded */
  result: ProductPage | undefined;
  place?: BreadcrumbPlace;
  groups: readonly FilterGroup[];
}

/**
 * The head of a product list (/products, a category, a search): its canonical URL keeps only what
 * decides which products it shows, and its structured data are its breadcrumb trail and the
 * products of the page shown.
 */
export function ListingHead({ title, subject, result, place = {}, groups }: ListingHeadProps) {
  const { pathname, search } = useLocation();
  const origin = usePageOrigin();
  const siteName = useSiteName();
  const trail = usePageTrail(place, groups);
  const firstPosition = result ? (result.page - 1) * result.limit + 1 : 1;
  return (
    <PageHead
      title={title}
      description={listDescription(subject, siteName, result)}
      canonicalPath={listCanonicalPath(pathname, search)}
      structuredData={[breadcrumbListJsonLd(trail, origin), result ? itemListJsonLd(result.products, origin, firstPosition) : null]}
    />
  );
}
