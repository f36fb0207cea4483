import { fetchRaw } from '../../lib/api';
import { listContactMessages } from '../../lib/local-db/contact-outbox';
import { notePendingLogout, sendPendingLogout } from '../../lib/local-db/pending-logout-send';
import { requestReplay } from '../../lib/outbox-trigger';
import { eraseUserFromDevice } from './erase-user-from-device';
import { identityApi } from './identity-api';
import { inactivityFlag, useUserStore } from './user-store';

/**
 * Contact messages the customer queued on this device go now, under the session they were written
 * in, before it ends (signing out needs the connection that sends them).
 */
async function sendCustomerMessagesFirst(): Promise<void> {
  const messages = await listContactMessages().catch(() => []);
  if (messages.some((message) => message.owner === 'customer' && message.status === 'pending')) await requestReplay().catch(() => null);
}

/** What a sign-out did beyond this device: whether the shop has ended the session yet. */
export interface SignOutResult {
  /** false when the shop could not be reached: the logout waits and goes before any other call */
  endedOnServer: boolean;
}

/**
 * Logout of §4 on a shared workstation. The customer's queued contact messages go first, while the
 * session lasts. Then the logout is noted as pending and everything of this user is wiped from the
 * device (eraseUserFromDevice) whether or not the shop can be reached: from here on the device is
 * signed out. The pending logout is then sent; the session cookie is HttpOnly, so only the shop's
 * answer clears it. Offline, it waits: the page sends it before its next call (and sends no cookie
 * until then), the worker's Background Sync before any queued change. On success the server's cache
 * entry of this session is deleted too.
 */
export async function signOut(options: { forInactivity?: boolean } = {}): Promise<SignOutResult> {
  const { cacheKey } = useUserStore.getState();
  await sendCustomerMessagesFirst();
  await notePendingLogout();
  // the flag first: clearing the profile sends an account page to the login page, which reads it
  if (options.forInactivity) inactivityFlag.set();
  await eraseUserFromDevice();
  const endedOnServer = await sendPendingLogout(fetchRaw);
  // offline: the replay registers the Background Sync that sends it once the connection returns
  if (!endedOnServer) void requestReplay();
  else if (cacheKey) await identityApi.deleteCacheItem(cacheKey);
  return { endedOnServer };
}
