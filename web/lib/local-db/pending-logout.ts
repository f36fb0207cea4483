/**
 * A sign-out the shop has not heard of yet (docs/architecture.md §6, shared workstations). The
 * device is wiped at once, but the session cookie is HttpOnly: the page cannot delete it, only the
 * shop's logout answer can. Until that answer comes, the logout waits here and is sent before
 * anything else: by the page before its next API call (web/lib/api.ts, which meanwhile sends no
 * cookie at all), and by the outbox replay before the first queued change (the worker's Background
 * Sync runs with every tab closed). So the next person at the computer never acts under the old
 * session. The worker imports this module: it reads IndexedDB; pages also keep a synchronous
 * mirror in localStorage, checked before each call without a database read.
 */
import { IDENTITY_PATHS } from '../../../core/contract/paths';
import { openLocalDb } from './open';

/** IndexedDB record of the pending logout (its value: when the sign-out happened). */
export const PENDING_LOGOUT_RECORD = 'pending-logout';
/** localStorage mirror of the record, for pages (shared by every tab of the origin). */
export const PENDING_LOGOUT_FLAG = 'shop.pendingLogout';
/** Web Lock taken by whoever sends it (page or worker), so it is sent once and never after a new sign-in. */
const SEND_LOCK = 'pending-logout';

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

function setFlag(on: boolean): void {
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

/** Remembers that the shop must still be told of a sign-out (the flag first: it is synchronous). */
export async function notePendingLogout(): Promise<void> {
  setFlag(true);
  const db = await openLocalDb();
  await db?.put('records', { key: PENDING_LOGOUT_RECORD, savedAt: Date.now(), value: { signedOutAt: Date.now() } }).catch(() => undefined);
}

/** Whether a logout waits in IndexedDB (what the worker knows). */
export async function hasPendingLogout(): Promise<boolean> {
  const db = await openLocalDb();
  if (!db) return logoutPendingHere();
  return (await db.get('records', PENDING_LOGOUT_RECORD).catch(() => undefined)) !== undefined || logoutPendingHere();
}

/** Forgets the pending logout: the shop answered it, or a new sign-in ended the old session anyway. */
export async function dropPendingLogout(): Promise<void> {
  setFlag(false);
  const db = await openLocalDb();
  await db?.delete('records', PENDING_LOGOUT_RECORD).catch(() => undefined);
}

/** 5xx and the passing 4xx mean 'not now'; any other answer ended the session (or there was none). */
const answered = (status: number) => status < 500 && status !== 408 && status !== 425 && status !== 429;

async function sendUnlocked(fetcher: typeof fetch): Promise<boolean> {
  if (!(await hasPendingLogout())) {
    setFlag(false); // a stale mirror: someone else sent it
    return true;
  }
  let response: Response;
  try {
    response = await fetcher(IDENTITY_PATHS.logout, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch {
    return false; // offline, or the shop is down
  }
  if (!answered(response.status)) return false;
  await dropPendingLogout();
  return true;
}

/**
 * Sends the pending logout, if there is one, with `fetcher` (the worker's fetch, or the page's
 * raw fetch: the logout call itself is never held back by the logout it is). Resolves true when
 * no logout waits any more (none, or the shop answered), false when the shop could not be reached.
 */
export function sendPendingLogout(fetcher: typeof fetch): Promise<boolean> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(SEND_LOCK, () => sendUnlocked(fetcher)) : sendUnlocked(fetcher);
}
