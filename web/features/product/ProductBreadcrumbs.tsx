import type { ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { pageKindFor } from '../../../core/breadcrumbs';
import type { FilterGroup, Product } from '../../../core/entities/catalogue';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import type { BreadcrumbPlace } from '../breadcrumbs/page-trail';
import { useFilterGroups } from '../catalogue/queries';

/** Where a product sits in the catalogue: its species (when it is for one only), brand, pet age, food form. */
export function productPlace(product: Pick<Product, 'facets'>): BreadcrumbPlace {
  const { facets } = product;
  return {
    species: facets.species.length === 1 ? facets.species[0] : undefined,
    brand: facets.brand[0],
    lifestage: facets.lifestage[0],
    foodForm: facets.food_form[0],
  };
}

/**
 * The site's filter groups, which a product page's crumb links need (they name filters by their
 * option slugs) and a product page reads for nothing else; none while they load.
 */
export function useProductTrailGroups(): readonly FilterGroup[] {
  const { pathname, search } = useLocation();
  return useFilterGroups(pageKindFor(pathname, search) === 'PDP').data ?? [];
}

/** A product page's trail, with the site's filter groups a list page would hand over. */
export function ProductBreadcrumbs(props: Omit<ComponentProps<typeof Breadcrumbs>, 'groups'>) {
  return <Breadcrumbs {...props} groups={useProductTrailGroups()} />;
}
