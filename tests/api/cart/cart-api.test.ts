import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cartSchema } from '../../../core/entities/cart';
import { STAFF_ORDERING_MESSAGES } from '../../../core/identity';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, createCart, ECOM, fixtureLine, openCartSuite, signedInStaff } from './support';

const fieldsOf = (body: { error?: { fields?: Record<string, string> } }) => Object.keys(body.error?.fields ?? {});

describeEachDatabase('cart API', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const line = (i: number, quantity = 1, sellingPlanId: string | null = null) => fixtureLine(f, i, quantity, sellingPlanId);
  const planOf = (i: number) => f.dtc[i].product.sellingPlans[0].id;

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('create-cart: takes a client-made id and answers the §3 cart; refuses bad input naming the field', async () => {
    const cartId = randomUUID();
    const res = await cartCall(server.dtc, 'create-cart', { cartId, buyerIdentity: {}, lineItems: [line(0, 2)] });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cart = cartSchema.parse(res.body.data);
    expect(cart).toMatchObject({ id: cartId, checkoutUrl: '/checkout', totalQuantity: 2, note: null });
    expect(cart.lineItems[0]).toMatchObject({ merchandiseId: f.dtc[0].variant.adminGraphqlId, quantity: 2 });
    expect(cart.lineItems[0].attributes.map((a) => a.key)).toEqual(['_weightValue', '_weightUnit']);
    expect(cart.cost.subtotalAmount.amount).toBe((Number(f.dtc[0].variant.price.amount) * 2).toFixed(2));

    const made = await cartCall(server.dtc, 'create-cart', {});
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ totalQuantity: 0, lineItems: [] });
    expect(made.body.data.id).toMatch(/^[0-9a-f-]{36}$/);

    const bad: [unknown, string][] = [
      [{ cartId: 'not-a-uuid' }, 'cartId'],
      [{ lineItems: [{ merchandiseId: f.dtc[0].variant.id, quantity: 'two' }] }, 'lineItems[0].quantity'],
      [{ lineItems: [{ quantity: 1 }] }, 'lineItems[0].merchandiseId'],
      [{ buyerIdentity: { email: 'nope' } }, 'buyerIdentity.email'],
      [{ lineItems: [{ merchandiseId: 'no-such-variant', quantity: 1 }] }, 'lineItems[0].merchandiseId'],
    ];
    for (const [body, field] of bad) {
      const res = await cartCall(server.dtc, 'create-cart', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(res.body), JSON.stringify(res.body)).toContain(field);
    }
    const again = await cartCall(server.dtc, 'create-cart', { cartId });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
  });

  it('get-cart: by POST only (no cart id in URLs); unknown cart 404, bad id 400', async () => {
    const cart = await createCart(server.dtc, [line(0)]);
    const post = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual(cart);
    expect(post.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.dtc}${ECOM}/get-cart?cartId=${cart.id}`)).status).toBe(405);
    const missing = await cartCall(server.dtc, 'get-cart', { cartId: randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'No cart found' });
    const bad = await cartCall(server.dtc, 'get-cart', { cartId: 42 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['cartId']);
    // a cart belongs to its storefront
    expect((await cartCall(server.hpsf, 'get-cart', { cartId: cart.id })).status).toBe(404);
  });

  it('add-cart-line-items: merges, raises to 1, caps autoship at 5 and one-time at 10', async () => {
    const cart = await createCart(server.dtc, [line(0, 3)]);
    const add = (lineItems: unknown[]) => cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems });
    const merged = await add([{ merchandiseId: f.dtc[0].variant.adminGraphqlId, quantity: 2 }, line(1, 0)]);
    expect(merged.status).toBe(200);
    expect(merged.body.data.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([5, 1]);
    const capped = await add([line(0, 9), line(2, 8, planOf(2))]);
    expect(capped.body.data.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([10, 1, 5]);
    expect(capped.body.data.totalQuantity).toBe(16);
    expect(capped.body.data.lineItems[2].sellingPlanAllocation).toEqual({ sellingPlan: { id: planOf(2) } });
    expect(capped.body.data.discountCodes).toEqual([{ code: 'AUTO35', applicable: true }]);
  });

  it(
    'add-cart-line-items: refuses bad input, unknown, unpublished, ' + 'out-of-stock and other-store variants with 400 naming the field',
    async () => {
      const cart = await createCart(server.dtc, [line(0)]);
      const cases: [unknown, string][] = [
        [{ cartId: cart.id }, 'lineItems'],
        [{ cartId: cart.id, lineItems: [] }, 'lineItems'],
        [{ cartId: cart.id, lineItems: [line(0), { merchandiseId: 'nope', quantity: 1 }] }, 'lineItems[1].merchandiseId'],
        [{ cartId: cart.id, lineItems: [{ merchandiseId: f.draft.id, quantity: 1 }] }, 'lineItems[0].merchandiseId'],
        [{ cartId: cart.id, lineItems: [{ merchandiseId: f.soldOut.adminGraphqlId, quantity: 1 }] }, 'lineItems[0].merchandiseId'],
        [{ cartId: cart.id, lineItems: [{ merchandiseId: f.hpsf.variant.id, quantity: 1 }] }, 'lineItems[0].merchandiseId'],
        [{ cartId: cart.id, lineItems: [line(0, 1, 'no-such-plan')] }, 'lineItems[0].sellingPlanId'],
      ];
      for (const [body, field] of cases) {
        const res = await cartCall(server.dtc, 'add-cart-line-items', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(res.body), JSON.stringify(res.body)).toEqual([field]);
      }
      const outOfStock = await cartCall(server.dtc, 'add-cart-line-items', {
        cartId: cart.id,
        lineItems: [{ merchandiseId: f.soldOut.id, quantity: 1 }],
      });
      expect(outOfStock.body.error.message).toMatch(/out of stock/);
      const after = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
      expect(after.body.data).toEqual(cart); // nothing of a refused call applied
      const missing = await cartCall(server.dtc, 'add-cart-line-items', { cartId: randomUUID(), lineItems: [line(0)] });
      expect(missing.status).toBe(404);
    },
  );

  it('update-cart-line-items: sets quantities and plans, 0 removes, bad input 400', async () => {
    const cart = await createCart(server.dtc, [line(0, 2), line(1, 1)]);
    const [a, b] = cart.lineItems;
    const update = (lineItems: unknown[]) => cartCall(server.dtc, 'update-cart-line-items', { cartId: cart.id, lineItems });
    const res = await update([
      { id: a.id, quantity: 7, sellingPlanId: planOf(0) },
      { id: b.id, quantity: 0 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.lineItems).toHaveLength(1);
    expect(res.body.data.lineItems[0]).toMatchObject({ quantity: 5, sellingPlanId: planOf(0) });
    for (const [lineItems, field] of [
      [[{ id: res.body.data.lineItems[0].id, quantity: -1 }], 'lineItems[0].quantity'],
      [[{ id: a.id, quantity: 1 }], 'lineItems[0].id'],
      [[{ quantity: 1 }], 'lineItems[0].id'],
    ] as const) {
      const bad = await update([...lineItems]);
      expect(bad.status, JSON.stringify(lineItems)).toBe(400);
      expect(fieldsOf(bad.body)).toEqual([field]);
    }
  });

  it('remove-cart-line-items: removing the last line leaves an empty cart; unknown ids 400', async () => {
    const cart = await createCart(server.dtc, [line(0, 2)]);
    const res = await cartCall(server.dtc, 'remove-cart-line-items', { cartId: cart.id, lineItemIds: [cart.lineItems[0].id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalQuantity: 0, lineItems: [], cost: { subtotalAmount: { amount: '0.00' } } });
    const unknown = await cartCall(server.dtc, 'remove-cart-line-items', { cartId: cart.id, lineItemIds: [cart.lineItems[0].id] });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['lineItemIds[0]']);
    const empty = await cartCall(server.dtc, 'remove-cart-line-items', { cartId: cart.id, lineItemIds: [] });
    expect(fieldsOf(empty.body)).toEqual(['lineItemIds']);
  });

  it('update-cart-attributes, -buyer-identity, -discount-codes and -note: good and bad input', async () => {
    const cart = await createCart(server.dtc, [line(0)]);
    const call = (name: string, body: Record<string, unknown>) => cartCall(server.dtc, name, { cartId: cart.id, ...body });
    const attrs = await call('update-cart-attributes', { attributes: [{ key: 'gift_message', value: 'For Biscuit' }] });
    expect(attrs.body.data.attributes).toEqual([{ key: 'gift_message', value: 'For Biscuit' }]);
    const who = await call('update-cart-buyer-identity', { buyerIdentity: { email: 'pat@example.com', countryCode: 'US' } });
    expect(who.body.data.buyerIdentity).toEqual({ email: 'pat@example.com', phone: null, countryCode: 'US', customerAccessToken: null });
    const codes = await call('update-cart-discount-codes', { codes: ['welcome'] });
    expect(codes.status).toBe(400);
    expect(codes.body.error.fields).toEqual({ 'codes[0]': "'WELCOME' is not a valid promotion code." });
    const note = await call('update-cart-note', { note: 'Ring twice' });
    expect(note.body.data.note).toBe('Ring twice');
    expect(note.body.data.attributes).toEqual([{ key: 'gift_message', value: 'For Biscuit' }]);
    for (const key of ['SALES_ORG', 'SOLD_TO', 'SHIP_TO', 'sgOrderType', 'accepts_email_marketing', 'is_attestation_checked']) {
      const refused = await call('update-cart-attributes', {
        attributes: [
          { key: 'note', value: 'ok' },
          { key, value: 'x' },
        ],
      });
      expect(refused.status, key).toBe(400);
      expect(refused.body.error.fields).toEqual({ 'attributes[1].key': `'${key}' is set by the shop at checkout and cannot be changed` });
    }

    const bad: [string, Record<string, unknown>, string][] = [
      ['update-cart-attributes', { attributes: 'x' }, 'attributes'],
      ['update-cart-attributes', { attributes: [{ key: '', value: 'v' }] }, 'attributes[0].key'],
      ['update-cart-buyer-identity', { buyerIdentity: { countryCode: 'USA' } }, 'buyerIdentity.countryCode'],
      ['update-cart-discount-codes', {}, 'codes'],
      ['update-cart-note', { note: 5 }, 'note'],
    ];
    for (const [name, body, field] of bad) {
      const res = await call(name, body);
      expect(res.status, name).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    for (const [name, body] of [
      ['update-cart-attributes', { attributes: [] }],
      ['update-cart-buyer-identity', { buyerIdentity: {} }],
      ['update-cart-discount-codes', { codes: [] }],
      ['update-cart-note', { note: null }],
      ['remove-cart-line-items', { lineItemIds: ['x'] }],
      ['update-cart-line-items', { lineItems: [{ id: 'x', quantity: 1 }] }],
    ] as const) {
      const res = await cartCall(server.dtc, name, { cartId: randomUUID(), ...body });
      expect(res.status, name).toBe(404);
      expect(res.body.error.message).toBe('No cart found');
    }
  });

  it('HPSF: a guest cannot write carts (staff feeding sells to clinic staff); DTC-only variants refused to staff', async () => {
    const res = await cartCall(server.hpsf, 'create-cart', { lineItems: [{ merchandiseId: f.hpsf.variant.id, quantity: 2 }] });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(STAFF_ORDERING_MESSAGES.signIn);
    const staff = await signedInStaff(server.hpsf);
    const dtcOnly = await staff.call(`${ECOM}/create-cart`, { lineItems: [line(0)] });
    expect(dtcOnly.status).toBe(400);
    expect(dtcOnly.body.error.message).toMatch(/not sold in this store/);
  });
});
