import './worker-scope';
import { describe, expect, it } from 'vitest';
import { isCacheableApiRead } from '../../sw/routes/api-reads';
import { target } from './request-target';

describe('isCacheableApiRead', () => {
  it.each([
    '/api/ecom/v1.0/get-product-by-handle?handle=adult-chicken',
    '/api/ecom/v1.0/get-listing-product-by-handle?handle=puppy-lamb',
    '/api/ecom/v1.0/get-filters-by-handle?handle=dog&limit=20',
    '/api/cms/v2.0/get-header',
    '/api/cms/v1.0/get-footer',
    '/api/get-subscriptions-product-by-sku?sku=10001',
    '/api/get-estimated-delivery-date',
    '/api/donation/stores/cc-small/none',
    '/api/donation/charities/search?zip=97204&skip=0&take=25&categoryId=3',
    '/api/reviews/products/8795935?sort=highest&page=2',
    '/api/reviews/summaries?productIds=%5B%228795935%22%5D',
  ])('serves the catalogue or content read %s stale-while-revalidate', (href) => {
    expect(isCacheableApiRead(target(href))).toBe(true);
  });

  it.each([
    ['health', '/api/health'],
    ['the cart', '/api/ecom/v1.0/get-cart?cartId=6f1c'],
    ['a cart mutation path', '/api/ecom/v1.0/add-cart-line-items'],
    ['the customer', '/api/ecom/v1.0/get-commerce-customer'],
    ['the order list', '/api/ecom/v1.0/get-commerce-orders?cursor=abc'],
    ['one order', '/api/ecom/v1.0/get-commerce-order?id=1001'],
    ['the last order', '/api/ecom/v1.0/get-commerce-last-order'],
    ['an address', '/api/ecom/v1.0/customer-address-update'],
    ['the session', '/api/ecom/v1.0/refresh-session-token'],
    ['account data', '/api/account/profile'],
    ['identity', '/api/identity/search-clinic?searchTerm=vet'],
    ['subscriptions', '/api/get-subscriptions'],
    ['the order-management hash', '/api/crypto'],
    ['the checkout hand-off', '/api/multipass'],
    ['a donation tracking record (its cause changes)', '/api/donation/tracking/0b8e7c52-3f1d-4a6e-9c2b-5d7f8a9e1c34/cause'],
    ['the catalogue snapshot (the page stores it and revalidates it by ETag)', '/api/catalogue/snapshot'],
    ['whether the shopper may write a review (personal)', '/api/reviews/products/8795935/eligibility'],
  ])('never caches %s (%s)', (_what, href) => {
    expect(isCacheableApiRead(target(href))).toBe(false);
  });

  it('leaves non-API paths and other origins alone', () => {
    expect(isCacheableApiRead(target('/products'))).toBe(false);
    expect(isCacheableApiRead(target('/apiary'))).toBe(false);
    expect(isCacheableApiRead(target('https://cdn.example/api/cms/v2.0/get-header'))).toBe(false);
  });
});
