import { describe, expect, it } from 'vitest';
import {
  ALL_FILTERS_READ_URL,
  catalogueLandingReads,
  LISTING_PAGE_SIZE,
  listingPageQuery,
  productPageReadUrl,
  productReadUrl,
} from '../../../core/catalogue/landing-reads';

describe('the reads a catalogue landing makes first', () => {
  it('reads the unfiltered first page and the filter groups on /products', () => {
    expect(catalogueLandingReads('/products', '')).toEqual({
      page: 'productList',
      reads: ['/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=24', ALL_FILTERS_READ_URL],
    });
    expect(ALL_FILTERS_READ_URL).toBe('/api/ecom/v1.0/get-filters-by-handle?handle=all&limit=100');
    expect(productPageReadUrl(listingPageQuery([], 'featured', 1))).toBe(catalogueLandingReads('/products', '?')?.reads[0]);
  });

  it('reads only the filter groups for a list whose selection needs them (a category, a query)', () => {
    expect(catalogueLandingReads('/products/dog/dry-food', '')).toEqual({ page: 'categoryList', reads: [ALL_FILTERS_READ_URL] });
    expect(catalogueLandingReads('/products/cat', '')).toEqual({ page: 'categoryList', reads: [ALL_FILTERS_READ_URL] });
    expect(catalogueLandingReads('/products', '?sort=price-asc')).toEqual({ page: 'productList', reads: [ALL_FILTERS_READ_URL] });
  });

  it('reads the product of each product route, its handle decoded once', () => {
    expect(catalogueLandingReads('/products/adult-beef', '?sku=VN1')).toEqual({ page: 'product', reads: [productReadUrl('adult-beef')] });
    expect(catalogueLandingReads('/products/dropshipping/adult-beef', '')).toEqual({
      page: 'dropshippingProduct',
      reads: ['/api/ecom/v1.0/get-product-by-handle?handle=adult-beef'],
    });
    expect(catalogueLandingReads('/products/vitalis-nutrition/adult-beef/beef/4lb', '')?.page).toBe('productDetail');
    expect(catalogueLandingReads('/products/caf%C3%A9-mix', '')?.reads).toEqual([productReadUrl('café-mix')]);
  });

  it('reads nothing off the catalogue, for doubled or malformed paths, or pages that are not products', () => {
    for (const path of [
      '/',
      '/cart',
      '/search',
      '/products/products/dog',
      '/products/cart',
      '/products/logout',
      '/products/a/b/c',
      '/products/%E0%A4%A',
    ]) {
      expect(catalogueLandingReads(path, '')).toBeUndefined();
    }
  });

  it('asks for a full list page', () => {
    expect(listingPageQuery([{ field: 'species', value: 'dog' }], 'featured', 2, 'dog')).toEqual({
      filters: [{ field: 'species', value: 'dog' }],
      sort: 'featured',
      page: 2,
      limit: LISTING_PAGE_SIZE,
      species: 'dog',
    });
  });
});
