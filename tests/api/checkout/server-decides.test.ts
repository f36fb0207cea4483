/**
 * What checkout decides on the server, whatever the stored cart or the request says: the §3 order
 * attributes are worked out again at place-order, every line is priced again from the catalogue
 * (a changed price is refused, named, and the cart shows it after checkout start), the
 * prescription line is checked again for the customer checking out, and on staff feeding only a
 * signed-in registered staff user writes carts and checks out.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLINICS } from '../../../api/db/seed/identity-data';
import { PRESCRIPTION_NOT_ELIGIBLE } from '../../../core/cart/add-lines';
import { STAFF_ORDERING_MESSAGES } from '../../../core/identity';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import { Browser, NEW_STAFF, STAFF } from '../identity/support';
import { type CartFixtures, cartCall, cartFixtures, ECOM, fixtureLine, signedInStaff } from '../cart/support';
import { CHECKOUT, cartWith, checkoutCall, orderBody, ordersOfCart } from './support';

type Attribute = { key: string; value: string };
const valuesOf = (attributes: Attribute[], key: string) => attributes.filter((a) => a.key === key).map((a) => a.value);
const cents = (amount: string) => Math.round(Number(amount) * 100);

describeEachDatabase('checkout: what the server decides', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    // the catalogue is read fresh on every call, so a price changed in the database counts at once
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir, CATALOGUE_CACHE_TTL_MS: '0' });
    f = await cartFixtures(database);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Overwrites the stored cart's attributes, as a planted (or stale) cart would hold them. */
  async function plantAttributes(cartId: string, attributes: Attribute[]) {
    await database.db.execute(
      sql`update carts set state = jsonb_set(state::jsonb, '{attributes}', ${JSON.stringify(attributes)}::jsonb)::json
          where id = ${cartId}`,
    );
  }

  /** The staff user's cart, started, with the address checkout start fills in. */
  async function startedStaffCart(staff: Browser, lineItems: unknown[]) {
    const created = await staff.call(`${ECOM}/create-cart`, { cartId: randomUUID(), lineItems });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const cartId = created.body.data.id as string;
    const started = await staff.call(`${CHECKOUT}/start`, {
      cartId,
      isAttestationChecked: true,
      donationTrackingId: '6f2a9d14-8b3c-4e57-a1d0-c9e8b7f6a542',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { email, ...address } = started.body.data.prefill;
    return { cartId, body: orderBody(cartId, { email, shippingAddress: { ...address, firstName: 'Riley', lastName: 'Vet' } }) };
  }

  it('place-order works the §3 attributes out again: planted values in the stored cart never reach the order', async () => {
    const staff = await signedInStaff(server.hpsf);
    const { cartId, body } = await startedStaffCart(staff, [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }]);
    await plantAttributes(cartId, [
      { key: 'gift_note', value: 'for the night shift' },
      { key: 'SALES_ORG', value: 'XXXX' },
      { key: 'SALES_ORD_TYPE', value: 'ZDTC' },
      { key: 'SOLD_TO', value: '9999999' },
      { key: 'SHIP_TO', value: '8888888' },
      { key: 'ship_to_work_address', value: '{"address1":"1 Somewhere Else"}' },
      { key: 'ship_to_home_address', value: '{"address1":"2 Somewhere Else"}' },
      { key: 'is_clinic_address', value: 'false' },
      { key: 'shipping_location', value: 'ship_to_home' },
      { key: 'sgOrderType', value: 'firstPurchaseSubscription' },
      { key: 'is_attestation_checked', value: 'true' },
      { key: 'donation_tracking_id', value: '6f2a9d14-8b3c-4e57-a1d0-c9e8b7f6a542' },
    ]);
    const placed = await staff.call(`${CHECKOUT}/place-order`, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const attributes: Attribute[] = placed.body.data.attributes;
    expect(valuesOf(attributes, 'gift_note')).toEqual(['for the night shift']);
    expect(valuesOf(attributes, 'SALES_ORG')).toEqual(['USHD']);
    expect(valuesOf(attributes, 'SALES_ORD_TYPE')).toEqual(['ZK01']);
    expect(valuesOf(attributes, 'SOLD_TO')).toEqual([CLINICS[0].soldTo]);
    expect(valuesOf(attributes, 'SHIP_TO')).not.toContain('8888888');
    expect(JSON.parse(valuesOf(attributes, 'ship_to_work_address')[0])).toMatchObject({ zip: CLINICS[0].zip, city: CLINICS[0].city });
    expect(valuesOf(attributes, 'ship_to_home_address')[0]).not.toContain('Somewhere Else');
    expect(valuesOf(attributes, 'is_clinic_address')).toEqual(['true']);
    expect(valuesOf(attributes, 'shipping_location')).toEqual(['ship_to_work']);
    expect(valuesOf(attributes, 'sgOrderType')).toEqual(['oneTimeOrder']);
    expect(valuesOf(attributes, 'is_attestation_checked')).toEqual(['true']);
    expect(valuesOf(attributes, 'donation_tracking_id')).toEqual(['6f2a9d14-8b3c-4e57-a1d0-c9e8b7f6a542']);
    expect(valuesOf(attributes, 'accepts_email_marketing')).toEqual(['false']); // the profile's choice
    const [row] = await ordersOfCart(database, cartId);
    expect(valuesOf(row.attributes as Attribute[], 'SOLD_TO')).toEqual([CLINICS[0].soldTo]);
  });

  it('place-order writes the donation tracking id it is given into the order; a malformed one is a 400 naming the field', async () => {
    const staff = await signedInStaff(server.hpsf);
    const { cartId, body } = await startedStaffCart(staff, [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }]);
    for (const [field, value] of [
      ['donationTrackingId', 'trk-1'],
      ['donationTrackingId', 'x'.repeat(36)],
    ]) {
      const refused = await staff.call(`${CHECKOUT}/place-order`, { ...body, [field]: value });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['donationTrackingId']);
    }
    const refusedStart = await staff.call(`${CHECKOUT}/start`, { cartId, donationTrackingId: 'not-a-uuid' });
    expect(refusedStart.status).toBe(400);
    expect(Object.keys(refusedStart.body.error.fields ?? {})).toEqual(['donationTrackingId']);

    const trackingId = '1c9b2e7a-5d34-4f08-8a61-3e0d9c7b2f15';
    const placed = await staff.call(`${CHECKOUT}/place-order`, { ...body, donationTrackingId: trackingId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(valuesOf(placed.body.data.attributes, 'donation_tracking_id')).toEqual([trackingId]);
  });

  it('a guest’s order carries none of the §3 attributes a stored cart may hold', async () => {
    const cart = await cartWith(server.dtc, [fixtureLine(f, 0)]);
    await plantAttributes(cart.id, [
      { key: 'gift_note', value: 'hi' },
      { key: 'SOLD_TO', value: '9999999' },
      { key: 'SALES_ORD_TYPE', value: 'ZK01' },
    ]);
    const placed = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id));
    expect(placed.status).toBe(200);
    expect(placed.body.data.attributes).toEqual([{ key: 'gift_note', value: 'hi' }]);
  });

  it('place-order re-prices every line: a changed price is refused, named; after checkout start it is charged', async () => {
    const item = f.dtc[1];
    const cart = await cartWith(server.dtc, [fixtureLine(f, 1, 2), fixtureLine(f, 2, 1)]);
    const oldCents = cents(item.variant.price.amount);
    const newCents = oldCents + 450;
    await database.db.execute(
      sql`update variants set price_cents = ${newCents},
        compare_at_cents = case when compare_at_cents is null then null else compare_at_cents + 450 end
        where id = ${item.variant.id}`,
    );
    try {
      const key = randomUUID();
      const refused = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id), key);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('PRICE_CHANGED');
      const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
      const named =
        `The price of ${item.product.title} (${item.variant.title}) is now ${dollars(newCents)} ` +
        `(it was ${dollars(oldCents)} in your cart).`;
      expect(refused.body.error.message).toBe(`${named} Your cart now shows the new price: check your order and place it again.`);
      expect(refused.body.error.fields).toEqual({ 'lines[0]': named });
      expect(await ordersOfCart(database, cart.id)).toEqual([]);

      // checkout start prices the cart as the catalogue does now; the same order (same key) then goes through at that price
      const started = await checkoutCall(server.dtc, 'start', { cartId: cart.id });
      const line = started.body.data.cart.lineItems.find((l: { variant: { id: string } }) => l.variant.id === item.variant.id);
      expect(line.variant.price.amount).toBe((newCents / 100).toFixed(2));
      const placed = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id), key);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const ordered = placed.body.data.lines.find((l: { sku: string }) => l.sku === item.variant.sku);
      expect(cents(ordered.unitPrice.amount)).toBe(newCents);
    } finally {
      await database.db.execute(sql`update variants set price_cents = ${oldCents} where id = ${item.variant.id}`);
      await database.db.execute(
        sql`update variants set compare_at_cents = compare_at_cents - 450 where id = ${item.variant.id} and compare_at_cents is not null`,
      );
    }
  });

  it('the prescription line is checked again on update-lines, checkout start and place-order for the customer checking out', async () => {
    const staff = await signedInStaff(server.hpsf);
    const { cartId, body } = await startedStaffCart(staff, [
      { merchandiseId: f.hpsf.variant.id, quantity: 1 },
      { merchandiseId: f.hpsfOpen.variant.id, quantity: 1 },
    ]);
    const lines = (await staff.call(`${ECOM}/get-cart`, { cartId })).body.data.lineItems as { id: string; variant: { id: string } }[];
    const rx = lines.find((l) => l.variant.id === f.hpsf.variant.id)!;
    // the staff user stops being a clinic user of the Program Discount (here: their email is no longer verified)
    await database.db.execute(sql`update identities set email_verified = false where customer_id = ${STAFF.id}`);
    try {
      const more = await staff.call(`${ECOM}/update-cart-line-items`, { cartId, lineItems: [{ id: rx.id, quantity: 2 }] });
      expect(more.status).toBe(400);
      expect(more.body.error.fields).toEqual({ 'lineItems[0].id': PRESCRIPTION_NOT_ELIGIBLE });
      const started = await staff.call(`${CHECKOUT}/start`, { cartId });
      expect(started.status).toBe(403);
      expect(started.body.error.fields).toEqual({ 'lines[0]': `${f.hpsf.product.title}: ${PRESCRIPTION_NOT_ELIGIBLE}` });
      const placed = await staff.call(`${CHECKOUT}/place-order`, body);
      expect(placed.status).toBe(403);
      expect(placed.body.error.message).toBe(`${f.hpsf.product.title}: ${PRESCRIPTION_NOT_ELIGIBLE}`);
      expect(await ordersOfCart(database, cartId)).toEqual([]);
      // no Program Discount either without a verified email
      const quote = await staff.call(`${CHECKOUT}/quote`, { cartId, provinceCode: 'CO' });
      expect(quote.body.data.programDiscount.amount).toBe('0.00');
      // removing the item is always allowed
      const removed = await staff.call(`${ECOM}/update-cart-line-items`, { cartId, lineItems: [{ id: rx.id, quantity: 0 }] });
      expect(removed.status).toBe(200);
    } finally {
      await database.db.execute(sql`update identities set email_verified = true where customer_id = ${STAFF.id}`);
    }
  });

  it('staff feeding: a guest may not write a cart or check out (401), an unregistered staff user neither (403)', async () => {
    const staff = await signedInStaff(server.hpsf);
    const { cartId, body } = await startedStaffCart(staff, [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }]);
    const line = { merchandiseId: f.hpsfOpen.variant.id, quantity: 1 };
    const guestCalls: [string, unknown][] = [
      [`${ECOM}/create-cart`, { cartId: randomUUID(), lineItems: [line] }],
      [`${ECOM}/add-cart-line-items`, { cartId, lineItems: [line] }],
      [`${ECOM}/update-cart-note`, { cartId, note: 'x' }],
      [`${CHECKOUT}/start`, { cartId }],
      [`${CHECKOUT}/place-order`, body],
    ];
    const guest = new Browser(server.hpsf);
    for (const [path, input] of guestCalls) {
      const res = await guest.call(path, input);
      expect(res.status, path).toBe(401);
      expect(res.body.error.message, path).toBe(STAFF_ORDERING_MESSAGES.signIn);
    }
    const unregistered = new Browser(server.hpsf);
    expect((await unregistered.login(NEW_STAFF.email, NEW_STAFF.password)).status).toBe(200);
    for (const [path, input] of guestCalls) {
      const res = await unregistered.call(path, input);
      expect(res.status, path).toBe(403);
      expect(res.body.error.message, path).toBe(STAFF_ORDERING_MESSAGES.register);
    }
    expect(await ordersOfCart(database, cartId)).toEqual([]);
    // the shopper site still takes guests
    expect((await cartCall(server.dtc, 'create-cart', { cartId: randomUUID(), lineItems: [fixtureLine(f, 0)] })).status).toBe(200);
  });
});
