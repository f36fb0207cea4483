/**
 * The widget's records on this device (tracking id, chosen cause and last figures, queued
 * click-stream events, a confirmation's tracking id): a sign-out removes them, so the next person
 * at a shared computer starts a tracking record of their own. Import-free: the sign-out wipe loads
 * with every page, the widget only where it shows.
 */
export function forgetDonationOnDevice(): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith('donation:')) storage.removeItem(key);
  }
}
