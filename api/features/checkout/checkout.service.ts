import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { SiteCode } from '../../../core/constants';
import {
  type CartCustomer,
  type CartState,
  createVariantLookup,
  GUEST_CUSTOMER,
  type IndexedVariant,
  indexVariants,
  mergeAttributes,
  toWireCart,
  variantRefusalMessage,
} from '../../../core/cart';
import {
  type CardInput,
  type CheckoutAddress,
  type CheckoutProfile,
  cardFieldErrors,
  checkoutAttributes,
  checkoutRefusal,
  clinicAddressAction,
  formatOrderNumber,
  orderTotals,
  orderTotalsToWire,
  orderTypeFor,
  type PaymentProvider,
  profileShippingLocation,
  retagLines,
  SHIPPING_LOCATION_ATTRIBUTE,
  type ShippingAddress,
  salesOrderTypeFor,
  contactPrefill,
  zipNotServedMessage,
} from '../../../core/checkout';
import { SALES_ORG } from '../../../core/constants';
import type { OrderTotalsWire, PlacedOrder } from '../../../core/contract/checkout';
import { type UsStateCode, zipInRanges } from '../../../core/stock';
import { badRequest, DomainError, notFound } from '../../http/errors';
import type { Transact } from '../../http/idempotency';
import { CART_LOG, stockDestinationFor } from '../cart/cart.service';
import type { CatalogueStore } from '../catalogue/catalogue.store';
import { type CheckoutStore, orderLineOf } from './checkout.store';
import { cartOrderedError } from './ordered-carts';
import { toPlacedOrder } from './order-wire';

/**
 * What checkout needs of accounts. Until the identity area provides a real one every shopper is a
 * guest (`guestAccounts`); a signed-in customer's profile turns on the §3 attributes.
 */
export interface CheckoutAccounts {
  profile(): Promise<CheckoutProfile | null>;
  savedAddresses(customerId: string): Promise<CheckoutAddress[]>;
  createAddress(customerId: string, address: CheckoutAddress): Promise<void>;
  /** called in the order's transaction once it is inserted (see CheckoutDeps.onOrderPlaced) */
  orderPlaced?: CheckoutDeps['onOrderPlaced'];
}

/** No accounts yet: nobody is signed in. */
export const guestAccounts: CheckoutAccounts = {
  profile: async () => null,
  savedAddresses: async () => [],
  createAddress: async () => {},
};

export interface PlaceOrderInput {
  cartId: string;
  email: string;
  shippingAddress: ShippingAddress;
  payment: CardInput;
}

export interface StartCheckoutInput {
  cartId: string;
  isAttestationChecked: boolean;
  donationTrackingId: string | null;
  acceptsEmailMarketing?: boolean;
}

export interface CheckoutDeps {
  store: CheckoutStore;
  catalogue: CatalogueStore;
  payments: PaymentProvider;
  /** the free_shipping_minimum global in dollars (null when missing: the §9 default applies) */
  freeShippingMinimum: (site: SiteCode) => Promise<number | null>;
  ttlMs: number;
  now?: () => Date;
  /** what the cart knows of the shopper (Program Discount, AUTO35), from the signed-in account; guests when left out */
  customerFacts?: (site: SiteCode, customerId: string | null) => Promise<CartCustomer>;
  /** runs in the order's transaction after it is inserted (accounts: autoship subscriptions) */
  onOrderPlaced?: (tx: import('../../db/client').Db, order: import('./checkout.store').StoredOrder) => Promise<void>;
}

export const AUTOSHIP_NEEDS_ACCOUNT = 'Log in or create an account to start an Autoship: it is kept in your account, where you can change or cancel it.';

/** Prefixes card field errors with the wire object they belong to. */
const paymentFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [`payment.${field}`, message]));

/** The refusal of a cart that may not be checked out (empty, total over 10, autoship line over 5). */
function refuseFlaggedCart(cart: CartState): void {
  const refusal = checkoutRefusal(cart);
  if (refusal) throw new DomainError('VALIDATION_FAILED', refusal.message, { cartId: refusal.message });
}

