import { describe, expect, it } from 'vitest';
import {
  addDays,
  addressFieldErrors,
  decodeOrderCursor,
  encodeOrderCursor,
  frequencyLabel,
  guestMergeAdditions,
  metafieldUserErrors,
  nextDeliveryAfterSkip,
  orderMatchesSearch,
  orderSearchTerm,
  pageOfOrders,
  planPersistedCart,
  profileUserErrors,
  toMappedSubscription,
} from '../../../core/account';

const GOOD = { firstName: 'Dana', lastName: 'Shopper', address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011', phone: '' };

describe('address book rules', () => {
  it('accepts a Colorado address and names every wrong field with its own message', () => {
    expect(addressFieldErrors(GOOD)).toEqual({});
    expect(addressFieldErrors({ ...GOOD, firstName: ' ', city: '', zip: '800', phone: '123' })).toEqual({
      firstName: 'Enter your first name.',
      city: 'Enter your city.',
      zip: 'Enter a 5-digit zip code.',
      phone: 'Enter a 10-digit phone number.',
    });
    expect(addressFieldErrors({ ...GOOD, zip: '90210' }).zip).toBe('90210 is not a zip code in Colorado.');
    expect(addressFieldErrors({ ...GOOD, provinceCode: 'XX' }).provinceCode).toBe('Choose your state.');
  });
});

describe('subscriptions', () => {
  const provider = {
    customer: 'c1',
    product: 'p1',
    variant: 'v1',
    external_id: 'SC-1',
    frequency_days: 28,
    every_period: 4,
    cancelled: false,
    cancel_reason: null,
    start_date: '2026-08-30',
    quantity: 2,
    next_delivery: '2026-12-18',
    skipped: 0,
  };
  it('maps the provider form to §3 with weight and unit of the order line of the same variant', () => {
    const mapped = toMappedSubscription(provider, [
      { variantId: 'v0', weight: 4, weightUnit: 'lbs' },
      { variantId: 'v1', weight: 13, weightUnit: 'oz' },
    ]);
    expect(mapped).toEqual({
      customerId: 'c1',
      productId: 'p1',
      contractId: 'SC-1',
      frequencyDays: 28,
      frequency: 4,
      cancelled: false,
      cancelReason: null,
      startDateString: '2026-08-30',
      quantity: 2,
      weight: 13,
      weightUnit: 'oz',
    });
    expect(toMappedSubscription(provider, []).weight).toBeNull();
  });
  it('skips one period, across months and years', () => {
    expect(nextDeliveryAfterSkip('2026-12-18', 28)).toBe('2027-01-15');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(() => nextDeliveryAfterSkip('2026-13-01', 7)).toThrow();
    expect(frequencyLabel(4)).toBe('Every 4 weeks');
  });
});

describe('order paging and search', () => {
  it('round-trips a cursor and refuses forged ones', () => {
    const cursor = { createdAt: '2026-10-02T18:45:00.000Z', id: 'abc' };
    expect(decodeOrderCursor(encodeOrderCursor(cursor))).toEqual(cursor);
    expect(decodeOrderCursor('not-a-cursor')).toBeNull();
    expect(decodeOrderCursor(btoa(JSON.stringify(['yesterday', 'x'])))).toBeNull();
  });
  it('cuts a page from n+1 rows and says whether more follow', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `o${n}`, createdAt: new Date(Date.UTC(2026, 0, 10 - n)) }));
    const page = pageOfOrders(rows, 2);
    expect(page.items.map((r) => r.id)).toEqual(['o1', 'o2']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(decodeOrderCursor(page.pageInfo.endCursor!)?.id).toBe('o2');
    expect(pageOfOrders(rows, 3).pageInfo.hasNextPage).toBe(false);
    expect(pageOfOrders([], 3).pageInfo.endCursor).toBeNull();
  });
  it('escapes LIKE wildcards and matches number, title or sku offline', () => {
    expect(orderSearchTerm('  100%_ ')).toBe('100\\%\\_');
    expect(orderSearchTerm('   ')).toBeNull();
    const order = { number: 'VN-900001', lines: [{ productTitle: 'Adult Chicken', sku: 'VN-AC-4' }] };
    expect(orderMatchesSearch(order, 'chicken')).toBe(true);
    expect(orderMatchesSearch(order, '900001')).toBe(true);
    expect(orderMatchesSearch(order, 'salmon')).toBe(false);
  });
});

