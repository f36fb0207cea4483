/**
 * Placing an order, as small named steps. Before anything is locked: the card's fields and the zip,
 * then what the transactions need. Then three steps, so that no charge is ever left without an order:
 *  1. reserve (a transaction of its own, committed): lock the cart, refuse what may not be ordered,
 *     take stock and write the order as pending (the cart then takes no more writes);
 *  2. charge the card, referencing the order;
 *  3. complete (the request's transaction, behind its Idempotency-Key): judge what depends on who
 *     orders (first-order codes, a first Autoship) under the person's lock, mark the order paid and
 *     empty the cart.
 * A declined card, or a refusal after the charge, undoes the pending order (its stock back) and
 * releases the charge. A crash or an unanswered charge leaves the order pending beside the charge:
 * the same request again resumes it (the charge is the provider's for that reference).
 */
import { randomUUID } from 'node:crypto';
import type { CartCustomer, CartState } from '../../../core/cart';
import { orderTotals } from '../../../core/checkout';
import type { SiteCode } from '../../../core/constants';
import type { PlacedOrder } from '../../../core/contract/checkout';
import { ChangedMeanwhile } from '../../db/transact';
import { notFound } from '../../errors';
import type { RequestScope } from '../../request-scope';
import type { CartAccess } from '../cart/cart-access';
import { CART_LOG, stockDestinationFor } from '../cart/cart.service';
import type { CheckoutAccounts, CheckoutDeps } from './checkout.service';
import type { OrderWrites, StoredOrder } from './checkout.store';
import { orderedBeforeUnderPersonLock, refuseTakenFirstAutoship } from './first-order-checks';
import { answersOf, refuseMissingAttestation, refuseStalePromotion } from './order-checks';
import { payableDonationCents } from './order-donation';
import {
  refuseBadCard,
  refuseChangedPrices,
  refuseFailedCharge,
  refuseFlaggedCart,
  refuseGuestAutoship,
  refusePrescriptionLines,
  takeStock,
} from './order-refusals';
import { cartOrderedError } from './ordered-carts';
import { toPlacedOrder } from './order-wire';
import { insertPendingOrder } from './pending-order';
import { type OrderReads, orderReads, type PlaceOrderInput } from './order-reads';

export type { PlaceOrderInput } from './order-reads';

/** A refusal another area checks inside the order's transaction, once the cart is locked; it throws to refuse. */
export type OrderRefusal = (writes: OrderWrites) => Promise<void>;

type PlaceOrderDeps = CheckoutDeps & {
  accounts: CheckoutAccounts;
  customerOf: (site: SiteCode, customerId: string | null | undefined) => Promise<CartCustomer>;
};

/**
 * Step 1: the order, pending, with its stock taken. A pending order asked for again by its own
 * request (the same Idempotency-Key, after a crash) is resumed; any other request on the cart is
 * refused as for an ordered cart.
 */
async function reserveOrder(tx: OrderWrites, who: RequestScope, input: PlaceOrderInput, reads: OrderReads, refuse: OrderRefusal) {
  const stored = await tx.lockCart(who, input.cartId);
  if (!stored) throw notFound(CART_LOG.noCart);
  const ordered = await tx.orderOfCart(input.cartId);
  const resumes = ordered?.status === 'pending_payment' && ordered.requestKey !== null && ordered.requestKey === who.requestKey;
  if (resumes) return (await tx.lockOrder(ordered.id)) as StoredOrder;
  if (ordered) throw cartOrderedError(ordered.number);
  const cart: CartState = { ...stored, customer: reads.customer };
  await refuse(tx);
  refuseFlaggedCart(cart);
  refuseGuestAutoship(reads.profile, cart);
  refusePrescriptionLines(cart.lines, reads.customer, reads.index);
  refuseChangedPrices(cart, reads.index);
  const answers = answersOf(cart, input);
  refuseMissingAttestation(cart, answers, reads);
  // what does not depend on who orders (expiry, minimum) is judged before the card, the rest in step 3
  const promotion = refuseStalePromotion(cart, reads.promotion && { ...reads.promotion, hasOrdered: false });
  await takeStock(tx, who.site, cart, reads.index);
  const donationCents = payableDonationCents(cart, reads.donationOffered);
  const totals = orderTotals({ ...cart, promotion, donationCents }, input.shippingAddress.provinceCode, reads.minimum);
  const { profile, location } = reads;
  const order = { orderId: randomUUID(), requestKey: who.requestKey ?? null, site: who.site, input, profile, location };
  return insertPendingOrder(tx, { ...order, cart: { ...cart, promotion }, totals, answers });
}

