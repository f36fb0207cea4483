/**
 * The donation tracking record of a placed order: the order's own attribute (§3; the server writes
 * it for signed-in customers), else, for a guest's order on the device that placed it, the record
 * checkout named, remembered for this tab so a reload of the confirmation still finds it.
 */
import { donationTrackingIdForCheckout } from './checkout-tracking';
import { isTrackingId } from './sdk/local-keep';

/** core/checkout's DONATION_TRACKING_ATTRIBUTE, written out: that module brings zod, which pages keep out (a test checks they agree). */
export const ORDER_TRACKING_ATTRIBUTE = 'donation_tracking_id';

const orderKey = (number: string) => `donation:order:${number}`;

export function orderTrackingId(
  order: { number: string; attributes: readonly { key: string; value: string }[] },
  placedHere: boolean,
): string | null {
  const own = order.attributes.find((a) => a.key === ORDER_TRACKING_ATTRIBUTE)?.value;
  if (isTrackingId(own)) return own;
  if (!placedHere) return null;
  const remembered = sessionStorage.getItem(orderKey(order.number));
  if (isTrackingId(remembered)) return remembered;
  const current = donationTrackingIdForCheckout();
  if (current) sessionStorage.setItem(orderKey(order.number), current);
  return current;
}