describe('update-customer userErrors', () => {
  it('refuses unknown metafields and bad values, naming the field', () => {
    expect(metafieldUserErrors([{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }])).toEqual([]);
    expect(metafieldUserErrors([{ namespace: 'profeeding', key: 'preferred_address', value: 'office' }])).toEqual([
      { field: ['metafields', '0', 'value'], message: 'Value must be one of: clinic, home.' },
    ]);
    expect(metafieldUserErrors([{ namespace: 'x', key: 'y', value: '1' }])[0].field).toEqual(['metafields', '0', 'key']);
    // the quota is the shop's: a customer cannot raise their own
    expect(metafieldUserErrors([{ namespace: 'custom', key: 'quota_value', value: '999' }])).toEqual([
      { field: ['metafields', '0', 'key'], message: 'Metafield custom.quota_value cannot be changed.' },
    ]);
    expect(profileUserErrors({ firstName: '', phone: '12' }).map((e) => e.field[0])).toEqual(['firstName', 'phone']);
  });
});

describe('persisted cart at login', () => {
  const line = (variantId: string, quantity: number, sellingPlanId: string | null = null) => ({
    variantId,
    merchandiseId: `gid-${variantId}`,
    sellingPlanId,
    quantity,
  });
  it('adds only the allowed difference: the guest quantity, never past the line caps', () => {
    const additions = guestMergeAdditions(
      [line('a', 2), line('b', 4, 'plan')],
      [line('a', 3), line('b', 9, 'plan'), line('c', 12), line('a', 1)],
    );
    expect(additions).toEqual([
      { merchandiseId: 'gid-a', sellingPlanId: null, quantity: 3, attributes: [] }, // 2 + 3
      { merchandiseId: 'gid-b', sellingPlanId: 'plan', quantity: 1, attributes: [] }, // 4 + 9, autoship cap 5
      { merchandiseId: 'gid-c', sellingPlanId: null, quantity: 10, attributes: [] }, // 12, one-time cap 10
      { merchandiseId: 'gid-a', sellingPlanId: null, quantity: 1, attributes: [] }, // 5 + 1
    ]);
    // a line already at its cap takes nothing more
    expect(guestMergeAdditions([line('a', 10)], [line('a', 4)])).toEqual([]);
  });
  it('plans merge, restore, link or forget', () => {
    expect(planPersistedCart({ persistedId: 'p', persistedUsable: true, guestCartId: 'g', guestUsable: true })).toEqual({
      kind: 'merge',
      cartId: 'p',
      guestCartId: 'g',
    });
    expect(planPersistedCart({ persistedId: 'p', persistedUsable: true, guestCartId: null, guestUsable: false })).toEqual({
      kind: 'restore',
      cartId: 'p',
    });
    expect(planPersistedCart({ persistedId: null, persistedUsable: false, guestCartId: 'g', guestUsable: true })).toEqual({
      kind: 'link-guest',
      cartId: 'g',
    });
    expect(planPersistedCart({ persistedId: 'p', persistedUsable: false, guestCartId: 'g', guestUsable: true })).toEqual({
      kind: 'forget-and-link-guest',
      guestCartId: 'g',
    });
    expect(planPersistedCart({ persistedId: null, persistedUsable: false, guestCartId: null, guestUsable: false })).toEqual({
      kind: 'none',
    });
  });
});
