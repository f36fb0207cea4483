import { describe, expect, it } from 'vitest';
import { absoluteUrl, listCanonicalPath, productPagePath, withoutTrailingSlash } from '../../../../web/app/page-head/page-url';

describe('absoluteUrl', () => {
  it('puts a path of the shop under its origin', () => {
    expect(absoluteUrl('https://shop.example', '/products/dog')).toBe('https://shop.example/products/dog');
    expect(absoluteUrl('https://shop.example/', 'products')).toBe('https://shop.example/products');
  });

  it('leaves an absolute URL as it is, and a path root-relative without an origin', () => {
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('', '/cart')).toBe('/cart');
  });
});

describe('productPagePath', () => {
  it("is the product's own page", () => {
    expect(productPagePath('adult-turkey')).toBe('/products/adult-turkey');
  });
});

describe('withoutTrailingSlash', () => {
  it('makes one page of /x and /x/', () => {
    expect(withoutTrailingSlash('/products/dog/')).toBe('/products/dog');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});

describe('listCanonicalPath', () => {
  it('keeps the search, the filters and a page past the first', () => {
    expect(listCanonicalPath('/search', '?sort=price-asc&search=salmon&page=3')).toBe('/search?search=salmon&page=3');
    expect(listCanonicalPath('/products', '?filter=brand:vitalis-nutrition,lifestage:senior-dog&page=2')).toBe(
      '/products?filter=brand:vitalis-nutrition,lifestage:senior-dog&page=2',
    );
  });

  it('drops sort, a preselected sku, tracking and the first page', () => {
    expect(listCanonicalPath('/products/dog/dry-food/', '?sort=price-desc&sku=AT-15&utm_source=news&page=1')).toBe(
      '/products/dog/dry-food',
    );
  });

  it('drops a page that is no page number', () => {
    expect(listCanonicalPath('/products', '?page=abc')).toBe('/products');
    expect(listCanonicalPath('/products', '?page=2.0')).toBe('/products?page=2');
  });
});
