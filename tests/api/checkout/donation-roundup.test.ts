import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { donationStores } from '../../../api/db/schema-donation';
import { DONATION_NOT_OFFERED } from '../../../api/features/cart/cart.service';
import { CAMPAIGNS, SHOP_DONATION_STORE_ID } from '../../../core/donation';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, fixtureLine, openCartSuite } from '../cart/support';
import { cartWith, checkoutCall, orderBody, ordersOfCart } from './support';

const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);

/** Turns the shop's round-up / add-on campaigns on or off in its donation store row. */
async function setCampaigns(database: TestDatabase, activeCampaigns: number[]) {
  const [row] = await database.db.select().from(donationStores).where(eq(donationStores.id, SHOP_DONATION_STORE_ID));
  await database.db
    .update(donationStores)
    .set({ settings: { ...row.settings, activeCampaigns } })
    .where(eq(donationStores.id, SHOP_DONATION_STORE_ID));
}

describeEachDatabase('shopper-paid donation (round-up / add-on)', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('is refused while only the online-purchase campaign runs (400 naming amountCents); 0 is always taken', async () => {
    await setCampaigns(database, [CAMPAIGNS.onlinePurchase]);
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0, 1)]);
    const res = await cartCall(server.dtc, 'update-cart-donation', { cartId: cart.id, amountCents: 200 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ amountCents: DONATION_NOT_OFFERED });
    expect((await cartCall(server.dtc, 'update-cart-donation', { cartId: cart.id, amountCents: 0 })).status).toBe(200);
  });

  it('refuses negative, fractional and over-limit amounts with 400 naming amountCents', async () => {
    await setCampaigns(database, [CAMPAIGNS.onlinePurchase, CAMPAIGNS.addOnDonation]);
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0, 1)]);
    for (const amountCents of [-100, 1.5, 50_001, '200']) {
      const res = await cartCall(server.dtc, 'update-cart-donation', { cartId: cart.id, amountCents });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['amountCents']);
    }
  });

  it('is set on the cart, untaxed in the quote, and charged in the placed order as its own total', async () => {
    await setCampaigns(database, [CAMPAIGNS.onlinePurchase, CAMPAIGNS.roundUpDonation, CAMPAIGNS.addOnDonation]);
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0, 1)]);
    const set = await cartCall(server.dtc, 'update-cart-donation', { cartId: cart.id, amountCents: 500 });
    expect(set.status).toBe(200);
    expect(set.body.data.donation).toEqual({ amount: '5.00', currencyCode: 'USD' });
    expect(cents(set.body.data.cost.totalAmount)).toBe(cents(set.body.data.cost.subtotalAmount) + 500);

    const order = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(order.status).toBe(200);
    const t = order.body.data.totals;
    expect(cents(t.donation)).toBe(500);
    // Colorado 2.9 % on the goods only
    expect(cents(t.tax)).toBe(Math.round((cents(t.subtotal) * 2900) / 100_000));
    expect(cents(t.total)).toBe(cents(t.subtotal) + cents(t.shipping) + cents(t.tax) + 500);
    const [row] = await ordersOfCart(database, cart.id);
    expect(row.donationCents).toBe(500);
    expect(row.totalCents).toBe(cents(t.total));
  });

  it('is dropped at place-order once neither campaign runs (the server decides again)', async () => {
    await setCampaigns(database, [CAMPAIGNS.onlinePurchase, CAMPAIGNS.addOnDonation]);
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0, 1)]);
    expect((await cartCall(server.dtc, 'update-cart-donation', { cartId: cart.id, amountCents: 100 })).status).toBe(200);
    await setCampaigns(database, [CAMPAIGNS.onlinePurchase]);
    const order = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(order.status).toBe(200);
    expect(cents(order.body.data.totals.donation)).toBe(0);
    expect((await ordersOfCart(database, cart.id))[0].donationCents).toBe(0);
  });
});
