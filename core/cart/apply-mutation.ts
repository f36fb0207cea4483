import { addCartLines } from './add-lines';
import { isOrderAttributeKey } from '../entities/cart';
import { mergeAttributes } from './cart-line';
import { normaliseDiscountCodes } from './discount-codes';
import type { CartMutation } from './mutation';
import { MAX_CART_DONATION_CENTS } from './rules';
import { MAX_PROMOTION_CODES, promotionCodesOf, promotionRefusalMessage } from './promotions';
import { type CartMutationResult, refused } from './outcome';
import { EMPTY_BUYER_IDENTITY, emptyCart } from './empty';
import type { BuyerIdentity, CartState } from './state';
import { updateCartLines } from './update-lines';
import type { VariantLookup } from './variant-lookup';

/** A cart changed in a way that needs no catalogue and cannot fail. */
function changed(cart: CartState): CartMutationResult {
  return { cart, outcome: { ok: true, lineIds: [], removedLineIds: [], adjustments: [] } };
}

/** Buyer identity with the given fields replaced and the rest kept. */
function withIdentity(current: BuyerIdentity, given: Partial<BuyerIdentity>): BuyerIdentity {
  const next = { ...current };
  for (const key of Object.keys(EMPTY_BUYER_IDENTITY) as (keyof BuyerIdentity)[]) {
    if (given[key] !== undefined) next[key] = given[key];
  }
  return next;
}

/** Removes lines by id (duplicates count once); an id not in the cart refuses the whole call. */
function removeCartLines(cart: CartState, ids: readonly string[]): CartMutationResult {
  const unique = [...new Set(ids)];
  const missing = unique.find((id) => !cart.lines.some((line) => line.id === id));
  if (missing !== undefined) {
    const field = `lineItemIds[${ids.indexOf(missing)}]`;
    return refused(cart, { reason: 'unknown-line', message: `No line '${missing}' in this cart`, field });
  }
  const lines = cart.lines.filter((line) => !unique.includes(line.id));
  return { cart: { ...cart, lines }, outcome: { ok: true, lineIds: [], removedLineIds: unique, adjustments: [] } };
}

/**
 * Keeps the entered codes (one promotion code at most besides AUTO35); the promotion's terms stay
 * only while its code is still entered. Whether a new code may be used is the server's to say
 * (acceptEnteredPromotion), so the offline cart shows it as waiting until then.
 */
function updateDiscountCodes(cart: CartState, entered: readonly string[]): CartMutationResult {
  const codes = normaliseDiscountCodes(entered);
  const promotionCodes = promotionCodesOf(codes);
  if (promotionCodes.length > MAX_PROMOTION_CODES) {
    return refused(cart, {
      reason: 'promotion-refused',
      message: promotionRefusalMessage('one-code-only', promotionCodes[1]),
      field: 'codes',
    });
  }
  const promotion = cart.promotion && codes.includes(cart.promotion.code) ? cart.promotion : null;
  return changed({ ...cart, discountCodes: codes, promotion });
}

/**
 * The shopper-paid donation is a cart-level amount, not a product line (no variant to look up):
 * the contract refuses bad amounts on the wire, this guards the offline path the same way.
 */
function updateDonation(cart: CartState, amountCents: number): CartMutationResult {
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > MAX_CART_DONATION_CENTS) {
    const message = `The donation must be a whole number of cents from 0 to ${MAX_CART_DONATION_CENTS}`;
    return refused(cart, { reason: 'invalid-donation', message, field: 'amountCents' });
  }
  return changed({ ...cart, donationCents: amountCents });
}

/** Creates the cart `cartId` (a client-made id is fine) with its first lines. */
function createCart(cart: CartState | null, mutation: Extract<CartMutation, { kind: 'create' }>, catalogue: VariantLookup) {
  if (cart) return refused(cart, { reason: 'cart-exists', message: `Cart '${mutation.cartId}' already exists`, field: 'cartId' });
  const base = emptyCart(mutation.cartId, {
    buyerIdentity: withIdentity(EMPTY_BUYER_IDENTITY, mutation.buyerIdentity ?? {}),
    customer: mutation.customer,
    attributes: mergeAttributes(mutation.attributes ?? []),
    note: mutation.note ?? null,
  });
  return addCartLines(base, mutation.lineItems, catalogue);
}

/**
 * The cart reducer shared by the server and the offline client: applies one mutation to a cart
 * (null before create) under the rules of core/cart, and says what happened. Pure: the same
 * cart, mutation and catalogue always give the same result, line ids included.
 */
export function applyCartMutation(cart: CartState | null, mutation: CartMutation, catalogue: VariantLookup): CartMutationResult {
  if (mutation.kind === 'create') return createCart(cart, mutation, catalogue);
  if (!cart) return refused(null, { reason: 'no-cart', message: 'No cart found', field: 'cartId' });
  switch (mutation.kind) {
    case 'addLines':
      return addCartLines(cart, mutation.lineItems, catalogue);
    case 'removeLines':
      return removeCartLines(cart, mutation.lineItemIds);
    case 'updateLines':
      return updateCartLines(cart, mutation.lineItems, catalogue);
    case 'updateAttributes':
      // the shopper's attributes are replaced; the order attributes checkout set are the shop's and stay
      return changed({
        ...cart,
        attributes: mergeAttributes(
          cart.attributes.filter((a) => isOrderAttributeKey(a.key)),
          mutation.attributes.filter((a) => !isOrderAttributeKey(a.key)),
        ),
      });
    case 'updateBuyerIdentity':
      return changed({
        ...cart,
        buyerIdentity: withIdentity(cart.buyerIdentity, mutation.buyerIdentity),
        customer: { ...cart.customer, ...mutation.customer },
      });
    case 'updateDiscountCodes':
      return updateDiscountCodes(cart, mutation.codes);
    case 'updateNote':
      return changed({ ...cart, note: mutation.note });
    case 'updateDonation':
      return updateDonation(cart, mutation.amountCents);
  }
}
