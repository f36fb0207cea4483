/**
 * Whose cart, order and record is it? Over real HTTP on both databases: a cart id alone opens
 * nothing (a guest's cart is bound to its browser's guest key, a customer's cart to the customer),
 * a placed order is read only by its customer or its guest, sign-out makes the browser a new
 * guest, and an Idempotency-Key never replays someone else's answer. Then the IDOR sweep: every
 * endpoint of the contract that takes an id is called with another user's id and must refuse.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../../core/contract';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../../api/http/idempotency';
import { describeEachDatabase } from '../../support/databases';
import {
  type AccountSuite,
  closeAccountSuite,
  ECOM,
  guestWithCart,
  openAccountSuite,
  SHELTER,
  SHOPPER,
  signedIn,
  signIn,
} from '../account/support';
import { orderBody } from '../checkout/support';
import { Browser, type CallResult } from '../identity/support';

/** Paths of the contract whose input names a record by an id, and why each is safe. */
type Case = (users: Users) => Promise<void>;
interface Users {
  suite: AccountSuite;
  /** the shopper, signed in, with a cart of their own and a placed order */
  owner: Browser;
  ownerCartId: string;
  ownerOrder: { id: string; number: string };
  /** another signed-in customer (the shelter user) */
  other: Browser;
  /** a guest in another browser */
  stranger: Browser;
}

const refusedStatus = (res: CallResult) => expect([401, 403, 404], JSON.stringify(res.body)).toContain(res.status);