export function placeOrderSteps(deps: PlaceOrderDeps) {
  const now = deps.now ?? (() => new Date());
  const { readBeforeOrder, promotionReads } = orderReads(deps);

  /**
   * Step 3: whether this person ordered before, and whether their first Autoship was taken, are
   * judged only now, after the card (a declined card answers the same for every email, so the code
   * cannot tell who has ordered), under the person's lock. Then the order is paid and the cart empty.
   */
  async function completeOrder(
    tx: OrderWrites,
    who: CartAccess,
    input: PlaceOrderInput,
    reads: OrderReads,
    orderId: string,
    authorization: string,
  ) {
    const stored = await tx.lockCart(who, input.cartId);
    const pending = await tx.lockOrder(orderId);
    if (!stored || !pending) throw notFound(CART_LOG.noCart);
    if (pending.order.status !== 'pending_payment') return pending; // the same order, completed by the request before
    await refuseTakenFirstAutoship(tx, who, input.email, stored);
    if (reads.promotion?.promotion?.firstOrderOnly && (await orderedBeforeUnderPersonLock(tx, who, input.email))) {
      refuseStalePromotion(stored, { ...reads.promotion, hasOrdered: true });
    }
    const placed = await tx.markPaid(orderId, authorization);
    await deps.accounts.orderPlaced?.(tx.tx, placed);
    // an ordered cart then refuses writes (see ordered-carts)
    await tx.saveCart(who.site, input.cartId, { ...stored, customer: reads.customer, lines: [], donationCents: 0 });
    return placed;
  }

  /** Undoes a pending order whose payment failed or was refused after the card: stock back, cart writable again. */
  async function undoPendingOrder(scope: RequestScope, orderId: string): Promise<void> {
    await deps.store.ownTransaction((tx) => tx.dropPendingOrder(orderId, stockDestinationFor(scope.site)));
  }

  /**
   * The order was refused after its card was charged: the order goes, then the charge. When the
   * order cannot be undone (the database failed), both stay, as after a crash: order beside charge.
   */
  async function undoAfterCharge(scope: RequestScope, orderId: string, authorizationId: string): Promise<void> {
    try {
      await undoPendingOrder(scope, orderId);
    } catch (error) {
      scope.log.error({ err: error, orderId }, 'pending order not undone; it stays pending with its charge');
      return;
    }
    deps.payments.release(authorizationId);
  }

  /**
   * Places the order of cart `input.cartId` exactly once (behind its Idempotency-Key). `refuse`
   * runs in step 1 once the cart is locked (the staff quota).
   */
  async function run(scope: RequestScope, input: PlaceOrderInput, refuse: OrderRefusal = async () => {}): Promise<PlacedOrder> {
    refuseBadCard(input.payment, now());
    const reads = await readBeforeOrder(scope, input);
    const pending = await deps.store.ownTransaction((tx) => reserveOrder(tx, scope, input, reads, refuse));
    const { id: orderId, totalCents } = pending.order;
    // an exception here (the provider did not answer) leaves the order pending: the charge may have happened
    const charge = deps.payments.charge({ amountCents: totalCents, card: input.payment, reference: orderId, now: now() });
    if (charge.status !== 'approved') await undoPendingOrder(scope, orderId);
    const { authorizationId } = refuseFailedCharge(charge);
    let placed: StoredOrder;
    try {
      placed = await deps.store.transaction(scope.transact, (tx) => completeOrder(tx, scope, input, reads, orderId, authorizationId));
    } catch (error) {
      // the request runs again on what is stored now, and resumes the pending order
      if (error instanceof ChangedMeanwhile) throw error;
      await undoAfterCharge(scope, orderId, authorizationId);
      throw error;
    }
    scope.log.info({ orderNumber: placed.order.number, cartId: input.cartId }, 'order placed');
    return toPlacedOrder(placed);
  }

  return { run, refuseFlaggedCart, refusePrescriptionLines, refuseStalePromotion, promotionReads };
}
