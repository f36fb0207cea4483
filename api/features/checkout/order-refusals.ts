/**
 * What refuses an order, each a small named check that throws the answer the shopper gets: the
 * cart (gone, ordered, flagged, a guest's Autoship, a prescription-line item the customer may not
 * order, a changed price), the card, and stock short of a line.
 */
import { type CartCustomer, type CartState, createVariantLookup, type IndexedVariant, variantRefusalMessage } from '../../../core/cart';
import {
  type CardInput,
  type CheckoutProfile,
  type ChargeResult,
  cardFieldErrors,
  checkoutRefusal,
  prescriptionLineErrors,
  priceChangeRefusal,
  priceChanges,
} from '../../../core/checkout';
import type { SiteCode } from '../../../core/constants';
import { badRequest, DomainError, notFound } from '../../errors';
import type { CartAccess } from '../cart/cart-access';
import { CART_LOG, stockDestinationFor } from '../cart/cart.service';
import type { OrderWrites } from './checkout.store';
import { cartOrderedError } from './ordered-carts';

export const AUTOSHIP_NEEDS_ACCOUNT =
  'Log in or create an account to start an Autoship: it is kept in your account, where you can change or cancel it.';

/** Locks cart `cartId` in the order transaction; 404 when gone or not the caller's, 409 CART_ORDERED when it already became an order. */
export async function lockOrderableCart(tx: OrderWrites, who: CartAccess, cartId: string): Promise<CartState> {
  const cart = await tx.lockCart(who, cartId);
  if (!cart) throw notFound(CART_LOG.noCart);
  const ordered = await tx.orderOfCart(cartId);
  if (ordered) throw cartOrderedError(ordered.number);
  return cart;
}

/** Prefixes card field errors with the wire object they belong to. */
const paymentFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [`payment.${field}`, message]));

/** The refusal of a cart that may not be checked out (empty, total over 10, autoship line over 5). */
export function refuseFlaggedCart(cart: CartState): void {
  const refusal = checkoutRefusal(cart);
  if (refusal) throw new DomainError('VALIDATION_FAILED', refusal.message, { cartId: refusal.message });
}

/** A prescription-line item the checkout's customer may not order refuses the checkout, naming each such line. */
export function refusePrescriptionLines(
  lines: CartState['lines'],
  customer: CartCustomer,
  index: ReadonlyMap<string, IndexedVariant>,
): void {
  const errors = prescriptionLineErrors(lines, customer, index);
  if (errors) throw new DomainError('FORBIDDEN', Object.values(errors)[0], errors);
}

/** A line priced otherwise than the catalogue prices it now refuses the order (409: checkout start re-prices the cart). */
export function refuseChangedPrices(cart: CartState, index: ReadonlyMap<string, IndexedVariant>): void {
  const refusal = priceChangeRefusal(priceChanges(cart.lines, index));
  if (refusal) throw new DomainError('PRICE_CHANGED', refusal.message, refusal.fields);
}

/** An autoship lives in a customer's account (managed under My Subscriptions): no account, no autoship. */
export function refuseGuestAutoship(profile: CheckoutProfile | null, cart: CartState): void {
  if (!profile && cart.lines.some((line) => line.sellingPlanId !== null)) throw new DomainError('UNAUTHENTICATED', AUTOSHIP_NEEDS_ACCOUNT);
}

export function refuseBadCard(card: CardInput, now: Date): void {
  const cardErrors = cardFieldErrors(card, now);
  if (Object.keys(cardErrors).length > 0) throw badRequest(paymentFields(cardErrors), 'Check your card details.');
}

/** A charge that did not go through refuses the order. */
export function refuseFailedCharge(charge: ChargeResult): Extract<ChargeResult, { status: 'approved' }> {
  if (charge.status === 'invalid') throw badRequest(paymentFields(charge.fields), 'Check your card details.');
  if (charge.status === 'declined') throw new DomainError('CARD_DECLINED', charge.message, { 'payment.cardNumber': charge.message });
  return charge;
}

/** Stock of every line taken at the site's destination; the first line short of stock refuses the order. */
export async function takeStock(tx: OrderWrites, site: SiteCode, cart: CartState, index: ReadonlyMap<string, IndexedVariant>) {
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
