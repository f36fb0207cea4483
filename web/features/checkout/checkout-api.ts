/**
 * Checkout calls (core/contract/checkout). Writes carry an Idempotency-Key made by the caller, so a
 * retry of the same submission is answered with the first answer and never makes a second order.
 */
import type { RefInput, RefOutput } from '../../../core/contract/define';
import { getOrder, placeOrder, quoteCheckout, startCheckout } from '../../../core/contract/checkout-refs';
import { ApiError, callEndpoint } from '../../lib/api';
import { donationTrackingIdForCheckout } from '../donation/checkout-tracking';

export type CheckoutStart = RefOutput<typeof startCheckout>['data'];
export type CheckoutQuote = RefOutput<typeof quoteCheckout>['data'];
export type PlacedOrder = RefOutput<typeof getOrder>['data'];
export type PlaceOrderInput = RefInput<typeof placeOrder>;

/**
 * §4 checkout start: the server's cart, refused when empty, flagged or already ordered. It names the
 * donation widget's tracking record, which the server writes into the order attributes (§3).
 */
export function startCheckoutCall(cartId: string, key: string, signal?: AbortSignal): Promise<CheckoutStart> {
  const input = { cartId, donationTrackingId: donationTrackingIdForCheckout() };
  return callEndpoint(startCheckout, input, { idempotencyKey: key, signal }).then((answer) => answer.data);
}

type ProvinceCode = RefInput<typeof quoteCheckout>['provinceCode'];

/** Shipping, service charge, tax and total to a state. */
export function quoteCall(cartId: string, provinceCode: ProvinceCode, signal?: AbortSignal): Promise<CheckoutQuote> {
  return callEndpoint(quoteCheckout, { cartId, provinceCode }, { signal }).then((answer) => answer.data);
}

/**
 * Places the order; `key` is the Idempotency-Key of this submission (the same on every retry). The
 * donation tracking record goes again: the server takes it for the order's attributes.
 */
export function placeOrderCall(input: PlaceOrderInput, key: string): Promise<PlacedOrder> {
  const withDonation = input.donationTrackingId === undefined ? { ...input, donationTrackingId: donationTrackingIdForCheckout() } : input;
  return callEndpoint(placeOrder, withDonation, { idempotencyKey: key }).then((answer) => answer.data);
}

/** Placed order `number` (the server answers it to its customer, or to the guest whose cart it was). */
export function orderCall(number: string, signal?: AbortSignal): Promise<PlacedOrder> {
  return callEndpoint(getOrder, { number }, { signal }).then((answer) => answer.data);
}

/** True when the server was never reached (offline, connection dropped). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
