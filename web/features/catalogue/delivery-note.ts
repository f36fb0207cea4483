import { formatShortDate } from '../../lib/format';

/**
 * The card's delivery line (§2): 'Estimated delivery {date} to {city}', where the place is the
 * shopper's own city when known, else the city of the zip's sectional center, else the zip;
 * Hawaii with the flag on gets 'See checkout for delivery date'.
 */
export function deliveryNoteText(
  estimate: { date: string; state: string; city?: string | null },
  place: { city?: string; zip: string },
  hawaiiAtCheckout: boolean,
): string {
  if (hawaiiAtCheckout && estimate.state === 'HI') return 'See checkout for delivery date';
  return `Estimated delivery ${formatShortDate(estimate.date)} to ${place.city || estimate.city || place.zip}`;
}