describeEachDatabase('cart and order ownership', (kind) => {
  let suite: AccountSuite;
  beforeAll(async () => {
    suite = await openAccountSuite(kind);
  }, 180_000);
  afterAll(() => closeAccountSuite(suite ?? {}));

  const lines = (i = 0, quantity = 1) => [{ merchandiseId: suite.f.dtc[i].variant.id, quantity }];
  const cartCall = (browser: Browser, call: string, body: unknown, headers: Record<string, string> = {}) =>
    browser.call(`${ECOM}/${call}`, body, headers);

  it('a guest cart opens only in the browser that made it, for reads, writes and checkout', async () => {
    const { browser: owner, cart } = await guestWithCart(suite.server.dtc, lines(0, 2));
    const stranger = new Browser(suite.server.dtc);
    const cartId = cart.id;
    for (const [call, body] of [
      ['get-cart', { cartId }],
      ['add-cart-line-items', { cartId, lineItems: lines(1) }],
      ['update-cart-note', { cartId, note: 'mine now' }],
      ['update-cart-buyer-identity', { cartId, buyerIdentity: { email: 'mallory@example.com' } }],
    ] as const) {
      const res = await cartCall(stranger, call, body);
      expect(res.status, call).toBe(404);
    }
    expect((await stranger.call('/api/checkout/start', { cartId })).status).toBe(404);
    expect((await stranger.call('/api/checkout/quote', { cartId, provinceCode: 'CO' })).status).toBe(404);
    expect((await stranger.call('/api/checkout/place-order', orderBody(cartId))).status).toBe(404);
    // the owner's cart is as they left it
    const mine = await cartCall(owner, 'get-cart', { cartId });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ totalQuantity: 2, note: null, buyerIdentity: { email: null } });
    // the same id cannot be taken over by creating a cart under it
    expect((await cartCall(stranger, 'create-cart', { cartId, lineItems: lines(2) })).status).toBe(409);
  });

  it('a customer’s cart opens only with their session, on any device', async () => {
    const phone = await signedIn(suite.server.dtc, SHOPPER);
    const cartId = randomUUID();
    expect((await cartCall(phone, 'create-cart', { cartId, lineItems: lines(3) })).status).toBe(200);
    const laptop = await signedIn(suite.server.dtc, SHOPPER);
    expect((await cartCall(laptop, 'get-cart', { cartId })).status).toBe(200);
    const shelter = await signedIn(suite.server.dtc, SHELTER);
    expect((await cartCall(shelter, 'get-cart', { cartId })).status).toBe(404);
    expect((await cartCall(new Browser(suite.server.dtc), 'get-cart', { cartId })).status).toBe(404);
  });

  it('a placed order is read by its guest or its customer only; a URL or number alone shows nothing', async () => {
    const { browser: guest, cart } = await guestWithCart(suite.server.dtc, lines(4));
    const placed = await guest.call('/api/checkout/place-order', orderBody(cart.id));
    expect(placed.status).toBe(200);
    const { number } = placed.body.data;
    expect((await guest.call('/api/checkout/order', { number })).body.data).toMatchObject({ number, email: 'ada@example.com' });
    expect((await new Browser(suite.server.dtc).call('/api/checkout/order', { number })).status).toBe(404);
    expect((await (await signedIn(suite.server.dtc, SHELTER)).call('/api/checkout/order', { number })).status).toBe(404);
    // once someone signs in and out there the browser is a new guest: the order (with its address) no longer opens
    await signIn(guest, SHELTER);
    await guest.call('/api/identity/logout', {});
    expect((await guest.call('/api/checkout/order', { number })).status).toBe(404);
  });

  it('sign-in takes the guest cart over; sign-out leaves a new guest who cannot open it', async () => {
    const { browser, cart } = await guestWithCart(suite.server.dtc, lines(1));
    await signIn(browser, SHELTER);
    expect((await browser.call('/api/account/restore-cart', { guestCartId: cart.id })).body.data.cartId).toBe(cart.id);
    expect((await cartCall(browser, 'get-cart', { cartId: cart.id })).status).toBe(200);
    const before = browser.guestKey;
    await browser.call('/api/identity/logout', {});
    expect(browser.guestKey).not.toBe(before);
    expect((await cartCall(browser, 'get-cart', { cartId: cart.id })).status).toBe(404);
    // a second, late logout of the same sign-out (page and worker both sent it) leaves the new guest's key alone
    const { cart: newCart } = await guestWithCart(suite.server.dtc, lines(0), browser);
    const newKey = browser.guestKey;
    await browser.call('/api/identity/logout', {});
    expect(browser.guestKey).toBe(newKey);
    expect((await cartCall(browser, 'get-cart', { cartId: newCart.id })).status).toBe(200);
  });

  it('an Idempotency-Key replays only to its own caller', async () => {
    const { browser: owner, cart } = await guestWithCart(suite.server.dtc, lines(0));
    const key = randomUUID();
    const body = { cartId: cart.id, note: 'leave at the door' };
    const first = await cartCall(owner, 'update-cart-note', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    const replay = await cartCall(owner, 'update-cart-note', body, { 'Idempotency-Key': key });
    expect(replay.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    for (const stranger of [new Browser(suite.server.dtc), await signedIn(suite.server.dtc, SHELTER)]) {
      const stolen = await cartCall(stranger, 'update-cart-note', body, { 'Idempotency-Key': key });
      expect(stolen.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
      expect(stolen.status).toBe(404);
      expect(JSON.stringify(stolen.body)).not.toContain('leave at the door');
    }
  });

  describe('IDOR sweep', () => {
    let users: Users;
    beforeAll(async () => {
      const owner = await signedIn(suite.server.dtc, SHOPPER);
      const ownerCartId = randomUUID();
      await cartCall(owner, 'create-cart', { cartId: ownerCartId, lineItems: lines(2) });
      const ordered = randomUUID();
      await cartCall(owner, 'create-cart', { cartId: ordered, lineItems: lines(3) });
      const placed = await owner.call('/api/checkout/place-order', orderBody(ordered, { email: SHOPPER.email }));
      const last = (await owner.call(`${ECOM}/get-commerce-last-order`, {})).body.data;
      users = {
        suite,
        owner,
        ownerCartId,
        ownerOrder: { id: last.id, number: placed.body.data.number },
        other: await signedIn(suite.server.dtc, SHELTER),
        stranger: new Browser(suite.server.dtc),
      };
    });

    it('has no case for a path that takes no id (each case tests a real endpoint)', () => {
      expect(Object.keys(SWEEP).filter((path) => !idTakingPaths().includes(path))).toEqual([]);
    });

    for (const path of idTakingPaths()) {
      it(`${path} refuses another user's id`, async () => {
        const check = SWEEP[path];
        expect(check, `${path} takes an id: add its case to SWEEP (or to NOT_OWNED with the reason)`).toBeDefined();
        await check!(users);
      });
    }
  });
});

/** Input fields that name a record (ids, numbers, keys); catalogue references are public and left out. */
const ID_FIELD = /^(id|number|cacheKey|groupID|clinicID)$|(Id|Ids)$/;
// product ids name catalogue products (reviews are read and written by product; a review is its writer's)
const PUBLIC_REFERENCES = new Set(['merchandiseId', 'sellingPlanId', 'donationTrackingId', 'productId', 'productIds']);

/**
 * Paths whose id names nothing another user owns: the reason stands next to each. A new endpoint
 * with an id field that is in neither this list nor SWEEP fails the sweep.
 */
const NOT_OWNED: Record<string, string> = {
  [`${ECOM}/get-commerce-customer`]: 'sessionToken is ignored: the session cookie decides',
  '/api/send-contact-us': 'orderNumber is text the shopper writes about; nothing is read by it',
  '/api/client-errors': 'the id is made by the browser so a report sent twice is stored once; nothing is read by it',
  '/api/identity/reset-password': 'the token is itself the secret (single use, hashed)',
  '/api/identity/verify-email': 'the token is itself the secret (single use, hashed)',
  '/api/identity/logout': 'sessionToken is ignored: the session cookie decides',
  '/api/identity/account-info': 'sessionToken is ignored: the session cookie decides',
  '/api/identity/jwt': 'sessionToken is ignored: the session cookie decides',
  '/api/identity/update-staff-profile': 'sessionToken is ignored: the session cookie decides',
  '/api/identity/search-clinic': 'clinics are a public directory',
  '/api/ecom/v1.0/refresh-session-token': 'sessionToken is ignored: the session cookie decides',
  '/api/crypto': 'sessionToken is ignored: the session cookie decides',
  '/api/get-subscriptions': 'sessionToken is ignored; the customer field is covered in tests/api/account',
  [`${ECOM}/customer-address-create`]: 'creates a record of the caller',
  ...Object.fromEntries(
    [
      '/api/donation/charities/search',
      '/api/donation/portfolios/cc-query-with-charities',
      '/api/donation/products/donation-by-cms-id',
      '/api/donation/products/get-multiple-donation',
    ].map((path) => [path, "the donation provider's public data: store, charities, portfolios, product settings"]),
  ),
  ...Object.fromEntries(
    [
      '/api/donation/tracking',
      '/api/donation/tracking/:trackingId/add-integration-info',
      '/api/donation/tracking/:trackingId/cause',
      '/api/donation/tracking/:trackingId/set-cause',
      '/api/donation/tracking/:trackingId/set-confirmation-data',
      '/api/donation/click-stream/events',
    ].map((path) => [
      path,
      'a tracking record is an anonymous, random (122-bit) id with a chosen cause: no person, cart or order behind it',
    ]),
  ),
};

/** Every path of the contract with an id-naming input field. */
function idTakingPaths(): string[] {
  const paths = new Set<string>();
  for (const area of Object.values(contract)) {
    if (typeof area !== 'object' || area === null) continue;
    for (const endpoint of Object.values(area)) {
      const shape = (endpoint as { input?: { shape?: Record<string, unknown> } })?.input?.shape;
      const path = (endpoint as { path?: string })?.path;
      if (!shape || !path) continue;
      const named = Object.keys(shape).filter((field) => ID_FIELD.test(field) && !PUBLIC_REFERENCES.has(field) && field !== 'sessionToken');
      const tokens = Object.keys(shape).filter((field) => field === 'sessionToken' || field === 'token');
      if (named.length > 0 || (tokens.length > 0 && !(path in NOT_OWNED))) paths.add(path);
    }
  }
  return [...paths].filter((path) => !(path in NOT_OWNED)).sort();
}

const cartWrite =
  (call: string, body: (cartId: string) => object): Case =>
  async ({ owner, ownerCartId, other, stranger }) => {
    for (const intruder of [other, stranger]) refusedStatus(await intruder.call(`${ECOM}/${call}`, body(ownerCartId)));
    expect((await owner.call(`${ECOM}/get-cart`, { cartId: ownerCartId })).body.data.totalQuantity).toBe(1);
  };

const checkoutCall =
  (call: string, body: (cartId: string) => object): Case =>
  async ({ ownerCartId, other, stranger }) => {
    for (const intruder of [other, stranger]) refusedStatus(await intruder.call(`/api/checkout/${call}`, body(ownerCartId)));
  };

/** One case per id-taking path: another user (signed in or a guest) names the owner's record. */
const SWEEP: Record<string, Case> = {
  [`${ECOM}/get-cart`]: cartWrite('get-cart', (cartId) => ({ cartId })),
  [`${ECOM}/create-cart`]: async ({ owner, ownerCartId, other }) => {
    expect((await other.call(`${ECOM}/create-cart`, { cartId: ownerCartId })).status).toBe(409);
    expect((await owner.call(`${ECOM}/get-cart`, { cartId: ownerCartId })).body.data.totalQuantity).toBe(1);
  },
  [`${ECOM}/add-cart-line-items`]: cartWrite('add-cart-line-items', (cartId) => ({
    cartId,
    lineItems: [{ merchandiseId: 'x', quantity: 1 }],
  })),
  [`${ECOM}/remove-cart-line-items`]: cartWrite('remove-cart-line-items', (cartId) => ({ cartId, lineItemIds: ['x'] })),
  [`${ECOM}/update-cart-line-items`]: cartWrite('update-cart-line-items', (cartId) => ({ cartId, lineItems: [{ id: 'x', quantity: 0 }] })),
  [`${ECOM}/update-cart-attributes`]: cartWrite('update-cart-attributes', (cartId) => ({
    cartId,
    attributes: [{ key: 'gift', value: 'y' }],
  })),
  [`${ECOM}/update-cart-buyer-identity`]: cartWrite('update-cart-buyer-identity', (cartId) => ({ cartId, buyerIdentity: { phone: '1' } })),
  [`${ECOM}/update-cart-discount-codes`]: cartWrite('update-cart-discount-codes', (cartId) => ({ cartId, codes: ['X'] })),
  [`${ECOM}/update-cart-note`]: cartWrite('update-cart-note', (cartId) => ({ cartId, note: 'x' })),
  [`${ECOM}/update-cart-donation`]: cartWrite('update-cart-donation', (cartId) => ({ cartId, amountCents: 0 })),
  '/api/checkout/start': checkoutCall('start', (cartId) => ({ cartId })),
  '/api/checkout/quote': checkoutCall('quote', (cartId) => ({ cartId, provinceCode: 'CO' })),
  '/api/checkout/place-order': checkoutCall('place-order', (cartId) => orderBody(cartId)),
  '/api/checkout/order': async ({ ownerOrder, other, stranger }) => {
    for (const intruder of [other, stranger]) refusedStatus(await intruder.call('/api/checkout/order', { number: ownerOrder.number }));
  },
  '/api/account/restore-cart': async ({ ownerCartId, other }) => {
    expect((await other.call('/api/account/restore-cart', { guestCartId: ownerCartId })).body.data.cartId).not.toBe(ownerCartId);
  },
  [`${ECOM}/get-commerce-orders`]: async ({ other, suite }) => {
    refusedStatus(await other.call(`${ECOM}/get-commerce-orders`, { id: (await customerOf(suite, SHOPPER)).id }));
  },
  [`${ECOM}/get-commerce-last-order`]: async ({ other, suite }) => {
    refusedStatus(await other.call(`${ECOM}/get-commerce-last-order`, { id: (await customerOf(suite, SHOPPER)).id }));
  },
  [`${ECOM}/get-commerce-order`]: async ({ ownerOrder, other, stranger }) => {
    for (const intruder of [other, stranger]) refusedStatus(await intruder.call(`${ECOM}/get-commerce-order`, { id: ownerOrder.id }));
  },
  [`${ECOM}/update-customer`]: async ({ other, suite }) => {
    const id = (await customerOf(suite, SHOPPER)).id;
    refusedStatus(await other.call(`${ECOM}/update-customer`, { customerId: id, updateInput: { firstName: 'Mallory' } }));
    expect((await customerOf(suite, SHOPPER)).firstName).not.toBe('Mallory');
  },
  [`${ECOM}/delete-metafield`]: async ({ other, suite }) => {
    const mine = (await customerOf(suite, SHOPPER)).persistedCartMetafield;
    refusedStatus(await other.call(`${ECOM}/delete-metafield`, { metafieldId: mine.id }));
    expect((await customerOf(suite, SHOPPER)).persistedCartMetafield).toEqual(mine);
  },
  [`${ECOM}/update-customer-default-address`]: async ({ other, suite }) => {
    refusedStatus(await other.call(`${ECOM}/update-customer-default-address`, { addressId: await addressOf(suite, SHOPPER) }));
  },
  [`${ECOM}/customer-address-update`]: async ({ other, suite }) => {
    const id = await addressOf(suite, SHOPPER);
    const address = {
      firstName: 'M',
      lastName: 'M',
      address1: '1 Elm St',
      address2: '',
      city: 'Boulder',
      provinceCode: 'CO',
      zip: '80302',
      phone: '',
    };
    refusedStatus(await other.call(`${ECOM}/customer-address-update`, { id, address }));
  },
  [`${ECOM}/customer-address-delete`]: async ({ other, suite }) => {
    refusedStatus(await other.call(`${ECOM}/customer-address-delete`, { id: await addressOf(suite, SHOPPER) }));
  },
  '/api/account/subscriptions/cancel': async ({ other }) => {
    refusedStatus(await other.call('/api/account/subscriptions/cancel', { contractId: 'SC-DEMO-2', reason: 'Other' }));
  },
  '/api/account/subscriptions/skip': async ({ other }) => {
    refusedStatus(await other.call('/api/account/subscriptions/skip', { contractId: 'SC-DEMO-2' }));
  },
  '/api/account/subscriptions/change-frequency': async ({ other }) => {
    refusedStatus(await other.call('/api/account/subscriptions/change-frequency', { contractId: 'SC-DEMO-2', weeks: 4 }));
  },
  '/api/identity/join-clinic': async ({ suite }) => {
    const guest = new Browser(suite.server.hpsf);
    refusedStatus(await guest.call('/api/identity/join-clinic', { groupID: 'CL-1001' }));
  },
  '/api/identity/fetch-address': async ({ suite }) => {
    const guest = new Browser(suite.server.hpsf);
    refusedStatus(await guest.call('/api/identity/fetch-address', { clinicID: 'CL-1001' }));
  },
  '/api/delete-cache-item': async ({ owner, other }) => {
    const info = await owner.call('/api/identity/account-info', {});
    const cacheKey = `account:${info.body.data?.session?.id ?? randomUUID()}`;
    expect((await other.call('/api/delete-cache-item', { cacheKey })).body.data).toBe(false);
  },
};

/** A demo customer's profile as they see it (signed in on their own browser). */
async function customerOf(suite: AccountSuite, account: { email: string; password: string }) {
  return (await (await signedIn(suite.server.dtc, account)).call(`${ECOM}/get-commerce-customer`)).body.data;
}

/** The id of a demo customer's first saved address. */
async function addressOf(suite: AccountSuite, account: { email: string; password: string }): Promise<string> {
  const customer = await customerOf(suite, account);
  return customer.addresses?.edges?.[0]?.node?.id ?? customer.addresses?.[0]?.id ?? customer.defaultAddress?.id;
}
