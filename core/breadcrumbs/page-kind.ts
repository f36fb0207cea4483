/** Page kinds the breadcrumbs know (§2). */
export const PAGE_KINDS = [
  'PDP',
  'PLP',
  'CLP',
  'SRP',
  'My Account',
  'My Profile',
  'My Orders',
  'My Order Details',
  'My Autoships',
  'Address Book',
  'HOME',
  'Other',
] as const;
/** A page kind. */
export type PageKind = (typeof PAGE_KINDS)[number];

/** Kinds that list products (a breadcrumb can lead back to them with their filters). */
export const LIST_KINDS: readonly PageKind[] = ['PLP', 'CLP', 'SRP'];
/** Kinds of the catalogue (list or product pages). */
export const CATALOGUE_KINDS: readonly PageKind[] = ['PDP', 'PLP', 'CLP', 'SRP'];

const ACCOUNT_PAGES: Record<string, PageKind> = {
  '/account/dashboard': 'My Account',
  '/account/my-profile': 'My Profile',
  '/account/profile': 'My Profile',
  '/account/orders': 'My Orders',
  '/account/autoships': 'My Autoships',
  '/account/address-book': 'Address Book',
};
const SPECIES = new Set(['dog', 'cat']);
const NOT_PRODUCTS = new Set(['cart', 'logout']);

/** The first key of a query string ('?search=x&page=2' → 'search'), or null when there is none. */
export function firstQueryKey(search: string): string | null {
  const first = search.replace(/^\?/, '').split('&')[0];
  if (!first) return null;
  const key = first.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function productsKind(segments: readonly string[]): PageKind {
  const [first] = segments;
  if (segments.length === 0) return 'PLP';
  if (SPECIES.has(first) && segments.length <= 3) return 'CLP';
  if (segments.length === 1) return NOT_PRODUCTS.has(first) ? 'Other' : 'PDP';
  if (first === 'dropshipping' && segments.length === 2) return 'PDP';
  return segments.length === 4 ? 'PDP' : 'Other';
}

/**
 * Page kind of a location: SRP whenever the first query key is 'search' (and on /search), HOME for
 * '/', account pages by path, PLP for /products, CLP for /products/{dog|cat}/…, PDP for product routes.
 */
export function pageKindFor(pathname: string, search = ''): PageKind {
  const path = pathname.replace(/\/+$/, '').replace(/^\/products\/products(?=\/|$)/, '/products') || '/';
  if (firstQueryKey(search) === 'search' || path === '/search') return 'SRP';
  if (path === '/') return 'HOME';
  const account = Object.hasOwn(ACCOUNT_PAGES, path) ? ACCOUNT_PAGES[path] : undefined;
  if (account) return account;
  if (/^\/account\/orders\/[^/]+$/.test(path)) return 'My Order Details';
  const segments = path.split('/').slice(1);
  return segments[0] === 'products' ? productsKind(segments.slice(1)) : 'Other';
}