/** Checkout: start (§4 attributes), quotes, and placing an order exactly once per cart. */
export function createCheckoutService(deps: CheckoutDeps) {
  const now = deps.now ?? (() => new Date());
  // Totals are priced for who checks out now, whoever started the cart (a guest cart signed into).
  const customerOf = (site: SiteCode, customerId: string | null | undefined) =>
    deps.customerFacts ? deps.customerFacts(site, customerId ?? null) : Promise.resolve(GUEST_CUSTOMER);
  let loaded: { at: number; index: Promise<Map<string, IndexedVariant>> } | null = null;

  function variantIndex(): Promise<Map<string, IndexedVariant>> {
    if (!loaded || Date.now() - loaded.at > deps.ttlMs) {
      const index = deps.catalogue.listProducts().then(indexVariants);
      loaded = { at: Date.now(), index };
      index.catch(() => {
        if (loaded?.index === index) loaded = null;
      });
    }
    return loaded.index;
  }

  async function existingCart(site: SiteCode, cartId: string, log: Logger): Promise<CartState> {
    const cart = await deps.store.findCart(site, cartId);
    if (!cart) {
      log.warn({ cartId }, CART_LOG.noCart);
      throw notFound(CART_LOG.noCart);
    }
    return cart;
  }

  /** Stock of every line taken at the site's destination; the first line short of stock refuses the order. */
  async function takeStock(
    site: SiteCode,
    cart: CartState,
    index: ReadonlyMap<string, IndexedVariant>,
    take: (sku: string, quantity: number) => Promise<boolean>,
  ) {
    const lookup = createVariantLookup(index, site, () => true);
    for (const [i, line] of cart.lines.entries()) {
      const found = lookup(line.variantId);
      if (!found.ok) throw badRequest({ [`lines[${i}]`]: variantRefusalMessage(found.reason, line.merchandiseId) }, `${line.productTitle} can no longer be ordered.`);
      if (!(await take(line.sku, line.quantity))) {
        const message = `${line.productTitle} (${line.variantTitle}) is out of stock in the quantity ordered.`;
        throw badRequest({ [`lines[${i}]`]: message }, message);
      }
    }
  }

  /**
   * §4 checkout start, in one transaction on the locked cart: refused when ordered, empty or
   * flagged; the §3 attributes merged into the cart's (signed-in customers only); every line
   * re-tagged with the shipping location. The clinic address is reused or created beforehand.
   */
  async function start(site: SiteCode, input: StartCheckoutInput, accounts: CheckoutAccounts, log: Logger, transact?: Transact) {
    await existingCart(site, input.cartId, log);
    const profile = await accounts.profile();
    if (profile) {
      const action = clinicAddressAction(profile.clinic, await accounts.savedAddresses(profile.customerId));
      if (action.kind === 'create') await accounts.createAddress(profile.customerId, action.address);
    }
    const location = profileShippingLocation(profile);
    const customer = await customerOf(site, profile?.customerId);
    const cart = await deps.store.transaction(async (tx) => {
      const current = await tx.lockCart(site, input.cartId);
      if (!current) throw notFound(CART_LOG.noCart);
      const ordered = await tx.orderNumberOfCart(input.cartId);
      if (ordered) throw cartOrderedError(ordered);
      refuseFlaggedCart(current);
      const attributes = checkoutAttributes(profile, { site, lines: current.lines, ...input });
      const tags = new Map(retagLines(current.lines, location).map((line) => [line.id, line.attributes]));
      const next: CartState = {
        ...current,
        customer,
        attributes: mergeAttributes(current.attributes, attributes),
        lines: current.lines.map((line) => ({ ...line, attributes: tags.get(line.id) ?? line.attributes })),
      };
      await tx.saveCart(site, input.cartId, next);
      return next;
    }, transact);
    return {
      cart: toWireCart(cart),
      signedIn: profile !== null,
      shippingLocation: location,
      orderType: orderTypeFor(cart.lines),
      salesOrderType: salesOrderTypeFor(site),
      prefill: contactPrefill(profile, location),
    };
  }

  async function quote(site: SiteCode, cartId: string, state: UsStateCode, log: Logger, customerId: string | null = null): Promise<OrderTotalsWire> {
    const cart = { ...(await existingCart(site, cartId, log)), customer: await customerOf(site, customerId) };
    return orderTotalsToWire(orderTotals(cart, state, await deps.freeShippingMinimum(site)), state);
  }

  /**
   * Places the order of cart `input.cartId` in one transaction: cart locked, refused when missing,
   * already ordered, empty or flagged; stock taken for every line (an oversell is refused); the card
   * charged; order and lines inserted; the cart emptied (it then refuses writes: see ordered-carts).
   * Any refusal rolls everything back, so a declined card stores nothing and keeps the cart.
   */
  async function placeOrder(
    site: SiteCode,
    input: PlaceOrderInput,
    profile: CheckoutProfile | null,
    log: Logger,
    transact?: Transact,
  ): Promise<PlacedOrder> {
    const cardErrors = cardFieldErrors(input.payment, now());
    if (Object.keys(cardErrors).length > 0) throw badRequest(paymentFields(cardErrors), 'Check your card details.');
    const location = profileShippingLocation(profile);
    const zip = input.shippingAddress.zip;
    const served = await deps.catalogue.zipRanges(location === 'ship_to_work' ? 'CLINIC' : 'HOME');
    if (!zipInRanges(zip, served)) throw badRequest({ 'shippingAddress.zip': zipNotServedMessage(zip) }, zipNotServedMessage(zip));
    const minimum = await deps.freeShippingMinimum(site);
    const index = await variantIndex(); // read before the transaction: inside it only `tx` may be used
    const customer = await customerOf(site, profile?.customerId);
    const stored = await deps.store.transaction(async (tx) => {
      const locked = await tx.lockCart(site, input.cartId);
      if (!locked) throw notFound(CART_LOG.noCart);
      const cart: CartState = { ...locked, customer };
      const ordered = await tx.orderNumberOfCart(input.cartId);
      if (ordered) throw cartOrderedError(ordered);
      refuseFlaggedCart(cart);
      // an autoship lives in a customer's account (managed under My Subscriptions): no account, no autoship
      if (!profile && cart.lines.some((line) => line.sellingPlanId !== null)) throw new DomainError('UNAUTHENTICATED', AUTOSHIP_NEEDS_ACCOUNT);
      await takeStock(site, cart, index, (sku, quantity) => tx.takeStock(sku, stockDestinationFor(site), quantity));
      const totals = orderTotals(cart, input.shippingAddress.provinceCode, minimum);
      const orderId = randomUUID();
      const charge = deps.payments.charge({ amountCents: totals.totalCents, card: input.payment, reference: orderId, now: now() });
      if (charge.status === 'invalid') throw badRequest(paymentFields(charge.fields), 'Check your card details.');
      if (charge.status === 'declined') throw new DomainError('CARD_DECLINED', charge.message, { 'payment.cardNumber': charge.message });
      const lines = cart.lines.map((line) =>
        orderLineOf(line, mergeAttributes(line.attributes, [{ key: SHIPPING_LOCATION_ATTRIBUTE, value: location }])),
      );
      const order = await tx.insertOrder(
        {
          id: orderId,
          number: formatOrderNumber(await tx.nextOrderSequence()),
          site,
          cartId: input.cartId,
          customerId: profile?.customerId ?? null,
          email: input.email,
          shippingAddress: input.shippingAddress,
          attributes: cart.attributes,
          salesOrg: SALES_ORG,
          salesOrderType: salesOrderTypeFor(site),
          orderType: orderTypeFor(cart.lines),
          shippingLocation: location,
          subtotalBeforeSavingsCents: totals.subtotalBeforeSavingsCents,
          linesSubtotalCents: totals.linesSubtotalCents,
          programDiscountCents: totals.programDiscountCents,
          promoDiscountCents: totals.promoDiscountCents,
          merchandiseCents: totals.merchandiseCents,
          shippingCents: totals.shippingCents,
          serviceChargeCents: totals.serviceChargeCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          paymentBrand: charge.card.brand,
          paymentLast4: charge.card.last4,
          paymentAuthorization: charge.authorizationId,
        },
        lines,
      );
      await deps.onOrderPlaced?.(tx.tx, order);
      await tx.saveCart(site, input.cartId, { ...cart, lines: [] });
      return order;
    }, transact);
    log.info({ orderNumber: stored.order.number, cartId: input.cartId }, 'order placed');
    return toPlacedOrder(stored);
  }

  return {
    start,
    quote,
    placeOrder,
    /** The order cart `cartId` became (numbered `number` when given). */
    async order(site: SiteCode, cartId: string, number?: string): Promise<PlacedOrder> {
      const stored = await deps.store.findOrder(site, cartId, number);
      if (!stored) throw notFound(number ? `No order ${number} for this cart` : 'This cart has no order');
      return toPlacedOrder(stored);
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
