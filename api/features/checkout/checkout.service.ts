import type { SiteCode } from '../../../core/constants';
import {
  type CartCustomer,
  type CartState,
  GUEST_CUSTOMER,
  type IndexedVariant,
  mergeAttributes,
  type Promotion,
  toWireCart,
} from '../../../core/cart';
import {
  type CheckoutAddress,
  type CheckoutProfile,
  checkoutAttributes,
  clinicAddressAction,
  contactPrefill,
  orderTotals,
  orderTotalsToWire,
  hasPrescriptionLine,
  monthStart,
  orderTypeFor,
  type PaymentProvider,
  quotaReachedMessage,
  requiredAttestations,
  staffQuotaState,
  profileShippingLocation,
  repricedLines,
  retagLines,
  salesOrderTypeFor,
} from '../../../core/checkout';
import type { OrderTotalsWire, PlacedOrder } from '../../../core/contract/checkout';
import type { StockDestination } from '../../../core/entities/catalogue';
import type { UsStateCode } from '../../../core/stock';
import type { Db } from '../../db/client';
import { DomainError, notFound } from '../../errors';
import type { RequestScope } from '../../request-scope';
import { CART_LOG } from '../cart/cart.service';
import type { CheckoutStore, OrderWrites } from './checkout.store';
import { type StoredOrder, toPlacedOrder } from './order-wire';
import { type DonationCampaigns, donationOffered, payableDonationCents } from './order-donation';
import { lockOrderableCart } from './order-refusals';
import { type PlaceOrderInput, placeOrderSteps } from './place-order';

/**
 * What checkout needs of accounts (the account area passes its own; `guestAccounts` otherwise):
 * a signed-in customer's profile turns on the §3 attributes.
 */
export interface CheckoutAccounts {
  /** the checkout profile of the signed-in customer; null for a guest */
  profile(customerId: string | null): Promise<CheckoutProfile | null>;
  /**
   * saves the address `pick` makes of the customer's saved addresses, or nothing when it gives
   * null, with the address book locked from the read to the write (two checkouts at once save it once)
   */
  addAddressUnlessSaved(customerId: string, pick: (saved: readonly CheckoutAddress[]) => CheckoutAddress | null): Promise<void>;
  /** runs in the order's transaction after it is inserted (accounts: autoship subscriptions) */
  orderPlaced?: (tx: Db, order: StoredOrder) => Promise<void>;
}

/** Checkout with nobody signed in: every shopper is a guest. */
export const guestAccounts: CheckoutAccounts = {
  profile: async () => null,
  addAddressUnlessSaved: async () => {},
};

export interface StartCheckoutInput {
  cartId: string;
  isAttestationChecked: boolean;
  donationTrackingId: string | null;
  acceptsEmailMarketing?: boolean;
}

export interface CheckoutDeps {
  store: CheckoutStore;
  /** the shop's active donation campaigns: the cart's own donation is charged only under round-up or add-on ([] when left out) */
  donationCampaigns?: DonationCampaigns;
  /** the catalogue's variant index (one cached copy per process) */
  variants: () => Promise<ReadonlyMap<string, IndexedVariant>>;
  /** serviceable zip ranges of a destination ('low-high') */
  servedZips: (destination: StockDestination) => Promise<string[]>;
  payments: PaymentProvider;
  /** the free_shipping_minimum global in dollars (null when missing: the §9 default applies) */
  freeShippingMinimum: (site: SiteCode) => Promise<number | null>;
  accounts?: CheckoutAccounts;
  now?: () => Date;
  /** the operator's promotion of a code, re-checked at start and place-order; none when left out */
  promotions?: (code: string) => Promise<Promotion | null>;
  /** the fair_trade_compliance flag: a first Autoship purchase then needs the attestation; off when left out */
  fairTradeCompliance?: (site: SiteCode) => Promise<boolean>;
  /**
   * the staff-feeding quota of a signed-in HPSF customer (its metafields and this month's orders),
   * read through `on` (the order's transaction) when given; none when left out
   */
  staffQuota?: (
    customerId: string,
    monthStart: Date,
    on?: Db,
  ) => Promise<{ quotaMonth: string | null; quotaValue: string | null; ordersThisMonth: number }>;
  /** what the cart knows of the shopper (Program Discount, AUTO35), from the signed-in account; guests when left out */
  customerFacts?: (site: SiteCode, customerId: string | null) => Promise<CartCustomer>;
}

/** The cart as stored, or 404 with the §8 log line. */
export async function existingCart(store: CheckoutStore, scope: RequestScope, cartId: string): Promise<CartState> {
  const cart = await store.findCart(scope, cartId);
  if (!cart) {
    scope.log.warn({ cartId }, CART_LOG.noCart);
    throw notFound(CART_LOG.noCart);
  }
  return cart;
}

/** The staff-feeding quota of a request's staff user, and its refusal (409 QUOTA_REACHED). */
function staffQuotaChecks(deps: CheckoutDeps) {
  /**
   * The monthly quota of the request's staff user (no quota on DTC, for guests, or without the
   * metafields). Inside an order's transaction (`writes`) the customer's orders are locked first,
   * so two orders placed at once cannot both pass a quota that has room for one.
   */
  async function quota(scope: RequestScope, writes?: OrderWrites) {
    const now = (deps.now ?? (() => new Date()))();
    if (scope.site !== 'HPSF' || !scope.customerId || !deps.staffQuota) {
      return { limit: null, used: 0, quotaReached: false, message: null };
    }
    if (writes) await writes.lockCustomerOrders(scope.customerId);
    const state = staffQuotaState({ ...(await deps.staffQuota(scope.customerId, monthStart(now), writes?.tx)), now });
    return { ...state, message: state.quotaReached && state.limit !== null ? quotaReachedMessage(state.limit, now) : null };
  }

  /** 409 QUOTA_REACHED once this month's orders reached the staff user's quota (checked in `writes`' transaction when given). */
  async function refuseReachedQuota(scope: RequestScope, writes?: OrderWrites): Promise<void> {
    const state = await quota(scope, writes);
    if (state.quotaReached)
      throw new DomainError('QUOTA_REACHED', state.message ?? 'Monthly quota reached.', { quota: state.message ?? '' });
  }

  return { quota: (scope: RequestScope) => quota(scope), refuseReachedQuota };
}

