/**
 * Noting and sending a pending logout (pending-logout.ts says why it waits): the page's sign-out
 * notes it, the page's next API call and the worker's outbox replay send it.
 */
import { IDENTITY_PATHS } from '../../../core/contract/paths';
import { openLocalDb } from './open';
import { logoutPendingHere, PENDING_LOGOUT_RECORD, setPendingLogoutFlag } from './pending-logout';

/** Web Lock taken by whoever sends it (page or worker), so it is sent once and never after a new sign-in. */
const SEND_LOCK = 'pending-logout';

/** Remembers that the shop must still be told of a sign-out (the flag first: it is synchronous). */
export async function notePendingLogout(): Promise<void> {
  setPendingLogoutFlag(true);
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
  setPendingLogoutFlag(false);
  const db = await openLocalDb();
  await db?.delete('records', PENDING_LOGOUT_RECORD).catch(() => undefined);
}

/** 5xx and the passing 4xx mean 'not now'; any other answer ended the session (or there was none). */
const answered = (status: number) => status < 500 && status !== 408 && status !== 425 && status !== 429;

async function sendUnlocked(fetcher: typeof fetch): Promise<boolean> {
  if (!(await hasPendingLogout())) {
    setPendingLogoutFlag(false); // a stale mirror: someone else sent it
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
