import type { ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { pageKindFor } from '../../../core/breadcrumbs';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { useFilterGroups } from '../catalogue/queries';

/**
 * A product page's trail. Its crumb links name filters by their option slugs, so it needs the
 * site's filter groups, which a product page has not read (a list page hands over its own).
 */
export function ProductBreadcrumbs(props: Omit<ComponentProps<typeof Breadcrumbs>, 'groups'>) {
  const { pathname, search } = useLocation();
  const groups = useFilterGroups(pageKindFor(pathname, search) === 'PDP').data;
  return <Breadcrumbs {...props} groups={groups ?? []} />;
}
