/**
 * Shared workstations (docs/architecture.md §6): whatever ends a signed-in visit on this device —
 * the menu's Log Out, the inactivity alert, the shop saying the session is over, a stored profile
 * found idle too long offline — calls eraseUserFromDevice, so the next person at the computer finds
 * nothing of the last one, in memory or in storage, online or not.
 */
import { CART_COOKIE, GUEST_CART_COOKIE, type SiteCode } from '../../../core/constants';
import { readSiteCode } from '../../app/site';
import { forgetBreadcrumbs } from '../breadcrumbs/breadcrumb-store';
import { forgetConsentChoice } from '../consent/consent-state';
import { forgetDonationOnDevice } from '../donation/forget-donation';
import { useLocationStore } from '../location/location-store';
import { forgetCustomerMessages } from '../../lib/local-db/contact-outbox';
import { eraseLocalDb } from '../../lib/local-db/erase';
import { logoutPendingHere } from '../../lib/local-db/pending-logout';
import { notePendingLogout } from '../../lib/local-db/pending-logout-send';
import { ALL_QUERIES, forgetQueries } from '../../lib/query-persistence/forget-queries';
import { forgetRuntimeCaches } from '../../lib/runtime-caches';
import { profileRecord } from './profile-record';
import { announceSignOutToOtherTabs, publishSignOut } from './sign-out-events';
import { useUserStore } from './user-store';

/** Cookies scripts can see and that belong to a signed-in visit (the session cookie is the server's to clear). */
const VISIT_COOKIES = [CART_COOKIE, GUEST_CART_COOKIE, 'order_management'];

function clearVisitCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie needs no Cookie Store API (not in every browser)
  for (const name of VISIT_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Removes everything of the user who signs out from this device: the profile (memory and stored),
 * the visit cookies, the whole query cache (memory and persisted), the breadcrumb trail, the stored
 * zip, the donation widget's records, the customer's contact messages still queued, the service
 * worker's cached API reads (all its runtime caches on the staff-feeding storefront), and, through the sign-out listeners, the cart
 * (its snapshot, its queued changes, its cookie and the cart shown). On the staff-feeding
 * storefront the whole local database is then deleted and the cookie choice forgotten (the next
 * person at a clinic computer makes their own). Other tabs of the storefront are told.
 * The server session is not this function's: see signOut (sign-out.ts).
 */
export async function eraseUserFromDevice(site: SiteCode = readSiteCode(document)): Promise<void> {
  useUserStore.getState().clear();
  clearVisitCookies();
  forgetDonationOnDevice();
  const steps = await Promise.allSettled([
    profileRecord.clear(),
    forgetQueries(ALL_QUERIES),
    forgetBreadcrumbs(),
    useLocationStore.getState().forget(),
    forgetCustomerMessages(),
    forgetRuntimeCaches(site),
    publishSignOut(),
  ]);
  for (const step of steps) if (step.status === 'rejected') console.warn('Part of the sign-out wipe failed', step.reason);
  if (site === 'HPSF') {
    forgetConsentChoice();
    await eraseLocalDb();
    // the one thing the new database keeps: the shop must still hear of this sign-out
    if (logoutPendingHere()) await notePendingLogout();
  }
  announceSignOutToOtherTabs();
}
