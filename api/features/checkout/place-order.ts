/**
 * Placing an order, as small named steps: check the card and the zip before anything is locked,
 * read what the transaction needs, then in one transaction lock the cart, refuse what may not be
 * ordered (prescription-line items for the customer checking out, prices the catalogue no longer
 * asks), take stock, charge, insert the order with its §3 attributes worked out again, and empty
 * the cart. Any refusal rolls everything back, so a declined card stores nothing and keeps the cart.
 */
import { randomUUID } from 'node:crypto';
import {
  type CartCustomer,
  type CartState,
  createVariantLookup,
  type IndexedVariant,
  mergeAttributes,
  promotionCodesOf,
  variantRefusalMessage,
} from '../../../core/cart';
import {
  type CardInput,
  type CheckoutAnswers,
  type CheckoutProfile,
  type ChargeResult,
  cardFieldErrors,
  checkoutRefusal,
  formatOrderNumber,
  orderAttributes,
  prescriptionLineErrors,
  priceChangeRefusal,
  priceChanges,
  type OrderTotals,
  orderTotals,
  orderTypeFor,
  profileShippingLocation,
  SHIPPING_LOCATION_ATTRIBUTE,
  type ShippingAddress,
  type ShippingLocation,
  salesOrderTypeFor,
  zipNotServedMessage,
} from '../../../core/checkout';
import { SALES_ORG, type SiteCode } from '../../../core/constants';
import type { PlacedOrder } from '../../../core/contract/checkout';
import { zipInRanges } from '../../../core/stock';
import { badRequest, DomainError, notFound } from '../../errors';
import type { RequestScope } from '../../request-scope';
import type { CartAccess } from '../cart/cart-access';
import { CART_LOG, stockDestinationFor } from '../cart/cart.service';
import type { CheckoutAccounts, CheckoutDeps } from './checkout.service';
import { donationOffered, payableDonationCents } from './order-donation';
import { orderLineOf, type OrderWrites } from './checkout.store';
import { cartOrderedError } from './ordered-carts';
import { toPlacedOrder } from './order-wire';
import { orderedBeforeUnderPersonLock, refuseTakenFirstAutoship } from './first-order-checks';
import { answersOf, type PromotionCheck, refuseMissingAttestation, refuseStalePromotion } from './order-checks';

export interface PlaceOrderInput {
  cartId: string;
  email: string;
  shippingAddress: ShippingAddress;
  payment: CardInput;
  isAttestationChecked?: boolean;
  acceptsEmailMarketing?: boolean;
  /** the donation widget's tracking record; when left out, the one checkout start recorded counts */
  donationTrackingId?: string | null;
}

export const AUTOSHIP_NEEDS_ACCOUNT =
  'Log in or create an account to start an Autoship: it is kept in your account, where you can change or cancel it.';

/** Locks cart `cartId` in the order transaction; 404 when gone or not the caller's, 409 CART_ORDERED when it already became an order. */
export async function lockOrderableCart(tx: OrderWrites, who: CartAccess, cartId: string): Promise<CartState> {
  const cart = await tx.lockCart(who, cartId);
  if (!cart) throw notFound(CART_LOG.noCart);
  const ordered = await tx.orderNumberOfCart(cartId);
  if (ordered) throw cartOrderedError(ordered);
  return cart;
}

/** Prefixes card field errors with the wire object they belong to. */
const paymentFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [`payment.${field}`, message]));

/** The refusal of a cart that may not be checked out (empty, total over 10, autoship line over 5). */
function refuseFlaggedCart(cart: CartState): void {
  const refusal = checkoutRefusal(cart);
  if (refusal) throw new DomainError('VALIDATION_FAILED', refusal.message, { cartId: refusal.message });
}

/** A prescription-line item the checkout's customer may not order refuses the checkout, naming each such line. */
function refusePrescriptionLines(lines: CartState['lines'], customer: CartCustomer, index: ReadonlyMap<string, IndexedVariant>): void {
  const errors = prescriptionLineErrors(lines, customer, index);
  if (errors) throw new DomainError('FORBIDDEN', Object.values(errors)[0], errors);
}

/** A line priced otherwise than the catalogue prices it now refuses the order (409: checkout start re-prices the cart). */
function refuseChangedPrices(cart: CartState, index: ReadonlyMap<string, IndexedVariant>): void {
  const refusal = priceChangeRefusal(priceChanges(cart.lines, index));
  if (refusal) throw new DomainError('PRICE_CHANGED', refusal.message, refusal.fields);
}

/** An autoship lives in a customer's account (managed under My Subscriptions): no account, no autoship. */
function refuseGuestAutoship(profile: CheckoutProfile | null, cart: CartState): void {
  if (!profile && cart.lines.some((line) => line.sellingPlanId !== null)) throw new DomainError('UNAUTHENTICATED', AUTOSHIP_NEEDS_ACCOUNT);
}

