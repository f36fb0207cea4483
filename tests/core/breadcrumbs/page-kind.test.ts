import { describe, expect, it } from 'vitest';
import { firstQueryKey, PAGE_KINDS, pageKindFor } from '../../../core/breadcrumbs/page-kind';
import { pageKindSchema } from '../../../core/breadcrumbs/state-schema';

describe('pageKindFor', () => {
  it.each([
    ['/', '', 'HOME'],
    ['', '', 'HOME'],
    ['/products', '', 'PLP'],
    ['/products/', '', 'PLP'],
    ['/products/dog', '', 'CLP'],
    ['/products/cat/wet-food', '', 'CLP'],
    ['/products/dog/weight/15lb', '', 'CLP'],
    ['/products/adult-chicken', '', 'PDP'],
    ['/products/vita-core/adult-chicken/chicken/15lb', '', 'PDP'],
    ['/products/dropshipping/adult-chicken', '', 'PDP'],
    ['/products/products/dog', '', 'CLP'],
    ['/products/cart', '', 'Other'],
    ['/products/logout', '', 'Other'],
    ['/products/a/b', '', 'Other'],
    ['/search', '?search=chicken', 'SRP'],
    ['/search', '', 'SRP'],
    ['/products', '?search=chicken', 'SRP'],
    ['/products/dog', 'search=chicken&page=2', 'SRP'],
    ['/products', '?page=2&search=chicken', 'PLP'],
    ['/products/dog', '?filter=brand:vita-core', 'CLP'],
    ['/account/dashboard', '', 'My Account'],
    ['/account/my-profile', '', 'My Profile'],
    ['/account/profile', '', 'My Profile'],
    ['/account/orders', '', 'My Orders'],
    ['/account/orders/1001', '', 'My Order Details'],
    ['/account/orders/1001/', '', 'My Order Details'],
    ['/account/autoships', '', 'My Autoships'],
    ['/account/address-book', '', 'Address Book'],
    ['/account/login', '', 'Other'],
    ['/cart', '', 'Other'],
    ['/faq', '', 'Other'],
    ['/constructor', '', 'Other'],
  ])('%s%s → %s', (path, search, kind) => {
    expect(pageKindFor(path, search)).toBe(kind);
  });

  it.each([
    ['?search=x', 'search'],
    ['search', 'search'],
    ['?a=1&search=x', 'a'],
    ['?sea%72ch=x', 'search'],
    ['?%E0%A4%A=1', '%E0%A4%A'],
    ['', null],
    ['?', null],
  ])('firstQueryKey(%j) → %j', (search, key) => {
    expect(firstQueryKey(search)).toBe(key);
  });

  it('has the twelve kinds of §2 in its schema', () => {
    expect(PAGE_KINDS).toHaveLength(12);
    expect(pageKindSchema.safeParse('SRP').success).toBe(true);
    expect(pageKindSchema.safeParse('Search').success).toBe(false);
  });
});
