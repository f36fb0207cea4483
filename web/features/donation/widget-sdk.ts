/**
 * The page's one donation SDK and click stream (created at the first widget, kept while the app
 * runs), for this shop's donation store.
 */
import type { SiteCode } from '../../../core/constants';
import { createClickStream } from './sdk/click-stream';
import { createDonationClient, type DonationClient } from './sdk/donation-client';
import { createDonationSdk, type DonationSdk } from './sdk/donation-sdk';
import { announceSiteMode } from './site-mode';
import { DONATION_STORE_ID } from './store-id';

let shared: { sdk: DonationSdk; client: DonationClient } | null = null;

export function widgetSdk(site: SiteCode): { sdk: DonationSdk; client: DonationClient } {
  announceSiteMode(site);
  if (shared) return shared;
  const client = createDonationClient(DONATION_STORE_ID);
  let sdk: DonationSdk | null = null;
  const clickStream = createClickStream({
    storeId: DONATION_STORE_ID,
    send: (body) => client.clickStreamEvents(body),
    trackingId: () => sdk?.getView().trackingId ?? null,
  });
  sdk = createDonationSdk({ storeId: DONATION_STORE_ID, client, track: (type, payload) => clickStream.track(type, payload) });
  // the widget never shows an error: failures are logged, the widget hides or shows its estimate
  sdk.on('error', (error) => console.error(error.message, error.cause));
  clickStream.start();
  window.addEventListener('online', () => void clickStream.flush());
  shared = { sdk, client };
  return shared;
}