function refuseBadCard(card: CardInput, now: Date): void {
  const cardErrors = cardFieldErrors(card, now);
  if (Object.keys(cardErrors).length > 0) throw badRequest(paymentFields(cardErrors), 'Check your card details.');
}

/** A charge that did not go through refuses the order. */
function refuseFailedCharge(charge: ChargeResult): Extract<ChargeResult, { status: 'approved' }> {
  if (charge.status === 'invalid') throw badRequest(paymentFields(charge.fields), 'Check your card details.');
  if (charge.status === 'declined') throw new DomainError('CARD_DECLINED', charge.message, { 'payment.cardNumber': charge.message });
  return charge;
}

/** Stock of every line taken at the site's destination; the first line short of stock refuses the order. */
async function takeStock(tx: OrderWrites, site: SiteCode, cart: CartState, index: ReadonlyMap<string, IndexedVariant>) {
  const lookup = createVariantLookup(index, site, () => true);
  for (const [i, line] of cart.lines.entries()) {
    const found = lookup(line.variantId);
    if (!found.ok)
      throw badRequest(
        { [`lines[${i}]`]: variantRefusalMessage(found.reason, line.merchandiseId) },
        `${line.productTitle} can no longer be ordered.`,
      );
    if (!(await tx.takeStock(line.sku, stockDestinationFor(site), line.quantity))) {
      const message = `${line.productTitle} (${line.variantTitle}) is out of stock in the quantity ordered.`;
      throw badRequest({ [`lines[${i}]`]: message }, message);
    }
  }
}

/** What the order transaction needs, read before it opens: inside it only `tx` may be used. */
interface OrderReads {
  profile: CheckoutProfile | null;
  location: ShippingLocation;
  minimum: number | null;
  index: ReadonlyMap<string, IndexedVariant>;
  customer: CartCustomer;
  promotion: PromotionCheck | null;
  fairTradeCompliance: boolean;
  /** whether a shopper-paid donation may be charged (round-up or add-on campaign active) */
  donationOffered: boolean;
}

interface OrderFacts {
  site: SiteCode;
  input: PlaceOrderInput;
  reads: OrderReads;
  cart: CartState;
  totals: OrderTotals;
  answers: CheckoutAnswers;
  charge: Extract<ChargeResult, { status: 'approved' }>;
  orderId: string;
}

/** Inserts the order and its lines, each line tagged with the shipping location. */
async function insertOrder(tx: OrderWrites, { site, input, reads, cart, totals, answers, charge, orderId }: OrderFacts) {
  const lines = cart.lines.map((line) =>
    orderLineOf(line, mergeAttributes(line.attributes, [{ key: SHIPPING_LOCATION_ATTRIBUTE, value: reads.location }])),
  );
  const { totalCents, subtotalBeforeSavingsCents, linesSubtotalCents, programDiscountCents, promoDiscountCents } = totals;
  const { merchandiseCents, shippingCents, serviceChargeCents, taxCents, codeDiscountCents, donationCents } = totals;
  const order = {
    id: orderId,
    number: formatOrderNumber(await tx.nextOrderSequence()),
    site,
    cartId: input.cartId,
    customerId: reads.profile?.customerId ?? null,
    email: input.email,
    shippingAddress: input.shippingAddress,
    // the §3 attributes are worked out again here: whatever the stored cart holds under those keys is ignored
    attributes: orderAttributes(reads.profile, { site, lines: cart.lines, ...answers }, cart.attributes),
    salesOrg: SALES_ORG,
    salesOrderType: salesOrderTypeFor(site),
    orderType: orderTypeFor(cart.lines),
    shippingLocation: reads.location,
    ...{ subtotalBeforeSavingsCents, linesSubtotalCents, programDiscountCents, promoDiscountCents, merchandiseCents },
    ...{ shippingCents, serviceChargeCents, taxCents, totalCents, codeDiscountCents, donationCents },
    promotionCode: totals.codeDiscountCents > 0 ? (cart.promotion?.code ?? null) : null,
    paymentBrand: charge.card.brand,
    paymentLast4: charge.card.last4,
    paymentAuthorization: charge.authorizationId,
  };
  return tx.insertOrder(order, lines);
}

/** A refusal another area checks inside the order's transaction, once the cart is locked; it throws to refuse. */
export type OrderRefusal = (writes: OrderWrites) => Promise<void>;

type PlaceOrderDeps = CheckoutDeps & {
  accounts: CheckoutAccounts;
  customerOf: (site: SiteCode, customerId: string | null | undefined) => Promise<CartCustomer>;
};

