/**
 * §4 at login (persisted cart: link, merge with caps, restore on another device, forget when it
 * cannot be rebuilt) and checkout for a signed-in customer through the real CheckoutAccounts:
 * §3 attributes, the order linked to the customer, an autoship subscription per selling-plan line.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, identities, metafields } from '../../../api/db/schema-identity';
import { hashPassword } from '../../../api/features/identity/password-hash';
import { FIRST_AUTOSHIP_TAKEN } from '../../../core/checkout';
import { describeEachDatabase } from '../../support/databases';
import type { Browser } from '../identity/support';
import { orderBody } from '../checkout/support';
import { type AccountSuite, closeAccountSuite, ECOM, guestWithCart, openAccountSuite, SHELTER, SHOPPER, signedIn, signIn } from './support';

describeEachDatabase('persisted cart and signed-in checkout', (kind) => {
  let suite: AccountSuite;
  beforeAll(async () => {
    suite = await openAccountSuite(kind);
  });
  afterAll(() => closeAccountSuite(suite ?? {}));

  const line = (i: number, quantity: number, plan = false) => ({
    merchandiseId: suite.f.dtc[i].variant.id,
    quantity,
    sellingPlanId: plan ? suite.f.dtc[i].product.sellingPlans[0].id : null,
  });
  const quantities = async (browser: Browser, cartId: string) => {
    const cart = (await browser.call(`${ECOM}/get-cart`, { cartId })).body.data;
    return Object.fromEntries(
      cart.lineItems.map((l: { merchandiseId: string; quantity: number; sellingPlanAllocation: unknown }) => [
        `${l.merchandiseId}${l.sellingPlanAllocation ? '+plan' : ''}`,
        l.quantity,
      ]),
    );
  };

  it('links the guest cart, merges the next device’s guest cart with caps, restores it elsewhere', async () => {
    const { browser: device1, cart: first } = await guestWithCart(suite.server.dtc, [line(0, 2), line(1, 4, true)]);
    await signIn(device1, SHOPPER);
    const linked = await device1.call('/api/account/restore-cart', { guestCartId: first.id });
    expect(linked.body.data).toEqual({ cartId: first.id, merged: false, zipCode: '80011' });
    expect((await device1.call(`${ECOM}/get-commerce-customer`)).body.data.persistedCartMetafield.value).toBe(first.id);
    // stored as §4 names it: namespace profeeding, key persisted_cart_id, a single-line text field
    const [stored] = await suite.database.db.select().from(metafields).where(eq(metafields.value, first.id));
    expect(stored).toMatchObject({ namespace: 'profeeding', key: 'persisted_cart_id', type: 'single_line_text_field' });

    const { browser: device2, cart: guest } = await guestWithCart(suite.server.dtc, [line(0, 2), line(1, 5, true), line(2, 1)]);
    await signIn(device2, SHOPPER);
    const merged = await device2.call('/api/account/restore-cart', { guestCartId: guest.id });
    expect(merged.body.data).toMatchObject({ cartId: first.id, merged: true });
    const after = await quantities(device2, first.id);
    expect(Object.values(after).sort()).toEqual([1, 4, 5]); // a: 2 + 2; autoship b: 4 + 5 capped at 5; c: added

    const device3 = await signedIn(suite.server.dtc, SHOPPER);
    expect((await device3.call('/api/account/restore-cart', {})).body.data.cartId).toBe(first.id);
    expect((await device3.call('/api/account/restore-cart', { guestCartId: 'not-a-uuid' })).status).toBe(400);
  });

  it('removing the last line of the persisted cart deletes the persisted-cart metafield (§4)', async () => {
    const { browser: shelter, cart } = await guestWithCart(suite.server.dtc, [line(3, 1)]);
    await signIn(shelter, SHELTER);
    await shelter.call('/api/account/restore-cart', { guestCartId: cart.id });
    expect((await shelter.call(`${ECOM}/get-commerce-customer`)).body.data.persistedCartMetafield.value).toBe(cart.id);
    const lineId = (await shelter.call(`${ECOM}/get-cart`, { cartId: cart.id })).body.data.lineItems[0].id;
    expect((await shelter.call(`${ECOM}/remove-cart-line-items`, { cartId: cart.id, lineItemIds: [lineId] })).status).toBe(200);
    expect((await shelter.call(`${ECOM}/get-commerce-customer`)).body.data.persistedCartMetafield).toBeNull();
  });

  it('never adopts another customer’s persisted cart as a guest cart', async () => {
    const shopper = await signedIn(suite.server.dtc, SHOPPER);
    const persisted = (await shopper.call(`${ECOM}/get-commerce-customer`)).body.data.persistedCartMetafield.value;
    const shelter = await signedIn(suite.server.dtc, SHELTER);
    const answer = await shelter.call('/api/account/restore-cart', { guestCartId: persisted });
    expect(answer.body.data.cartId).toBeNull();
    expect((await shelter.call(`${ECOM}/get-commerce-customer`)).body.data.persistedCartMetafield).toBeNull();
  });

  /** A DTC customer of their own, with no order and no Autoship yet. */
  async function newCustomer() {
    const id = crypto.randomUUID();
    const account = { email: `first-autoship-${id}@example.com`, password: 'Kibble-and-9-bones' };
    await suite.database.db
      .insert(customers)
      .values({ id, site: 'DTC', email: account.email, firstName: 'Noa', lastName: 'New', acceptsMarketing: false });
    await suite.database.db
      .insert(identities)
      .values({ customerId: id, passwordHash: await hashPassword(account.password, 'low'), emailVerified: true });
    return { ...account, browser: await signedIn(suite.server.dtc, account) };
  }

  it('of a new customer’s first-Autoship orders placed at the same moment, one gets AUTO35; the others are refused', async () => {
    const { email, browser } = await newCustomer();
    const cartIds = [0, 1, 2].map(() => crypto.randomUUID());
    for (const [i, cartId] of cartIds.entries()) {
      const created = await browser.call(`${ECOM}/create-cart`, { cartId, lineItems: [line(i, 1, true)] });
      expect(created.body.data.discountCodes).toContainEqual(expect.objectContaining({ code: 'AUTO35' }));
    }
    const placed = await Promise.all(
      cartIds.map((cartId) =>
        browser.call('/api/checkout/place-order', orderBody(cartId, { email, isAttestationChecked: true }), {
          'Idempotency-Key': crypto.randomUUID(),
        }),
      ),
    );
    expect(placed.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of placed.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.fields).toEqual({ discountCodes: FIRST_AUTOSHIP_TAKEN });
    }
    expect((await browser.call('/api/get-subscriptions', {})).body.results).toHaveLength(1);
  });

  it('checks out signed in: attributes, order linked, an autoship per plan line; the ordered persisted cart is forgotten', async () => {
    const shopper = await signedIn(suite.server.dtc, SHOPPER);
    const cartId = (await shopper.call('/api/account/restore-cart', {})).body.data.cartId;
    await shopper.call(`${ECOM}/update-cart-line-items`, { cartId, lineItems: [] });
    const started = await shopper.call('/api/checkout/start', { cartId });
    expect(started.status).toBe(200);
    expect(started.body.data.signedIn).toBe(true);
    expect(started.body.data.cart.attributes).toContainEqual({ key: 'SALES_ORG', value: 'USHD' });
    const before = (await shopper.call('/api/get-subscriptions', {})).body.results.length;
    // a first Autoship under the fair-trade-compliance flag carries the shopper's attestation
    const placed = await shopper.call(
      '/api/checkout/place-order',
      orderBody(cartId, { email: SHOPPER.email, isAttestationChecked: true }),
      {
        'Idempotency-Key': crypto.randomUUID(),
      },
    );
    expect(placed.status).toBe(200);
    const last = (await shopper.call(`${ECOM}/get-commerce-last-order`, {})).body.data;
    expect(last.number).toBe(placed.body.data.number);
    const subs = (await shopper.call('/api/get-subscriptions', {})).body.results;
    expect(subs).toHaveLength(before + 1); // one plan line, one new autoship
    const mine = subs.filter(
      (s: { variantId: string; startDateString: string }) =>
        s.variantId === suite.f.dtc[1].variant.id && s.startDateString === last.createdAt.slice(0, 10),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      quantity: 5,
      cancelled: false,
      frequencyDays: suite.f.dtc[1].product.sellingPlans[0].intervalWeeks * 7,
    });
    expect(mine[0].weight).toBe(suite.f.dtc[1].variant.weight);

    const restored = await shopper.call('/api/account/restore-cart', {});
    expect(restored.body.data.cartId).toBeNull();
    expect((await shopper.call(`${ECOM}/get-commerce-customer`)).body.data.persistedCartMetafield).toBeNull();
  });
});
