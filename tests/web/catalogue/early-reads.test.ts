// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFilters, fetchProduct, fetchProductPage } from '../../../web/features/catalogue/catalogue-source';
import { listingPageQuery } from '../../../core/catalogue/landing-reads';
import { startCatalogueEarlyReads } from '../../../web/features/catalogue/early-reads';

// The page chunks are not what these tests are about: loading them is only asked for.
const pageLoads = vi.hoisted(() => {
  const page = () => vi.fn(async () => () => null);
  return { productList: page(), categoryList: page(), product: page(), productDetail: page(), dropshippingProduct: page() };
});
vi.mock('../../../web/app/pages', () => ({
  PAGES: pageLoads,
  preloadPage: (load: () => Promise<unknown>) => load().then(() => undefined),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** A fetch that answers every GET with `{ data }` and records the URLs asked. */
function stubFetch(data: unknown) {
  const fetchMock = vi.fn(
    async (_url: string) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const asked = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

describe('early catalogue reads', () => {
  it('on /products starts exactly the reads the list page then makes, which take the early answers', async () => {
    const page = { products: [], total: 0, page: 1, limit: 24, totalPages: 0, facets: [] };
    const fetchMock = stubFetch(page);
    // The first draw waits for the page's code: the promise says when it is in.
    await expect(startCatalogueEarlyReads({ pathname: '/products', search: '' })).resolves.toBeUndefined();
    const early = asked(fetchMock);
    expect(early).toHaveLength(2);
    expect(pageLoads.productList).toHaveBeenCalledOnce();

    // What ListingPage asks for an unfiltered first page, and the filter groups every list needs.
    await expect(fetchProductPage(listingPageQuery([], 'featured', 1))).resolves.toEqual(page);
    await fetchFilters();
    expect(asked(fetchMock)).toEqual(early); // no second request: both answers were the early ones
  });

  it('on a product page starts the product read the page then makes', async () => {
    const fetchMock = stubFetch({ handle: 'adult-beef' });
    startCatalogueEarlyReads({ pathname: '/products/adult-beef', search: '?sku=VN1' });
    expect(pageLoads.product).toHaveBeenCalledOnce();
    await fetchProduct('adult-beef');
    expect(asked(fetchMock)).toHaveLength(1);
  });

  it("loads the code of the route's own page entry", async () => {
    stubFetch([]);
    startCatalogueEarlyReads({ pathname: '/products/cat', search: '' });
    expect(pageLoads.categoryList).toHaveBeenCalledOnce();
    await fetchFilters(); // taken, as the list page would
    startCatalogueEarlyReads({ pathname: '/products/vitalis-nutrition/adult-beef/beef/4lb', search: '' });
    expect(pageLoads.productDetail).toHaveBeenCalledOnce();
    startCatalogueEarlyReads({ pathname: '/products/dropshipping/adult-beef', search: '' });
    expect(pageLoads.dropshippingProduct).toHaveBeenCalledOnce();
    expect(pageLoads.productList).not.toHaveBeenCalled();
    await fetchProduct('adult-beef');
  });

  it('reads a filtered list only once its filter groups are known, and nothing off the catalogue', () => {
    const fetchMock = stubFetch([]);
    startCatalogueEarlyReads({ pathname: '/products/dog/dry-food', search: '' });
    expect(asked(fetchMock)).toEqual(['/api/ecom/v1.0/get-filters-by-handle?handle=all&limit=100']);
    // Off the catalogue nothing is started, and boot waits for no page code.
    expect(startCatalogueEarlyReads({ pathname: '/cart', search: '' })).toBeUndefined();
    expect(startCatalogueEarlyReads({ pathname: '/products/cart', search: '' })).toBeUndefined();
    expect(startCatalogueEarlyReads({ pathname: '/products/products/dog', search: '' })).toBeUndefined();
    expect(asked(fetchMock)).toHaveLength(1);
  });
});
