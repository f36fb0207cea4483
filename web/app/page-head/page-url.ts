/** Absolute URL of a path of the shop ('' as origin leaves it root-relative). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A product's own page, whichever of its paths (variant, dropshipping) the shopper came by. */
export function productPagePath(handle: string): string {
  return `/products/${encodeURIComponent(handle)}`;
}

/**
 * Query parameters that change which products a list shows: the search term, the filters and the
 * page. Sort, a preselected sku and tracking parameters show the same products, so one list's
 * URLs with them all name one canonical URL.
 */
const LIST_CONTENT_PARAMS = ['search', 'filter', 'page'] as const;

/** A path without a trailing slash ('/products/dog/' and '/products/dog' are one page). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The canonical path of a product list (/products, a category, a search): its path and only the
 * parameters that define its content, in a fixed order; the first page has no ?page=.
 */
export function listCanonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of LIST_CONTENT_PARAMS) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name !== 'page') kept.set(name, value);
    else if (Number.isInteger(Number(value)) && Number(value) > 1) kept.set(name, String(Number(value)));
  }
  // the ':' and ',' of filter tokens stay readable, as in the links the lists draw (listing-state.ts)
  const query = kept.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  return `${withoutTrailingSlash(pathname)}${query ? `?${query}` : ''}`;
}
