import { listingPathFor } from '../catalogue/listing-url';
import { filterKey } from '../catalogue/filter-fields';
import type { SiteCode } from '../constants';
import type { Filter, FilterGroup, Species } from '../entities/catalogue';
import type { Crumb } from './crumb';
import { type BrandLines, brandLabel, labelOfSlug, petAgeLabel, speciesLabel } from './labels';
import { crumbFilters } from './list-return';
import { CATALOGUE_KINDS, type PageKind } from './page-kind';

/** What a page knows about where it sits in the catalogue. */
export interface TrailContext {
  site: SiteCode;
  kind: PageKind;
  species?: Species;
  /** the listing's second segment (see parseListingPath); no filter means a whole group */
  category?: { label: string; slug: string; filter?: Filter };
  /** brand facet value */
  brand?: string;
  /** lifestage facet value */
  lifestage?: string;
  /** food_form facet value */
  foodForm?: string;
  lines: BrandLines;
  /** filter groups of the site, to build links and option labels */
  groups: readonly FilterGroup[];
  /** the page's own path, linked from the last crumb of an order-details page */
  pathname?: string;
  /** filters of the remembered list the list crumbs lead back to (§4; see returnFiltersFor) */
  returnTo?: readonly Filter[];
}

/** The staff-feeding shop's only crumb. */
export const CATALOG_CRUMB: Crumb = { label: 'Catalog', href: '/products' };
/** First crumb of every DTC trail. */
export const HOME_CRUMB: Crumb = { label: 'Home', href: '/' };
/** Second crumb of every DTC catalogue trail. */
export const ALL_PRODUCTS_CRUMB: Crumb = { label: 'All Products', href: '/products' };
const MY_ACCOUNT_CRUMB: Crumb = { label: 'My Account', href: '/account/dashboard' };
const MY_ORDERS_CRUMB: Crumb = { label: 'My Orders', href: '/account/orders' };
// DTC names the autoships page My Subscriptions (§2 route table).
const ACCOUNT_CRUMBS: Partial<Record<PageKind, Crumb[]>> = {
  'My Account': [],
  'My Profile': [{ label: 'My Profile', href: '/account/my-profile' }],
  'My Orders': [MY_ORDERS_CRUMB],
  'My Autoships': [{ label: 'My Subscriptions', href: '/account/autoships' }],
  'Address Book': [{ label: 'Address Book', href: '/account/address-book' }],
};

function optionLabel(groups: readonly FilterGroup[], field: string, value: string): string | undefined {
  return groups
    .filter((g) => g.field === field)
    .flatMap((g) => g.options)
    .find((o) => 'value' in o.filter && o.filter.value === value)?.label;
}

// A list crumb's link: its own filters, or the remembered list when that lies within them (§4).
function listHref(own: readonly Filter[], ctx: TrailContext): string {
  return listingPathFor(crumbFilters(own, ctx.returnTo), ctx.groups, ctx.site);
}

// Each step narrows the list by one more filter; its link is the list of all filters so far.
function catalogueTrail(ctx: TrailContext): Crumb[] {
  const trail = [HOME_CRUMB, { ...ALL_PRODUCTS_CRUMB, href: listHref([], ctx) }];
  const applied: Filter[] = [];
  const step = (label: string, filter: Filter) => {
    if (applied.some((f) => filterKey(f) === filterKey(filter))) return;
    applied.push(filter);
    trail.push({ label, href: listHref(applied, ctx) });
  };
  if (ctx.species) step(speciesLabel(ctx.species), { field: 'species', value: ctx.species });
  if (ctx.category?.filter) step(ctx.category.label, ctx.category.filter);
  else if (ctx.category && ctx.species) {
    trail.push({ label: ctx.category.label, href: `/products/${ctx.species}/${ctx.category.slug}` });
  }
  if (ctx.brand) step(brandLabel(ctx.brand, ctx.lines), { field: 'brand', value: ctx.brand });
  if (ctx.lifestage) step(petAgeLabel(ctx.lifestage), { field: 'lifestage', value: ctx.lifestage });
  if (ctx.foodForm) {
    const label = optionLabel(ctx.groups, 'food_form', ctx.foodForm) ?? labelOfSlug(ctx.foodForm);
    step(label, { field: 'food_form', value: ctx.foodForm });
  }
  return trail;
}

/**
 * Breadcrumb trail of a page (§2). DTC catalogue pages: Home, All Products, then species, category,
 * brand, pet age and food form as available; DTC account pages: Home, My Account, the page; home: none; other pages: Home.
 * Staff feeding (HPSF): 'Catalog' only on catalogue pages, nothing elsewhere. With `returnTo`, the list
 * crumbs (All Products, Catalog, and those the remembered list lies within) link back to that list.
 */
export function breadcrumbTrail(ctx: TrailContext): Crumb[] {
  const catalogue = CATALOGUE_KINDS.includes(ctx.kind);
  if (ctx.site === 'HPSF') return catalogue ? [{ ...CATALOG_CRUMB, href: listHref([], ctx) }] : [];
  if (catalogue) return catalogueTrail(ctx);
  if (ctx.kind === 'HOME') return [];
  if (ctx.kind === 'My Order Details') {
    const details = { label: 'Order Details', href: ctx.pathname ?? MY_ORDERS_CRUMB.href };
    return [HOME_CRUMB, MY_ACCOUNT_CRUMB, MY_ORDERS_CRUMB, details];
  }
  const account = ACCOUNT_CRUMBS[ctx.kind];
  return account ? [HOME_CRUMB, MY_ACCOUNT_CRUMB, ...account] : [HOME_CRUMB];
}
