/**
 * The account calls over HTTP on both databases: good and bad input for each, and for every one
 * the IDOR check: the shelter user asking for or changing the shopper's records gets 404 and the
 * record stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/databases';
import type { Browser } from '../identity/support';
import {
  type AccountSuite,
  closeAccountSuite,
  ECOM,
  openAccountSuite,
  SHELTER,
  SHELTER_ORDER_ID,
  SHOPPER,
  SHOPPER_ADDRESS_ID,
  signedIn,
} from './support';

const ADDRESS = {
  firstName: 'Dana',
  lastName: 'Shopper',
  address1: '9 Pine Ct',
  address2: '',
  city: 'Boulder',
  provinceCode: 'CO',
  zip: '80302',
  phone: '303 555 0111',
};

describeEachDatabase('account API', (kind) => {
  let suite: AccountSuite;
  let shopper: Browser;
  let shelter: Browser;
  beforeAll(async () => {
    suite = await openAccountSuite(kind);
    shopper = await signedIn(suite.server.dtc, SHOPPER);
    shelter = await signedIn(suite.server.dtc, SHELTER);
  });
  afterAll(() => closeAccountSuite(suite ?? {}));

  const customer = async () => (await shopper.call(`${ECOM}/get-commerce-customer`)).body.data;

  describe('customer', () => {
    it('answers 401 signed out, and the §3 profile signed in', async () => {
      const anonymous = await fetch(`${suite.server.dtc}${ECOM}/get-commerce-customer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(anonymous.status).toBe(401);
      const profile = await customer();
      expect(profile).toMatchObject({ id: SHOPPER.id, email: SHOPPER.email, firstName: 'Dana', acceptsMarketing: true });
      expect(profile.addresses).toHaveLength(2);
      expect(profile.defaultAddress).toMatchObject({ id: SHOPPER_ADDRESS_ID, zip: '80011', isDefault: true });
      expect(profile.persistedCartMetafield).toBeNull();
    });
  });

  describe('orders', () => {
    it('pages newest first with cursor and pageInfo, and searches', async () => {
      const first = await shopper.call(`${ECOM}/get-commerce-orders`, { id: SHOPPER.id, quantity: 3 });
      expect(first.status).toBe(200);
      expect(first.body.data.orders.map((o: { number: string }) => o.number)).toEqual(['VN-900004', 'VN-900003', 'VN-900002']);
      expect(first.body.data.pageInfo.hasNextPage).toBe(true);
      const second = await shopper.call(`${ECOM}/get-commerce-orders`, { quantity: 3, cursor: first.body.data.pageInfo.endCursor });
      expect(second.body.data.orders.map((o: { number: string }) => o.number)).toEqual(['VN-900001']);
      expect(second.body.data.pageInfo.hasNextPage).toBe(false);
      const sku = first.body.data.orders[0].lines[0].sku;
      const found = await shopper.call(`${ECOM}/get-commerce-orders`, { query: sku.toLowerCase() });
      expect(found.body.data.orders.length).toBeGreaterThan(0);
      expect(found.body.data.orders.every((o: { lines: { sku: string }[] }) => o.lines.some((l) => l.sku === sku))).toBe(true);
      expect((await shopper.call(`${ECOM}/get-commerce-orders`, { query: 'VN-900002' })).body.data.orders).toHaveLength(1);
      expect((await shopper.call(`${ECOM}/get-commerce-orders`, { query: 'no such thing' })).body.data.orders).toEqual([]);
    });
    it('refuses bad paging input with the field named', async () => {
      const zero = await shopper.call(`${ECOM}/get-commerce-orders`, { quantity: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.error.fields.quantity).toBe('quantity must be at least 1');
      const forged = await shopper.call(`${ECOM}/get-commerce-orders`, { cursor: 'abc' });
      expect(forged.status).toBe(400);
      expect(Object.keys(forged.body.error.fields)).toEqual(['cursor']);
    });
    it('never shows another customer their orders (IDOR)', async () => {
      expect((await shelter.call(`${ECOM}/get-commerce-orders`, { id: SHOPPER.id })).status).toBe(404);
      expect((await shelter.call(`${ECOM}/get-commerce-last-order`, { id: SHOPPER.id })).status).toBe(404);
      const own = await shelter.call(`${ECOM}/get-commerce-orders`, {});
      expect(own.body.data.orders.map((o: { number: string }) => o.number)).toEqual(['VN-900005']);
      expect((await shopper.call(`${ECOM}/get-commerce-order`, { id: SHELTER_ORDER_ID })).status).toBe(404);
      expect((await shelter.call(`${ECOM}/get-commerce-order`, { id: SHELTER_ORDER_ID })).status).toBe(200);
    });
    it('answers the last order and one order with lines, totals, address and attributes', async () => {
      const last = await shopper.call(`${ECOM}/get-commerce-last-order`, { id: SHOPPER.id });
      expect(last.body.data.number).toBe('VN-900004');
      const detail = await shopper.call(`${ECOM}/get-commerce-order`, { id: last.body.data.id });
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ id: last.body.data.id, number: 'VN-900004', shippingAddress: { zip: '80011' } });
      expect(detail.body.data.totals.total.amount).toBe(last.body.data.total.amount);
      expect(detail.body.data.attributes).toContainEqual({ key: 'SALES_ORG', value: 'USHD' });
      expect((await shopper.call(`${ECOM}/get-commerce-order`, { id: '' })).status).toBe(400);
      expect((await shopper.call(`${ECOM}/get-commerce-order`, { id: 'nope' })).status).toBe(404);
    });
  });

  describe('update-customer and metafields', () => {
    it('updates profile fields and a metafield', async () => {
      const res = await shopper.call(`${ECOM}/update-customer`, {
        customerId: SHOPPER.id,
        updateInput: {
          firstName: 'Danielle',
          phone: '303-555-0177',
          acceptsMarketing: false,
          metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.customerUpdate.userErrors).toEqual([]);
      expect(res.body.data.customerUpdate.customer).toMatchObject({
        firstName: 'Danielle',
        phone: '303-555-0177',
        acceptsMarketing: false,
        preferredAddress: { value: 'home' },
      });
    });
    it('answers userErrors for bad metafields and names, writing nothing', async () => {
      const res = await shopper.call(`${ECOM}/update-customer`, {
        customerId: SHOPPER.id,
        updateInput: {
          firstName: 'Changed',
          metafields: [
            { namespace: 'profeeding', key: 'preferred_address', value: 'office' },
            { namespace: 'custom', key: 'secret', value: 'x' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.customerUpdate.customer).toBeNull();
      expect(res.body.data.customerUpdate.userErrors).toEqual([
        { field: ['metafields', '0', 'value'], message: 'Value must be one of: clinic, home.' },
        { field: ['metafields', '1', 'key'], message: 'Metafield custom.secret cannot be changed.' },
      ]);
      expect((await customer()).firstName).toBe('Danielle');
      for (const [namespace, key, value] of [
        ['custom', 'sold_to', '1000999'],
        ['custom', 'ship_to', '1000999'],
        ['profeeding', 'persisted_cart_id', '6f1c2d3e-0000-4000-8000-000000000001'],
      ]) {
        const shopOwned = await shopper.call(`${ECOM}/update-customer`, {
          customerId: SHOPPER.id,
          updateInput: { metafields: [{ namespace, key, value }] },
        });
        expect(shopOwned.body.data.customerUpdate.userErrors).toEqual([
          { field: ['metafields', '0', 'key'], message: `Metafield ${namespace}.${key} cannot be changed.` },
        ]);
      }
      const empty = await shopper.call(`${ECOM}/update-customer`, { customerId: SHOPPER.id, updateInput: { lastName: ' ' } });
      expect(empty.body.data.customerUpdate.userErrors).toEqual([{ field: ['lastName'], message: 'Enter your last name.' }]);
      expect((await shopper.call(`${ECOM}/update-customer`, { updateInput: {} })).status).toBe(400);
    });
    it('refuses to change or delete another customer’s data (IDOR)', async () => {
      const res = await shelter.call(`${ECOM}/update-customer`, { customerId: SHOPPER.id, updateInput: { firstName: 'Mallory' } });
      expect(res.status).toBe(404);
      const mine = (await customer()).preferredAddress;
      expect((await shelter.call(`${ECOM}/delete-metafield`, { metafieldId: mine.id })).status).toBe(404);
      expect((await customer()).preferredAddress).toEqual(mine);
      expect((await customer()).firstName).toBe('Danielle');
    });
    it('deletes an own metafield once', async () => {
      const mine = (await customer()).preferredAddress;
      expect((await shopper.call(`${ECOM}/delete-metafield`, { metafieldId: mine.id })).body.data).toEqual({ deletedId: mine.id });
      expect((await customer()).preferredAddress).toBeNull();
      expect((await shopper.call(`${ECOM}/delete-metafield`, { metafieldId: mine.id })).status).toBe(404);
      expect((await shopper.call(`${ECOM}/delete-metafield`, {})).body.error.fields.metafieldId).toBeDefined();
    });
  });

  describe('address book', () => {
    it('refuses a bad address with a message per field', async () => {
      const res = await shopper.call(`${ECOM}/customer-address-create`, { address: { ...ADDRESS, city: '', zip: '90210', phone: '12' } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        'address.city': 'Enter your city.',
        'address.phone': 'Enter a 10-digit phone number.',
        'address.zip': '90210 is not a zip code in Colorado.',
      });
    });
    it('creates (once per Idempotency-Key), edits, makes default and deletes', async () => {
      const key = crypto.randomUUID();
      const created = await shopper.call(`${ECOM}/customer-address-create`, { address: ADDRESS }, { 'Idempotency-Key': key });
      expect(created.status).toBe(200);
      const again = await shopper.call(`${ECOM}/customer-address-create`, { address: ADDRESS }, { 'Idempotency-Key': key });
      expect(again.body).toEqual(created.body);
      expect((await customer()).addresses).toHaveLength(3);
      const id = created.body.data.address.id;
      expect(created.body.data.address.isDefault).toBe(false);
      const edited = await shopper.call(`${ECOM}/customer-address-update`, { id, address: { ...ADDRESS, address1: '10 Pine Ct' } });
      expect(edited.body.data.address.address1).toBe('10 Pine Ct');
      expect((await shopper.call(`${ECOM}/customer-address-update`, { id, address: { ...ADDRESS, zip: '1' } })).status).toBe(400);
      const made = await shopper.call(`${ECOM}/update-customer-default-address`, { addressId: id });
      expect(made.body.data.defaultAddress).toMatchObject({ id, isDefault: true });
      const profile = await customer();
      expect(profile.defaultAddress.id).toBe(id);
      expect(profile.addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
      expect((await shopper.call(`${ECOM}/customer-address-delete`, { id })).body.data).toEqual({ deletedCustomerAddressId: id });
      const after = await customer();
      expect(after.addresses).toHaveLength(2);
      expect(after.defaultAddress).not.toBeNull(); // the default passed on to the oldest address
    });
    it('never touches another customer’s address (IDOR)', async () => {
      const before = await customer();
      const target = before.addresses[0].id;
      expect((await shelter.call(`${ECOM}/customer-address-update`, { id: target, address: ADDRESS })).status).toBe(404);
      expect((await shelter.call(`${ECOM}/update-customer-default-address`, { addressId: target })).status).toBe(404);
      expect((await shelter.call(`${ECOM}/customer-address-delete`, { id: target })).status).toBe(404);
      expect(await customer()).toEqual(before);
    });
  });

  describe('subscriptions', () => {
    const list = async (who: Browser) => (await who.call('/api/get-subscriptions', {})).body.results;
    it('lists the mapped form with weight and unit from the matched order line', async () => {
      const results = await list(shopper);
      expect(results).toHaveLength(2);
      expect(results[0]).toMatchObject({
        customerId: SHOPPER.id,
        contractId: 'SC-DEMO-1',
        frequencyDays: 28,
        frequency: 4,
        cancelled: false,
        startDateString: '2026-08-30',
        quantity: 1,
      });
      expect(results[0].weight).toBeGreaterThan(0);
      expect(['lbs', 'oz']).toContain(results[0].weightUnit);
      expect(await list(shelter)).toEqual([]);
      expect((await shelter.call('/api/get-subscriptions', { customer: SHOPPER.id })).status).toBe(404);
    });
    it('skips the next delivery, changes frequency and cancels with a reason', async () => {
      const [first] = await list(shopper);
      const skipped = await shopper.call('/api/account/subscriptions/skip', { contractId: 'SC-DEMO-1' });
      expect(skipped.body.data.skipped).toBe(1);
      const days = (Date.parse(skipped.body.data.nextDeliveryDate) - Date.parse(first.nextDeliveryDate)) / 86_400_000;
      expect(days).toBe(28);
      expect((await shopper.call('/api/account/subscriptions/change-frequency', { contractId: 'SC-DEMO-1', weeks: 13 })).status).toBe(400);
      const changed = await shopper.call('/api/account/subscriptions/change-frequency', { contractId: 'SC-DEMO-1', weeks: 8 });
      expect(changed.body.data).toMatchObject({ frequency: 8, frequencyDays: 56 });
      expect((await shopper.call('/api/account/subscriptions/cancel', { contractId: 'SC-DEMO-1', reason: ' ' })).status).toBe(400);
      const cancelled = await shopper.call('/api/account/subscriptions/cancel', {
        contractId: 'SC-DEMO-1',
        reason: 'I have too much food',
      });
      expect(cancelled.body.data).toMatchObject({ cancelled: true, cancelReason: 'I have too much food' });
      const refused = await shopper.call('/api/account/subscriptions/skip', { contractId: 'SC-DEMO-1' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This autoship is cancelled.');
    });
    it('refuses every action on another customer’s autoship (IDOR)', async () => {
      const before = await list(shopper);
      for (const [path, body] of [
        ['skip', {}],
        ['cancel', { reason: 'Other' }],
        ['change-frequency', { weeks: 2 }],
      ] as const) {
        expect((await shelter.call(`/api/account/subscriptions/${path}`, { contractId: 'SC-DEMO-2', ...body })).status).toBe(404);
      }
      expect(await list(shopper)).toEqual(before);
    });
    it('answers the autoship plans of a sku', async () => {
      const sku = suite.f.dtc[0].variant.sku;
      const res = await shopper.call('/api/get-subscriptions-product-by-sku', { sku });
      expect(res.body.data.sku).toBe(sku);
      expect(res.body.data.sellingPlans.length).toBeGreaterThan(0);
      expect((await shopper.call('/api/get-subscriptions-product-by-sku', { sku: 'NOPE' })).status).toBe(404);
      expect((await shopper.call('/api/get-subscriptions-product-by-sku', {})).status).toBe(400);
    });
  });
});
