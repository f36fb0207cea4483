/** 'Fri, Nov 27' for a 'YYYY-MM-DD' date, whatever the device's time zone. */
export function formatDeliveryDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

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
  return `Estimated delivery ${formatDeliveryDate(estimate.date)} to ${place.city || estimate.city || place.zip}`;
}