export function placeOrderSteps(deps: PlaceOrderDeps) {
  const now = deps.now ?? (() => new Date());

  /** The zip must be one the shipping location's stock serves. */
  async function refuseUnservedZip(location: ShippingLocation, zip: string): Promise<void> {
    const served = await deps.servedZips(location === 'ship_to_work' ? 'CLINIC' : 'HOME');
    if (!zipInRanges(zip, served)) throw badRequest({ 'shippingAddress.zip': zipNotServedMessage(zip) }, zipNotServedMessage(zip));
  }

  /** The promotion the cart's entered code names, and whether the shopper (or the order's email) ordered before. */
  async function promotionReads(scope: RequestScope, cart: CartState | null, email: string | null): Promise<PromotionCheck | null> {
    const [code] = promotionCodesOf(cart?.discountCodes ?? []);
    if (code === undefined) return null;
    const promotion = deps.promotions ? await deps.promotions(code) : null;
    const hasOrdered = deps.store.hasOrdered ? await deps.store.hasOrdered(scope.site, scope.customerId, email) : false;
    return { code, promotion, hasOrdered, now: now() };
  }

  async function readBeforeOrder(scope: RequestScope, input: PlaceOrderInput): Promise<OrderReads> {
    const profile = await deps.accounts.profile(scope.customerId);
    const location = profileShippingLocation(profile);
    await refuseUnservedZip(location, input.shippingAddress.zip);
    const minimum = await deps.freeShippingMinimum(scope.site);
    const index = await deps.variants();
    const promotion = await promotionReads(scope, await deps.store.findCart(scope, input.cartId), input.email);
    const fairTradeCompliance = deps.fairTradeCompliance ? await deps.fairTradeCompliance(scope.site) : false;
    const customer = await deps.customerOf(scope.site, profile?.customerId);
    const offered = await donationOffered(deps.donationCampaigns);
    return { profile, location, minimum, index, customer, promotion, fairTradeCompliance, donationOffered: offered };
  }

  /** The order transaction: lock, refuse, take stock, charge, insert, empty the cart. */
  async function orderInTransaction(tx: OrderWrites, who: CartAccess, input: PlaceOrderInput, reads: OrderReads, refuse: OrderRefusal) {
    const { site } = who;
    const stored = await lockOrderableCart(tx, who, input.cartId);
    const cart: CartState = { ...stored, customer: reads.customer };
    await refuse(tx);
    refuseFlaggedCart(cart);
    refuseGuestAutoship(reads.profile, cart);
    refusePrescriptionLines(cart.lines, reads.customer, reads.index);
    refuseChangedPrices(cart, reads.index);
    const answers = answersOf(cart, input);
    refuseMissingAttestation(cart, answers, reads);
    // what does not depend on who orders (expiry, minimum) is judged before the card …
    const promotion = refuseStalePromotion(cart, reads.promotion && { ...reads.promotion, hasOrdered: false });
    await refuseTakenFirstAutoship(tx, who, input.email, stored);
    await takeStock(tx, site, cart, reads.index);
    const donationCents = payableDonationCents(cart, reads.donationOffered);
    const totals = orderTotals({ ...cart, promotion, donationCents }, input.shippingAddress.provinceCode, reads.minimum);
    const orderId = randomUUID();
    const charge = refuseFailedCharge(
      deps.payments.charge({ amountCents: totals.totalCents, card: input.payment, reference: orderId, now: now() }),
    );
    // … and whether this person ordered before only after it: a declined card answers the same for
    // every email, so the code cannot tell who has ordered
    if (reads.promotion?.promotion?.firstOrderOnly && (await orderedBeforeUnderPersonLock(tx, who, input.email))) {
      deps.payments.release(charge.authorizationId);
      refuseStalePromotion(cart, { ...reads.promotion, hasOrdered: true });
    }
    const order = await insertOrder(tx, { site, input, reads, cart: { ...cart, promotion }, totals, answers, charge, orderId });
    await deps.accounts.orderPlaced?.(tx.tx, order);
    // an ordered cart then refuses writes (see ordered-carts)
    await tx.saveCart(site, input.cartId, { ...cart, lines: [], donationCents: 0 });
    return order;
  }

  /**
   * Places the order of cart `input.cartId` exactly once (the request's transaction, behind its
   * Idempotency-Key). `refuse` runs in the transaction once the cart is locked (the staff quota).
   */
  async function run(scope: RequestScope, input: PlaceOrderInput, refuse: OrderRefusal = async () => {}): Promise<PlacedOrder> {
    refuseBadCard(input.payment, now());
    const reads = await readBeforeOrder(scope, input);
    const stored = await deps.store.transaction(scope.transact, (tx) => orderInTransaction(tx, scope, input, reads, refuse));
    scope.log.info({ orderNumber: stored.order.number, cartId: input.cartId }, 'order placed');
    return toPlacedOrder(stored);
  }

  return { run, refuseFlaggedCart, refusePrescriptionLines, refuseStalePromotion, promotionReads };
}
