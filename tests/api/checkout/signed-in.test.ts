/**
 * Checkout for a signed-in customer, through the service with a stand-in for the accounts area
 * (the identity work plugs its own CheckoutAccounts in): §3 attributes on the cart, the clinic
 * address created or reused, lines re-tagged, and the order linked to the customer.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { carts } from '../../../api/db/schema';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testPaymentProvider } from '../../../core/checkout';
import type { CheckoutAddress, CheckoutProfile } from '../../../core/checkout';
import { plainTransact } from '../../../api/db/transact';
import { createCatalogueService } from '../../../api/features/catalogue/catalogue.service';
import { createCatalogueStore } from '../../../api/features/catalogue/catalogue.store';
import { createCheckoutService, type CheckoutAccounts } from '../../../api/features/checkout/checkout.service';
import { createCheckoutStore } from '../../../api/features/checkout/checkout.store';
import { createStockStore } from '../../../api/features/stock/stock.store';
import type { RequestScope } from '../../../api/request-scope';
import { describeEachDatabase, type TestDatabase } from '../../support/databases';
import { type CartFixtures, closeCartSuite, openCartSuite } from '../cart/support';
import { TEST_GUEST_KEY, type TestServer } from '../../support/api-server';
import { COLORADO_ADDRESS, ordersOfCart } from './support';
import { ECOM, signedInStaff } from '../cart/support';

const log = pino({ level: 'silent' });
const CLINIC = { address1: '200 Vet Way', address2: '', city: 'Denver', provinceCode: 'CO', zip: '80202', homeDeliveryOnly: false };

/** An accounts stand-in: one signed-in staff user and their address book. */
function staffAccounts(profile: CheckoutProfile) {
  const book: CheckoutAddress[] = [];
  const accounts: CheckoutAccounts = {
    profile: async (customerId) => (customerId === profile.customerId ? profile : null),
    addAddressUnlessSaved: async (_customerId, pick) => {
      const address = pick([...book]);
      if (address) book.push(address);
    },
  };
  return { accounts, book };
}

describeEachDatabase('checkout for a signed-in customer', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite(kind));
  });
  afterAll(() => closeCartSuite({ database, server }));

  const service = (accounts: CheckoutAccounts) =>
    createCheckoutService({
      store: createCheckoutStore(database.db),
      variants: createCatalogueService(createCatalogueStore(database.db), { ttlMs: 60_000 }).variantIndex,
      servedZips: createStockStore(database.db).zipRanges,
      payments: testPaymentProvider,
      freeShippingMinimum: async () => null,
      accounts,
    });
  /** The stand-in customer takes over the cart the seeded staff user made (a cart opens only for its owner). */
  const standInOwns = (cartId: string, customerId: string) =>
    database.db.update(carts).set({ ownerCustomerId: customerId }).where(eq(carts.id, cartId));
  /** The scope of a request on HPSF by the stand-in's signed-in customer. */
  const scopeOf = (customerId: string): RequestScope => ({
    site: 'HPSF',
    customerId,
    guestKey: TEST_GUEST_KEY,
    log,
    transact: plainTransact(database.db),
  });

  it('writes the §3 attributes, keeps the clinic address once, tags lines ship_to_work, links the order', async () => {
    const created = await (await signedInStaff(server.hpsf)).call(`${ECOM}/create-cart`, {
      buyerIdentity: {},
      lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
    });
    const cartId = created.body.data.id as string;
    const profile: CheckoutProfile = {
      customerId: 'cust-77',
      email: 'vet@example.com',
      acceptsMarketing: false,
      soldTo: '1000123',
      shipTo: '2000456',
      preferredAddress: 'clinic',
      homeAddress: { address1: '9 Elm St', city: 'Aurora', provinceCode: 'CO', zip: '80011' },
      clinic: CLINIC,
    };
    const { accounts, book } = staffAccounts(profile);
    const checkout = service(accounts);
    const scope = scopeOf(profile.customerId);
    await standInOwns(cartId, profile.customerId);
    const input = {
      cartId,
      isAttestationChecked: true,
      donationTrackingId: '0b8e7c52-3f1d-4a6e-9c2b-5d7f8a9e1c34',
      acceptsEmailMarketing: true,
    };
    const started = await checkout.start(scope, input);
    expect(started).toMatchObject({ signedIn: true, shippingLocation: 'ship_to_work', salesOrderType: 'ZK01', orderType: 'oneTimeOrder' });
    const attributes = Object.fromEntries(started.cart.attributes.map((a) => [a.key, a.value]));
    expect(attributes).toMatchObject({
      SALES_ORG: 'USHD',
      SALES_ORD_TYPE: 'ZK01',
      SOLD_TO: '1000123',
      SHIP_TO: '2000456',
      is_clinic_address: 'true',
      shipping_location: 'ship_to_work',
      is_attestation_checked: 'true',
      donation_tracking_id: '0b8e7c52-3f1d-4a6e-9c2b-5d7f8a9e1c34',
      sgOrderType: 'oneTimeOrder',
      accepts_email_marketing: 'true',
    });
    expect(JSON.parse(attributes.ship_to_work_address)).toMatchObject({ address1: '200 Vet Way', zip: '80202' });
    expect(started.cart.lineItems[0].attributes).toContainEqual({ key: 'shipping_location', value: 'ship_to_work' });
    expect(book).toHaveLength(1);
    // a second start reuses the saved clinic address
    await checkout.start(scope, input);
    expect(book).toHaveLength(1);

    const order = await checkout.placeOrder(scope, {
      cartId,
      email: profile.email,
      shippingAddress: { ...COLORADO_ADDRESS, address1: '200 Vet Way', city: 'Denver', zip: '80202' },
      payment: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Vet' },
    });
    expect(order.shippingLocation).toBe('ship_to_work');
    expect(order.attributes).toEqual(started.cart.attributes);
    const [row] = await ordersOfCart(database, cartId);
    expect(row.customerId).toBe('cust-77');
  });

  it('a home-delivery-only clinic ships home and its address is never added', async () => {
    const created = await (await signedInStaff(server.hpsf)).call(`${ECOM}/create-cart`, {
      buyerIdentity: {},
      lineItems: [{ merchandiseId: f.hpsfOpen.variant.id, quantity: 1 }],
    });
    const { accounts, book } = staffAccounts({
      customerId: 'cust-78',
      email: 'vet2@example.com',
      acceptsMarketing: true,
      soldTo: null,
      shipTo: null,
      preferredAddress: 'clinic',
      homeAddress: null,
      clinic: { ...CLINIC, homeDeliveryOnly: true },
    });
    const input = { cartId: created.body.data.id, isAttestationChecked: false, donationTrackingId: null };
    await standInOwns(input.cartId, 'cust-78');
    const started = await service(accounts).start(scopeOf('cust-78'), input);
    expect(started.shippingLocation).toBe('ship_to_home');
    expect(started.cart.attributes).toContainEqual({ key: 'accepts_email_marketing', value: 'true' });
    expect(book).toEqual([]);
  });
});
