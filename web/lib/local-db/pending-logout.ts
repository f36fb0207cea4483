/**
 * A sign-out the shop has not heard of yet (docs/architecture.md §6, shared workstations). The
 * device is wiped at once, but the session cookie is HttpOnly: the page cannot delete it, only the
 * shop's logout answer can. Until that answer comes, the logout waits here and is sent before
 * anything else: by the page before its next API call (web/lib/api.ts, which meanwhile sends no
 * cookie at all), and by the outbox replay before the first queued change (the worker's Background
 * Sync runs with every tab closed). So the next person at the computer never acts under the old
 * session. The record is in IndexedDB (what the worker reads); pages also keep a synchronous
 * mirror in localStorage, checked before each call without a database read. This module is that
 * check, which every page's calls make; noting and sending the logout are in
 * pending-logout-send.ts, which a page loads only with a logout to note or to send.
 */

/** IndexedDB record of the pending logout (its value: when the sign-out happened). */
export const PENDING_LOGOUT_RECORD = 'pending-logout';
/** localStorage mirror of the record, for pages (shared by every tab of the origin). */
export const PENDING_LOGOUT_FLAG = 'shop.pendingLogout';

// Only where localStorage is refused (some private modes): this page remembers it for as long as it
// lives. Never besides a working localStorage: a page's stale memory would log out the next sign-in.
let pendingInMemory = false;

/** The page's localStorage (the service worker, which imports this module too, has none). */
interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const flagStorage = (): FlagStorage | undefined => (globalThis as { localStorage?: FlagStorage }).localStorage;

/** Sets or clears the localStorage mirror. */
export function setPendingLogoutFlag(on: boolean): void {
  try {
    if (on) flagStorage()?.setItem(PENDING_LOGOUT_FLAG, String(Date.now()));
    else flagStorage()?.removeItem(PENDING_LOGOUT_FLAG);
    pendingInMemory = false;
  } catch {
    pendingInMemory = on;
  }
}

/** A page's quick check: has a sign-out on this device not reached the shop yet? */
export function logoutPendingHere(): boolean {
  try {
    return Boolean(flagStorage()?.getItem(PENDING_LOGOUT_FLAG));
  } catch {
    return pendingInMemory;
  }
}
