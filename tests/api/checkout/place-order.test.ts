import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../../api/db/schema';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, fixtureLine, openCartSuite } from '../cart/support';
import { APPROVED_DIGITS, cartWith, checkoutCall, orderBody, ordersOfCart, setStock, stockOf } from './support';

describeEachDatabase('checkout place-order', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const line = (i: number, quantity = 1, plan: string | null = null) => fixtureLine(f, i, quantity, plan);

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('places an order: number, lines, totals, card brand and last 4; stock taken; cart emptied', async () => {
    const cart = await cartWith(server.dtc, [line(0, 2), line(1, 1)]);
    const before = await stockOf(database, f.dtc[0].variant.sku);
    const res = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order.number).toMatch(/^VN-\d{6,}$/);
    expect(order.cartId).toBe(cart.id);
    expect(order.salesOrderType).toBe('ZDTC');
    expect(order.orderType).toBe('oneTimeOrder');
    expect(order.shippingLocation).toBe('ship_to_home');
    expect(order.payment).toEqual({ brand: 'visa', last4: '4242' });
    expect(order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    // total = goods + shipping + tax; Colorado 2.9 %, no service charge
    const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
    const t = order.totals;
    expect(cents(t.serviceCharge)).toBe(0);
    expect(cents(t.tax)).toBe(Math.round((cents(t.subtotal) * 2900) / 100_000));
    expect(cents(t.total)).toBe(cents(t.subtotal) + cents(t.shipping) + cents(t.tax));
    expect(t.taxRate).toBe('2.9%');
    expect(await stockOf(database, f.dtc[0].variant.sku)).toBe(before! - 2);
    const after = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(after.body.data.totalQuantity).toBe(0);
    // the card number is never stored
    const dump = await database.db.execute(sql`select row_to_json(o)::text as json from orders o`);
    for (const row of dump.rows as { json: string }[]) expect(row.json).not.toContain(APPROVED_DIGITS);
    expect(
      await database.db
        .select()
        .from(orderLines)
        .where(sql`${orderLines.orderId} = ${(await ordersOfCart(database, cart.id))[0].id}`),
    ).toHaveLength(2);
    // the confirmation reads it back by number, as the guest whose cart it was (ownership.test.ts: nobody else)
    const read = await checkoutCall(server.dtc, 'order', { number: order.number });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(order);
    expect((await checkoutCall(server.dtc, 'order', { number: 'VN-999999' })).status).toBe(404);
    expect((await fetch(`${server.dtc}/api/checkout/order?number=${order.number}`)).status).toBe(405);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const cart = await cartWith(server.dtc, [line(0)]);
    const bad = orderBody(cart.id, {
      email: 'not-an-email',
      shippingAddress: { firstName: '', lastName: 'L', address1: '', city: 'Aurora', provinceCode: 'ZZ', zip: '8001' },
    });
    const res = await checkoutCall(server.dtc, 'place-order', bad);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toMatchObject({
      email: 'Enter a valid email address.',
      'shippingAddress.firstName': 'Enter your first name.',
      'shippingAddress.address1': 'Enter your street address.',
      'shippingAddress.provinceCode': 'Choose your state.',
      'shippingAddress.zip': 'Enter a 5-digit zip code.',
    });
    const wrongState = await checkoutCall(
      server.dtc,
      'place-order',
      orderBody(cart.id, { shippingAddress: { ...orderBody(cart.id).shippingAddress, zip: '99501' } }),
    );
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.error.fields['shippingAddress.zip']).toBe('99501 is not a zip code in Colorado.');
    const military = await checkoutCall(
      server.dtc,
      'place-order',
      orderBody(cart.id, { shippingAddress: { ...orderBody(cart.id).shippingAddress, provinceCode: 'CA', zip: '96201' } }),
    );
    expect(military.status).toBe(400);
    expect(military.body.error.fields).toEqual({ 'shippingAddress.zip': "We don't deliver to 96201 yet. Enter another zip code." });
    const badCard = await checkoutCall(
      server.dtc,
      'place-order',
      orderBody(cart.id, { payment: { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', nameOnCard: ' ' } }),
    );
    expect(badCard.status).toBe(400);
    expect(badCard.body.error.fields).toEqual({
      'payment.cardNumber': 'Enter a valid card number.',
      'payment.expiry': 'This card has expired.',
      'payment.cvc': 'Enter the 3 or 4 digit security code.',
      'payment.nameOnCard': 'Enter the name on the card.',
    });
    const noCart = await checkoutCall(server.dtc, 'place-order', orderBody('not-a-uuid'));
    expect(Object.keys(noCart.body.error.fields)).toEqual(['cartId']);
    expect((await checkoutCall(server.dtc, 'place-order', orderBody(crypto.randomUUID()))).status).toBe(404);
    expect(await ordersOfCart(database, cart.id)).toHaveLength(0);
  });

  it('a declined card: 402 CARD_DECLINED with the message; nothing stored, cart and stock kept', async () => {
    const cart = await cartWith(server.dtc, [line(2, 3)]);
    const before = await stockOf(database, f.dtc[2].variant.sku);
    const body = orderBody(cart.id, { payment: { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', nameOnCard: 'Ada' } });
    const res = await checkoutCall(server.dtc, 'place-order', body);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect(await ordersOfCart(database, cart.id)).toHaveLength(0);
    expect(await stockOf(database, f.dtc[2].variant.sku)).toBe(before);
    expect((await cartCall(server.dtc, 'get-cart', { cartId: cart.id })).body.data.totalQuantity).toBe(3);
    // a good card afterwards places the order
    expect((await checkoutCall(server.dtc, 'place-order', orderBody(cart.id))).status).toBe(200);
  });

  it('refuses a flagged cart (total over 10) and an empty one, with the reason', async () => {
    const flagged = await cartWith(server.dtc, [line(0, 6), line(1, 5)]);
    const res = await checkoutCall(server.dtc, 'place-order', orderBody(flagged.id));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Orders are limited to 10 items. Remove some items from your cart to check out.');
    expect(res.body.error.fields).toHaveProperty('cartId');
    const start = await checkoutCall(server.dtc, 'start', { cartId: flagged.id });
    expect(start.status).toBe(400);
    const empty = await cartWith(server.dtc, []);
    const none = await checkoutCall(server.dtc, 'place-order', orderBody(empty.id));
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Your cart is empty.');
    expect(await ordersOfCart(database, flagged.id)).toHaveLength(0);
  });

  it('refuses a line out of stock, and an order that would oversell; nothing is taken', async () => {
    const sku = f.dtc[3].variant.sku;
    await setStock(database, sku, 2);
    const cart = await cartWith(server.dtc, [line(4, 1), line(3, 3)]);
    const before4 = await stockOf(database, f.dtc[4].variant.sku);
    const res = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['lines[1]']);
    expect(res.body.error.message).toMatch(/out of stock/);
    expect(await stockOf(database, sku)).toBe(2);
    expect(await stockOf(database, f.dtc[4].variant.sku)).toBe(before4);
    await setStock(database, sku, 0);
    const sold = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(sold.status).toBe(400);
    await setStock(database, sku, 100);
    expect((await checkoutCall(server.dtc, 'place-order', orderBody(cart.id))).status).toBe(200);
  });

  describe('Alaska and Hawaii', () => {
    it('adds the $4 service charge; Alaska has no sales tax', async () => {
      const cart = await cartWith(server.dtc, [line(0)]);
      const address = { ...orderBody(cart.id).shippingAddress, city: 'Anchorage', provinceCode: 'AK', zip: '99501' };
      const quote = await checkoutCall(server.dtc, 'quote', { cartId: cart.id, provinceCode: 'AK' });
      expect(quote.status).toBe(200);
      expect(quote.body.data.serviceCharge.amount).toBe('4.00');
      expect(quote.body.data.tax.amount).toBe('0.00');
      const res = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id, { shippingAddress: address }));
      expect(res.status).toBe(200);
      expect(res.body.data.totals).toEqual(quote.body.data);
      const hi = await checkoutCall(server.dtc, 'quote', { cartId: (await cartWith(server.dtc, [line(1)])).id, provinceCode: 'HI' });
      expect(hi.body.data.serviceCharge.amount).toBe('4.00');
      expect(hi.body.data.taxRate).toBe('4%');
    });
  });

  it('refuses an Autoship to a guest (it lives in an account), storing nothing and keeping the cart', async () => {
    const cart = await cartWith(server.dtc, [line(0, 1, f.dtc[0].product.sellingPlans[0].id)]);
    const before = await stockOf(database, f.dtc[0].variant.sku);
    const res = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/^Log in or create an account to start an Autoship/);
    expect(await stockOf(database, f.dtc[0].variant.sku)).toBe(before);
    expect((await cartCall(server.dtc, 'get-cart', { cartId: cart.id })).body.data.totalQuantity).toBe(1);
  });
});
