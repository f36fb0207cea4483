/**
 * The cart is priced for the signed-in shopper of each request, never for the storefront alone:
 * the Program Discount only for a registered clinic user of an eligible account group (with a
 * verified email: see tests/api/checkout/server-decides), AUTO35
 * only for a customer without autoships; and a cart a signed-in customer starts becomes their
 * persisted cart, found again on another device.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../api/db/seed/identity-data';
import { describeEachDatabase } from '../../support/databases';
import { STAFF_ORDERING_MESSAGES } from '../../../core/identity';
import { cartCall, ECOM } from '../cart/support';
import { orderBody } from '../checkout/support';
import { type AccountSuite, closeAccountSuite, guestWithCart, openAccountSuite, SHOPPER, signedIn, signIn } from './support';

const STAFF = DEMO_ACCOUNTS.find((a) => a.email === 'staff@vitalis.example')!;
const NEW_STAFF = DEMO_ACCOUNTS.find((a) => a.email === 'newstaff@vitalis.example')!;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describeEachDatabase('the cart’s shopper', (kind) => {
  let suite: AccountSuite;
  beforeAll(async () => {
    suite = await openAccountSuite(kind);
  }, 180_000);
  afterAll(() => closeAccountSuite(suite));

  const hpsfLines = () => [{ merchandiseId: suite.f.hpsf.variant.id, quantity: 2 }];

  it(
    'sells the prescription line with the Program Discount ' + 'to a registered, eligible clinic user only; checkout prices the same',
    async () => {
      // staff feeding sells to registered clinic staff only: a guest, or a staff user who has not joined a clinic, writes no cart
      const guest = await cartCall(suite.server.hpsf, 'create-cart', { cartId: randomUUID(), lineItems: hpsfLines() });
      expect(guest.status).toBe(401);
      expect(guest.body.error.message).toBe(STAFF_ORDERING_MESSAGES.signIn);
      const unregistered = await signedIn(suite.server.hpsf, NEW_STAFF);
      const theirs = await unregistered.call(`${ECOM}/create-cart`, { cartId: randomUUID(), lineItems: hpsfLines() });
      expect(theirs.status).toBe(403);
      expect(theirs.body.error.message).toBe(STAFF_ORDERING_MESSAGES.register);

      const staff = await signedIn(suite.server.hpsf, STAFF);
      const mine = await staff.call(`${ECOM}/create-cart`, { cartId: randomUUID(), lineItems: hpsfLines() });
      expect(mine.status).toBe(200);
      const subtotal = cents(mine.body.data.cost.subtotalAmount.amount);
      expect(cents(mine.body.data.cost.totalAmount.amount)).toBe(subtotal - Math.round(subtotal / 10));
      const quote = await staff.call('/api/checkout/quote', { cartId: mine.body.data.id, provinceCode: 'CO' });
      expect(cents(quote.body.data.programDiscount.amount)).toBe(Math.round(subtotal / 10));

      // the order ships to the clinic the checkout start fills in; it is a clinic order (ZK01)
      const started = await staff.call('/api/checkout/start', { cartId: mine.body.data.id });
      expect(started.status).toBe(200);
      const { email, ...address } = started.body.data.prefill;
      const placed = await staff.call(
        '/api/checkout/place-order',
        // a prescription-line order carries the clinic user's attestation
        orderBody(mine.body.data.id, {
          email,
          shippingAddress: { ...address, firstName: 'Casey', lastName: 'Staff' },
          isAttestationChecked: true,
        }),
      );
      expect(placed.status).toBe(200);
      expect(placed.body.data.salesOrderType).toBe('ZK01');
      expect(cents(placed.body.data.totals.programDiscount.amount)).toBe(Math.round(subtotal / 10));
    },
  );

  it('loading a clinic user’s profile writes the §4 chain metafields; their own preferred-address choice stands', async () => {
    const staff = await signedIn(suite.server.hpsf, STAFF);
    const profile = (await staff.call(`${ECOM}/get-commerce-customer`)).body.data;
    expect(profile.soldTo?.value).toMatch(/^\d+$/);
    expect(profile.clinicZip?.value).toMatch(/^\d{5}$/);
    expect(profile.preferredAddress?.value).toBe('clinic');
    expect(profile.shipToZip?.value).toBe(profile.clinicZip?.value);
    const chosen = await staff.call(`${ECOM}/update-customer`, {
      customerId: profile.id,
      updateInput: { metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }] },
    });
    expect(chosen.body.data.customerUpdate.userErrors).toEqual([]);
    const again = (await staff.call(`${ECOM}/get-commerce-customer`)).body.data;
    expect(again.preferredAddress?.value).toBe('home');
    expect(again.shipTo).toBeFalsy();
    await staff.call(`${ECOM}/update-customer`, {
      customerId: profile.id,
      updateInput: { metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 'clinic' }] },
    });
  });

  it('a guest cart signed into gets the customer’s facts with its next change', async () => {
    const oneTime = [{ merchandiseId: suite.f.dtc[2].variant.id, quantity: 1 }];
    const autoship = [{ merchandiseId: suite.f.dtc[3].variant.id, quantity: 1, sellingPlanId: suite.f.dtc[3].product.sellingPlans[0].id }];
    const { browser: shopper, cart } = await guestWithCart(suite.server.dtc, [...oneTime, ...autoship]);
    const cartId = cart.id;
    expect((await shopper.call(`${ECOM}/get-cart`, { cartId })).body.data.discountCodes).toContainEqual(
      expect.objectContaining({ code: 'AUTO35' }),
    );
    await signIn(shopper, SHOPPER); // has autoships: no AUTO35 once it is theirs
    const changed = await shopper.call(`${ECOM}/update-cart-note`, { cartId, note: 'for the dogs' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.discountCodes).not.toContainEqual(expect.objectContaining({ code: 'AUTO35' }));
  });

  it('applies AUTO35 to a first autoship only: not for a customer who has autoships', async () => {
    const autoshipLine = [
      { merchandiseId: suite.f.dtc[0].variant.id, quantity: 1, sellingPlanId: suite.f.dtc[0].product.sellingPlans[0].id },
    ];
    const guest = await cartCall(suite.server.dtc, 'create-cart', { cartId: randomUUID(), lineItems: autoshipLine });
    expect(guest.status).toBe(200);
    expect(guest.body.data.discountCodes).toContainEqual(expect.objectContaining({ code: 'AUTO35' }));

    const shopper = await signedIn(suite.server.dtc, SHOPPER); // seeded with two autoships
    const theirs = await shopper.call(`${ECOM}/create-cart`, { cartId: randomUUID(), lineItems: autoshipLine });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.discountCodes).not.toContainEqual(expect.objectContaining({ code: 'AUTO35' }));
  });

  it('a cart a signed-in customer starts is their persisted cart on every device', async () => {
    const phone = await signedIn(suite.server.dtc, SHOPPER);
    const cartId = randomUUID();
    expect(
      (await phone.call(`${ECOM}/create-cart`, { cartId, lineItems: [{ merchandiseId: suite.f.dtc[1].variant.id, quantity: 1 }] })).status,
    ).toBe(200);
    const laptop = await signedIn(suite.server.dtc, SHOPPER);
    const restored = await laptop.call('/api/account/restore-cart', { guestCartId: null });
    expect(restored.status).toBe(200);
    expect(restored.body.data.cartId).toBe(cartId);
  });
});
