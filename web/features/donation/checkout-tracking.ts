/**
 * The donation tracking id checkout sends (start and place-order), so the server writes it into
 * the order's attributes (§3). Only when the cart's widget showed: a shopper in an excluded
 * segment (staff feeding) or a cart that gives nothing names no record. Small and SDK-free, so the
 * checkout page does not load the widget's code for it.
 */
import { keptTrackingId, lastKnown } from './sdk/local-keep';
import { DONATION_STORE_ID } from './store-id';

export function donationTrackingIdForCheckout(): string | null {
  return lastKnown(DONATION_STORE_ID)?.eligible ? keptTrackingId(DONATION_STORE_ID) : null;
}