/** Checkout: start (§4 attributes), quotes, and placing an order exactly once per cart. */
export function createCheckoutService(deps: CheckoutDeps) {
  const accounts = deps.accounts ?? guestAccounts;
  // Totals are priced for who checks out now, whoever started the cart (a guest cart signed into).
  const customerOf = (site: SiteCode, customerId: string | null | undefined) =>
    deps.customerFacts ? deps.customerFacts(site, customerId ?? null) : Promise.resolve(GUEST_CUSTOMER);
  const placeOrder = placeOrderSteps({ ...deps, accounts, customerOf });
  const { quota, refuseReachedQuota } = staffQuotaChecks(deps);

  /** The saved clinic address is reused, or created before the cart is locked (§4). */
  async function keepClinicAddress(profile: CheckoutProfile | null): Promise<void> {
    if (!profile) return;
    await accounts.addAddressUnlessSaved(profile.customerId, (saved) => {
      const action = clinicAddressAction(profile.clinic, saved);
      return action.kind === 'create' ? action.address : null;
    });
  }

  /**
   * §4 checkout start, in one transaction on the locked cart: refused when ordered, empty or
   * flagged, or when it holds a prescription-line item the shopper may not order; the §3
   * attributes merged into the cart's (signed-in customers only); every line re-tagged with the
   * shipping location and re-priced from the catalogue. The clinic address is reused or created
   * beforehand.
   */
  async function start(scope: RequestScope, input: StartCheckoutInput) {
    const { site } = scope;
    await refuseReachedQuota(scope);
    await existingCart(deps.store, scope, input.cartId);
    const profile = await accounts.profile(scope.customerId);
    await keepClinicAddress(profile);
    const location = profileShippingLocation(profile);
    const customer = await customerOf(site, profile?.customerId);
    const index = await deps.variants();
    const promo = await placeOrder.promotionReads(scope, await existingCart(deps.store, scope, input.cartId), null);
    // every read before the transaction: behind an Idempotency-Key it stays open until the answer (PGlite has one connection)
    const fairTradeCompliance = deps.fairTradeCompliance ? await deps.fairTradeCompliance(site) : false;
    const cart = await deps.store.transaction(scope.transact, async (tx) => {
      const current = await lockOrderableCart(tx, scope, input.cartId);
      placeOrder.refuseFlaggedCart(current);
      placeOrder.refusePrescriptionLines(current.lines, customer, index);
      const promotion = placeOrder.refuseStalePromotion(current, promo);
      const attributes = checkoutAttributes(profile, { site, lines: current.lines, ...input });
      const tags = new Map(retagLines(current.lines, location).map((line) => [line.id, line.attributes]));
      // priced as the catalogue prices them now: the page shows what place-order will charge
      const lines = repricedLines(current.lines, index).map((line) => ({ ...line, attributes: tags.get(line.id) ?? line.attributes }));
      const next: CartState = { ...current, customer, attributes: mergeAttributes(current.attributes, attributes), lines, promotion };
      await tx.saveCart(site, input.cartId, next);
      return next;
    });
    return {
      cart: toWireCart(cart),
      signedIn: profile !== null,
      shippingLocation: location,
      orderType: orderTypeFor(cart.lines),
      salesOrderType: salesOrderTypeFor(site),
      attestations: requiredAttestations({
        hasPrescriptionLine: hasPrescriptionLine(cart.lines, index),
        hasAutoshipLine: cart.lines.some((line) => line.sellingPlanId !== null),
        fairTradeCompliance,
      }),
      prefill: contactPrefill(profile, location),
    };
  }

  async function quote(scope: RequestScope, cartId: string, state: UsStateCode): Promise<OrderTotalsWire> {
    const stored = await existingCart(deps.store, scope, cartId);
    const donationCents = payableDonationCents(stored, await donationOffered(deps.donationCampaigns));
    const cart = { ...stored, donationCents, customer: await customerOf(scope.site, scope.customerId) };
    return orderTotalsToWire(orderTotals(cart, state, await deps.freeShippingMinimum(scope.site)), state);
  }

  return {
    start,
    quote,
    placeOrder: async (scope: RequestScope, input: PlaceOrderInput) => {
      // refused early when already reached; checked again, under the customer's lock, in the order's transaction
      await refuseReachedQuota(scope);
      return placeOrder.run(scope, input, (writes) => refuseReachedQuota(scope, writes));
    },
    quota,
    /** Order `number`, for its customer or the guest whose cart became it (anyone else: not found). */
    async order(scope: RequestScope, number: string): Promise<PlacedOrder> {
      const stored = await deps.store.findOrder(scope, number);
      if (!stored) throw notFound(`No order ${number} found`);
      return toPlacedOrder(stored);
    },
    /** Whether cart `cartId` already became an order (it takes no more writes). */
    async isOrdered(cartId: string): Promise<boolean> {
      return (await deps.store.orderNumberOfCart(cartId)) !== null;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
