import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, ECOM, fixtureLine, openCartSuite, signedInStaff } from '../cart/support';
import { CHECKOUT, cartWith, checkoutCall } from './support';

describeEachDatabase('checkout start and quote', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('a guest: no order attributes, lines re-tagged ship_to_home, order type from the lines', async () => {
    const plan = f.dtc[0].product.sellingPlans[0].id;
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0, 1, plan), fixtureLine(f, 1, 2)]);
    const res = await checkoutCall(server.dtc, 'start', { cartId: cart.id, isAttestationChecked: true }, `start-${cart.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      signedIn: false,
      shippingLocation: 'ship_to_home',
      orderType: 'firstPurchaseSubscription',
      salesOrderType: 'ZDTC',
    });
    expect(data.cart.attributes).toEqual([]);
    for (const line of data.cart.lineItems) {
      expect(line.attributes).toContainEqual({ key: 'shipping_location', value: 'ship_to_home' });
      expect(line.attributes.map((a: { key: string }) => a.key)).toContain('_weightValue');
    }
    const stored = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(stored.body.data.lineItems).toEqual(data.cart.lineItems);
  });

  it('HPSF start is ZK01; bad input names the field; a missing cart is 404', async () => {
    const staff = await signedInStaff(server.hpsf); // staff feeding sells to registered clinic staff only
    const created = await staff.call(`${ECOM}/create-cart`, {
      buyerIdentity: {},
      lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
    });
    const res = await staff.call(`${CHECKOUT}/start`, { cartId: created.body.data.id });
    expect(res.body.data.salesOrderType).toBe('ZK01');
    expect(res.body.data.orderType).toBe('oneTimeOrder');
    const bad = await checkoutCall(server.dtc, 'start', { cartId: 'x', isAttestationChecked: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['cartId', 'isAttestationChecked']);
    const missing = await checkoutCall(server.dtc, 'start', { cartId: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No cart found');
  });

  it('quotes shipping: flat $7.99 below the free-shipping minimum, free at or above it', async () => {
    const cheap = f.dtc.find((d) => Number(d.variant.price.amount) < 50)!;
    const index = f.dtc.indexOf(cheap);
    const small = await cartWith(server.dtc, [fixtureLine(f, index, 1)]);
    const q1 = await checkoutCall(server.dtc, 'quote', { cartId: small.id, provinceCode: 'TX' });
    expect(q1.status).toBe(200);
    expect(q1.body.data).toMatchObject({ shipping: { amount: '7.99' }, freeShipping: false, taxRate: '6.25%' });
    const units = Math.ceil(5000 / Math.round(Number(cheap.variant.price.amount) * 100));
    const big = await cartWith(server.dtc, [fixtureLine(f, index, Math.min(units, 10))]);
    const q2 = await checkoutCall(server.dtc, 'quote', { cartId: big.id, provinceCode: 'TX' });
    expect(q2.body.data).toMatchObject({ shipping: { amount: '0.00' }, freeShipping: true });
    const bad = await checkoutCall(server.dtc, 'quote', { cartId: small.id, provinceCode: 'XX' });
    expect(bad.body.error.fields).toEqual({ provinceCode: 'Choose your state.' });
    // POST only: the cart id stays out of URLs
    expect((await fetch(`${server.dtc}/api/checkout/quote?cartId=${small.id}&provinceCode=TX`)).status).toBe(405);
  });
});
