/**
 * The checkout inputs over HTTP, on each database: promotion codes entered in the cart (accepted
 * with their terms, refused with a message naming the field, re-checked at place-order), the cart
 * note's limit, the attestation and the marketing answer reaching the order, and the staff-feeding
 * monthly quota.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addresses, metafields, promotions } from '../../../api/db/schema';
import { DEMO_ACCOUNTS } from '../../../api/db/seed/identity-data';
import { ATTESTATION_REQUIRED_MESSAGE } from '../../../core/checkout';
import type { Attribute } from '../../../core/entities/cart';
import type { TestServer } from '../../support/api-server';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, ECOM, fixtureLine, openCartSuite, signedInStaff } from '../cart/support';
import { Browser } from '../identity/support';
import { CHECKOUT, cartWith, checkoutCall, orderBody } from './support';

const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
const attr = (attributes: Attribute[], key: string) => attributes.find((a) => a.key === key)?.value;
const QUOTA_USER = DEMO_ACCOUNTS.find((a) => a.email === 'quota@vitalis.example')!;
const STAFF_EMAIL = 'staff@vitalis.example';

describeEachDatabase('checkout inputs', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const line = (i: number, quantity = 1) => fixtureLine(f, i, quantity);
  const codes = (cartId: string, list: string[]) => cartCall(server.dtc, 'update-cart-discount-codes', { cartId, codes: list });

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
    await database.db.insert(promotions).values([
      { code: 'BIGSPEND', percentOff: 10, minSubtotalCents: 1_000_000 },
      { code: 'RETIRED', percentOff: 10, active: false },
    ]);
  });
  afterAll(() => closeCartSuite({ database, server }));

  it('a valid code is applied with its terms and lowers the total; removing it restores the total', async () => {
    const cart = await cartWith(server.dtc, [line(0, 2)]);
    const applied = await codes(cart.id, [' kibble5 ']);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.discountCodes).toEqual([
      { code: 'KIBBLE5', applicable: true, percentOff: 5, minSubtotal: '0.00', firstOrderOnly: false },
    ]);
    const subtotal = cents(applied.body.data.cost.subtotalAmount);
    expect(cents(applied.body.data.cost.totalAmount)).toBe(subtotal - Math.round(subtotal * 0.05));
    const removed = await codes(cart.id, []);
    expect(removed.body.data.discountCodes).toEqual([]);
    expect(cents(removed.body.data.cost.totalAmount)).toBe(subtotal);
  });

  it('unknown, switched-off, expired, below-minimum and a second code are refused with 400 naming the code', async () => {
    const cart = await cartWith(server.dtc, [line(0)]);
    const cases: [string[], string, string][] = [
      [['NOPE'], 'codes[0]', "'NOPE' is not a valid promotion code."],
      [['retired'], 'codes[0]', "'RETIRED' is not a valid promotion code."],
      [['SPRING20'], 'codes[0]', 'Promotion code SPRING20 expired on 2026-04-30.'],
      [['BIGSPEND'], 'codes[0]', 'Promotion code BIGSPEND needs a cart subtotal of at least $10000.00.'],
      [['KIBBLE5', 'SAVE15'], 'codes', 'Only one promotion code can be used per order. Remove the one applied first.'],
    ];
    for (const [entered, field, message] of cases) {
      const res = await codes(cart.id, entered);
      expect(res.status, entered.join()).toBe(400);
      expect(res.body.error.fields).toEqual({ [field]: message });
      expect(res.body.error.message).toBe(message);
    }
    const after = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(after.body.data.discountCodes).toEqual([]);
  });

  it('quote and order carry the same code discount; a first-order code is refused to an email that ordered', async () => {
    const email = `first-${randomUUID()}@example.com`;
    const first = await cartWith(server.dtc, [line(1)]);
    expect((await codes(first.id, ['WELCOME10'])).status).toBe(200);
    const quote = await checkoutCall(server.dtc, 'quote', { cartId: first.id, provinceCode: 'CO' });
    expect(cents(quote.body.data.codeDiscount)).toBeGreaterThan(0);
    const placed = await checkoutCall(server.dtc, 'place-order', orderBody(first.id, { email }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.totals.codeDiscount).toEqual(quote.body.data.codeDiscount);
    expect(placed.body.data.totals.total).toEqual(quote.body.data.total);

    const second = await cartWith(server.dtc, [line(1)]);
    expect((await codes(second.id, ['WELCOME10'])).status).toBe(200); // a guest: the order's email decides
    const refused = await checkoutCall(server.dtc, 'place-order', orderBody(second.id, { email }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({
      discountCodes: 'Promotion code WELCOME10 is for a first order only. Remove it from your cart to check out.',
    });
  });

  it('a first-order code tells nothing of an email before the card is approved: declined alike for a known and a new email', async () => {
    const known = `known-${randomUUID()}@example.com`;
    const ordered = await cartWith(server.dtc, [line(1)]);
    expect((await checkoutCall(server.dtc, 'place-order', orderBody(ordered.id, { email: known }))).status).toBe(200);
    const declined = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' };
    const answers = [];
    for (const email of [known, `new-${randomUUID()}@example.com`]) {
      const cart = await cartWith(server.dtc, [line(1)]);
      await codes(cart.id, ['WELCOME10']);
      const answer = await checkoutCall(server.dtc, 'place-order', orderBody(cart.id, { email, payment: declined }));
      answers.push({ status: answer.status, error: answer.body.error });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].status).toBe(402);
  });

  it('a first-order code placed by one person at the same moment, under spellings of one mailbox, is used once', async () => {
    const mailbox = `rush-${randomUUID()}`;
    const spellings = [
      `${mailbox}@example.com`,
      `${mailbox.toUpperCase()}@Example.com`,
      `${mailbox}+two@example.com`,
      ` ${mailbox}+3@EXAMPLE.com`,
    ];
    const carts = await Promise.all(spellings.map(() => cartWith(server.dtc, [line(1)])));
    for (const cart of carts) expect((await codes(cart.id, ['WELCOME10'])).status).toBe(200);
    const placed = await Promise.all(
      carts.map((cart, i) => checkoutCall(server.dtc, 'place-order', orderBody(cart.id, { email: spellings[i].trim() }))),
    );
    expect(placed.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of placed.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.fields).toEqual({
        discountCodes: 'Promotion code WELCOME10 is for a first order only. Remove it from your cart to check out.',
      });
    }
    // and later, one more spelling of the mailbox is refused too
    const later = await cartWith(server.dtc, [line(1)]);
    await codes(later.id, ['WELCOME10']);
    expect((await checkoutCall(server.dtc, 'place-order', orderBody(later.id, { email: `${mailbox}+later@example.com` }))).status).toBe(
      409,
    );
  });

  it('an address holding half of a surrogate pair is refused with 400 naming the field; the cart is kept', async () => {
    const cart = await cartWith(server.dtc, [line(1)]);
    const body = orderBody(cart.id);
    const refused = await checkoutCall(server.dtc, 'place-order', {
      ...body,
      shippingAddress: { ...body.shippingAddress, address2: 'Apt \ud800' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['shippingAddress.address2']);
    expect((await checkoutCall(server.dtc, 'place-order', body)).status).toBe(200);
  });

  it('the order note: 500 characters are kept, 501 are refused with 400 naming note', async () => {
    const cart = await cartWith(server.dtc, [line(0)]);
    const ok = await cartCall(server.dtc, 'update-cart-note', { cartId: cart.id, note: 'n'.repeat(500) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.note).toHaveLength(500);
    const long = await cartCall(server.dtc, 'update-cart-note', { cartId: cart.id, note: 'n'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ note: 'The order note can be at most 500 characters.' });
  });

  it('a prescription-line order needs the attestation (400 naming it); the answers reach the order attributes', async () => {
    const staff = await signedInStaff(server.hpsf);
    const created = await staff.call(`${ECOM}/create-cart`, {
      cartId: randomUUID(),
      lineItems: [{ merchandiseId: f.hpsf.variant.id, quantity: 1 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const cartId = created.body.data.id as string;
    const started = await staff.call(`${CHECKOUT}/start`, { cartId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { email, ...address } = started.body.data.prefill;
    const body = orderBody(cartId, { email, shippingAddress: { ...address, firstName: 'Riley', lastName: 'Vet' } });
    const missing = await staff.call(`${CHECKOUT}/place-order`, { ...body, isAttestationChecked: false });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ isAttestationChecked: ATTESTATION_REQUIRED_MESSAGE });
    const bad = await staff.call(`${CHECKOUT}/place-order`, { ...body, isAttestationChecked: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['isAttestationChecked']);
    const placed = await staff.call(`${CHECKOUT}/place-order`, { ...body, isAttestationChecked: true, acceptsEmailMarketing: true });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(attr(placed.body.data.attributes, 'is_attestation_checked')).toBe('true');
    expect(attr(placed.body.data.attributes, 'accepts_email_marketing')).toBe('true');
  });

  it('an order without a prescription item needs no attestation; the marketing answer no is recorded', async () => {
    const staff = await signedInStaff(server.hpsf);
    const created = await staff.call(`${ECOM}/create-cart`, {
      cartId: randomUUID(),
      lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
    });
    const cartId = created.body.data.id as string;
    const started = await staff.call(`${CHECKOUT}/start`, { cartId, acceptsEmailMarketing: true });
    const { email, ...address } = started.body.data.prefill;
    const body = orderBody(cartId, { email, shippingAddress: { ...address, firstName: 'Riley', lastName: 'Vet' } });
    const placed = await staff.call(`${CHECKOUT}/place-order`, { ...body, acceptsEmailMarketing: false });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(attr(placed.body.data.attributes, 'is_attestation_checked')).toBe('false');
    expect(attr(placed.body.data.attributes, 'accepts_email_marketing')).toBe('false');
  });

  it('staff quota: reached with this month’s orders, then start and place-order answer 409 QUOTA_REACHED', async () => {
    const staff = new Browser(server.hpsf);
    expect((await staff.login(QUOTA_USER.email, QUOTA_USER.password)).status).toBe(200);
    const before = await staff.call(`${CHECKOUT}/staff-quota`, {});
    expect(before.body.data).toEqual({ limit: 1, used: 0, quotaReached: false, message: null });
    const order = async () => {
      const created = await staff.call(`${ECOM}/create-cart`, {
        cartId: randomUUID(),
        lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
      });
      const cartId = created.body.data.id as string;
      const started = await staff.call(`${CHECKOUT}/start`, { cartId });
      return { cartId, started };
    };
    const { cartId, started } = await order();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { email, ...address } = started.body.data.prefill;
    const body = orderBody(cartId, { email, shippingAddress: { ...address, firstName: 'Quinn', lastName: 'Tech' } });
    expect((await staff.call(`${CHECKOUT}/place-order`, body)).status).toBe(200);

    const after = await staff.call(`${CHECKOUT}/staff-quota`, {});
    expect(after.body.data).toMatchObject({ limit: 1, used: 1, quotaReached: true });
    expect(after.body.data.message).toMatch(
      /^You have reached your staff-feeding quota for this month \(1 order\)\. You can order again from /,
    );
    const next = await order();
    expect(next.started.status).toBe(409);
    expect(next.started.body.error.code).toBe('QUOTA_REACHED');
    expect(next.started.body.error.message).toBe(after.body.data.message);
    const placed = await staff.call(`${CHECKOUT}/place-order`, { ...body, cartId: next.cartId });
    expect(placed.status).toBe(409);
    expect(placed.body.error.code).toBe('QUOTA_REACHED');
    // the other staff user has no quota
    const other = await signedInStaff(server.hpsf);
    expect((await other.call(`${CHECKOUT}/staff-quota`, {})).body.data.quotaReached).toBe(false);
  });

  it('orders placed at once by a staff user with room for one more: one is placed, the others answer 409 QUOTA_REACHED', async () => {
    const staff = await signedInStaff(server.hpsf);
    const customerId = DEMO_ACCOUNTS.find((a) => a.email === STAFF_EMAIL)!.id;
    const quotaRow = (key: string, value: string) => ({
      id: `concurrent-quota-${key}`,
      customerId,
      namespace: 'custom',
      key,
      type: 'single_line_text_field',
      value,
    });
    await database.db.insert(metafields).values([quotaRow('quota_month', '2026-01'), quotaRow('quota_value', '1000')]);
    try {
      const { used } = (await staff.call(`${CHECKOUT}/staff-quota`, {})).body.data as { used: number };
      await database.db
        .update(metafields)
        .set({ value: String(used + 1) })
        .where(eq(metafields.id, 'concurrent-quota-quota_value'));
      const started = await Promise.all(
        [0, 1, 2].map(async () => {
          const created = await staff.call(`${ECOM}/create-cart`, {
            cartId: randomUUID(),
            lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
          });
          const cartId = created.body.data.id as string;
          const start = await staff.call(`${CHECKOUT}/start`, { cartId });
          expect(start.status, JSON.stringify(start.body)).toBe(200);
          const { email, ...address } = start.body.data.prefill;
          return orderBody(cartId, { email, shippingAddress: { ...address, firstName: 'Sam', lastName: 'Staff' } });
        }),
      );
      const placed = await Promise.all(started.map((body) => staff.call(`${CHECKOUT}/place-order`, body)));
      expect(placed.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      for (const refused of placed.filter((answer) => answer.status === 409)) expect(refused.body.error.code).toBe('QUOTA_REACHED');
      expect((await staff.call(`${CHECKOUT}/staff-quota`, {})).body.data).toMatchObject({ used: used + 1, quotaReached: true });
    } finally {
      await database.db.delete(metafields).where(inArray(metafields.id, ['concurrent-quota-quota_month', 'concurrent-quota-quota_value']));
    }
  });

  it('checkouts started at once by a staff user with no saved clinic address all start and save the address once', async () => {
    const staff = await signedInStaff(server.hpsf);
    const customerId = DEMO_ACCOUNTS.find((a) => a.email === STAFF_EMAIL)!.id;
    await database.db.delete(addresses).where(eq(addresses.customerId, customerId));
    const cartIds = await Promise.all(
      [0, 1, 2].map(async () => {
        const created = await staff.call(`${ECOM}/create-cart`, {
          cartId: randomUUID(),
          lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
        });
        return created.body.data.id as string;
      }),
    );
    const started = await Promise.all(cartIds.map((cartId) => staff.call(`${CHECKOUT}/start`, { cartId })));
    expect(started.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const saved = await database.db.select().from(addresses).where(eq(addresses.customerId, customerId));
    expect(saved).toHaveLength(1);
    expect(saved[0].isDefault).toBe(true);
  });
});
