import { REMOTE_STATE_SERVICE_CHARGE_CENTS, REMOTE_STATES } from '../constants';
import type { UsStateCode } from '../stock/us-states';

/**
 * Flat shipping of an order below the free-shipping minimum, in cents; our documented choice (the
 * spec gives only the threshold). One rate for every state and both storefronts: parcels of pet food
 * ship ground, and the remote-state surcharge is the separate Alaska/Hawaii service charge.
 */
export const FLAT_SHIPPING_CENTS = 799;

/** True for the states whose shipments carry the $4 service charge (§9: Alaska, Hawaii). */
export function isRemoteState(state: string): boolean {
  return (REMOTE_STATES as readonly string[]).includes(state);
}

/** Shipping in cents: free when the eligible subtotal reaches the minimum, else the flat rate. */
export function shippingCents(eligibleCents: number, minimumCents: number): number {
  return eligibleCents >= minimumCents ? 0 : FLAT_SHIPPING_CENTS;
}

/** The Alaska/Hawaii service charge in cents for a shipment to `state` (0 elsewhere). */
export function serviceChargeCents(state: UsStateCode): number {
  return isRemoteState(state) ? REMOTE_STATE_SERVICE_CHARGE_CENTS : 0;
}
