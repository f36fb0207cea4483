/**
 * An order exists before its card is charged: written as pending, charged, then marked paid. So an
 * order that cannot be written is never charged, a charge whose answer never came sits beside its
 * pending order (which the same request asked again completes), and a refusal after the card
 * undoes the order and releases the charge.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PaymentProvider, testPaymentProvider } from '../../../core/checkout';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, cartFixtures, fixtureLine } from '../cart/support';
import { cartWith, checkoutCall, orderBody, ordersOfCart, stockOf } from './support';

/** The test processor, with every approved charge and release written down, and a way to lose its next answer. */
function watchedPayments() {
  const charged: string[] = [];
  const released: string[] = [];
  let loseNextAnswer = false;
  const provider: PaymentProvider = {
    charge(request) {
      const result = testPaymentProvider.charge(request);
      if (result.status === 'approved' && !charged.includes(request.reference)) charged.push(request.reference);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error('the payment provider did not answer in time');
      }
      return result;
    },
    release: (authorizationId) => void released.push(authorizationId),
  };
  const loseTheNextAnswer = () => {
    loseNextAnswer = true;
  };
  return { provider, charged, released, loseNextAnswer: loseTheNextAnswer };
}

describeEachDatabase('place-order writes the order before it charges the card', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const payments = watchedPayments();

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir }, { payments: payments.provider });
    f = await cartFixtures(database);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('an order that cannot be written is never charged', async () => {
    await database.db.execute(
      sql.raw(`
      create function refuse_order_insert() returns trigger language plpgsql as $$
      begin
        if new.email = 'cannot-insert@example.com' then raise exception 'the order insert failed'; end if;
        return new;
      end $$`),
    );
    await database.db.execute(
      sql.raw('create trigger refuse_order_insert before insert on orders for each row execute function refuse_order_insert()'),
    );
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0, 2)]);
    const before = await stockOf(database, f.dtc[0].variant.sku);
    const answer = await checkoutCall(
      server.dtc,
      'place-order',
      { ...orderBody(cart.id), email: 'cannot-insert@example.com' },
      `x-${cart.id}`,
    );
    expect(answer.status).toBe(500);
    expect(payments.charged).toEqual([]);
    expect(await ordersOfCart(database, cart.id)).toEqual([]);
    expect(await stockOf(database, f.dtc[0].variant.sku)).toBe(before);
    // nothing was lost: the cart orders once the database takes the order
    expect((await checkoutCall(server.dtc, 'place-order', orderBody(cart.id), `y-${cart.id}`)).status).toBe(200);
  });

  it('a charge whose answer never came leaves its order pending; the same request again completes it, charged once', async () => {
    const cart = await cartWith(server.dtc, [fixtureLine(f, 1)]);
    const before = await stockOf(database, f.dtc[1].variant.sku);
    payments.loseNextAnswer();
    const lost = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id), `lost-${cart.id}`);
    expect(lost.status).toBe(500);
    const [pending] = await ordersOfCart(database, cart.id);
    expect(pending).toMatchObject({ status: 'pending_payment', paymentAuthorization: null });
    expect(payments.charged).toContain(pending.id);
    expect(await stockOf(database, f.dtc[1].variant.sku)).toBe(before! - 1);

    // another request on the cart is refused as for an ordered cart; the same one resumes the order
    const other = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id), `other-${cart.id}`);
    expect(other.body.error?.code).toBe('CART_ORDERED');
    const again = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id), `lost-${cart.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.number).toBe(pending.number);
    const [placed] = await ordersOfCart(database, cart.id);
    expect(placed).toMatchObject({ status: 'placed', paymentAuthorization: `test_auth_${pending.id}` });
    expect(payments.charged.filter((reference) => reference === pending.id)).toHaveLength(1);
  });

  it('a refusal after the card undoes the order and releases the charge; a declined card leaves no order', async () => {
    const email = `first-${kind}@example.com`;
    const first = await cartWith(server.dtc, [fixtureLine(f, 2)]);
    expect((await checkoutCall(server.dtc, 'place-order', { ...orderBody(first.id), email }, `a-${first.id}`)).status).toBe(200);

    const second = await cartWith(server.dtc, [fixtureLine(f, 2)]);
    expect((await cartCall(server.dtc, 'update-cart-discount-codes', { cartId: second.id, codes: ['WELCOME10'] })).status).toBe(200);
    const before = await stockOf(database, f.dtc[2].variant.sku);
    const refused = await checkoutCall(server.dtc, 'place-order', { ...orderBody(second.id), email }, `b-${second.id}`);
    expect(refused.status).toBe(409);
    expect(payments.released).toHaveLength(1);
    expect(await ordersOfCart(database, second.id)).toEqual([]);
    expect(await stockOf(database, f.dtc[2].variant.sku)).toBe(before);

    const declined = await checkoutCall(
      server.dtc,
      'place-order',
      orderBody(second.id, { payment: { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' } }),
    );
    expect(declined.body.error.code).toBe('CARD_DECLINED');
    expect(await ordersOfCart(database, second.id)).toEqual([]);
    expect(await stockOf(database, f.dtc[2].variant.sku)).toBe(before);
  });
});
