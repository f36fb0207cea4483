import { CART_COOKIE, GUEST_CART_COOKIE } from '../../../core/constants';
import { forgetCustomerMessages, listContactMessages } from '../../lib/local-db/contact-outbox';
import { requestReplay } from '../../lib/outbox-trigger';
import { forgetQueries, PER_CUSTOMER_QUERY_PREFIXES } from '../../lib/query-persistence/forget-queries';
import { identityApi } from './identity-api';
import { profileRecord } from './profile-record';
import { inactivityFlag, useUserStore } from './user-store';

/** Cookies scripts can see and that belong to a signed-in visit (the session cookie is the server's to clear). */
const VISIT_COOKIES = [CART_COOKIE, GUEST_CART_COOKIE, 'order_management'];

function clearVisitCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie needs no Cookie Store API (not in every browser)
  for (const name of VISIT_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Contact messages the customer queued on this device go now, under the session they were written
 * in, before it ends (signing out needs the connection that sends them).
 */
async function sendCustomerMessagesFirst(): Promise<void> {
  const messages = await listContactMessages().catch(() => []);
  if (messages.some((message) => message.owner === 'customer' && message.status === 'pending')) await requestReplay().catch(() => null);
}

/**
 * Logout of §4: the identity logout first; on success the profile and cookies are cleared and the
 * server's cache entry of this session deleted. The stored profile and every per-customer answer
 * of the persisted query cache go too: the next user of a shared workstation sees nothing of this
 * one. So do the customer's contact messages still queued here (sent first, while the session
 * lasts; what is left the server refused or could not take). Answers false when the logout call
 * failed (the visitor stays signed in, e.g. offline).
 */
export async function signOut(options: { forInactivity?: boolean } = {}): Promise<boolean> {
  const { cacheKey } = useUserStore.getState();
  await sendCustomerMessagesFirst();
  try {
    await identityApi.logout();
  } catch (error) {
    console.error('Logout failed', error);
    return false;
  }
  // the flag first: clearing the profile sends an account page to the login page, which reads it
  if (options.forInactivity) inactivityFlag.set();
  useUserStore.getState().clear();
  clearVisitCookies();
  await Promise.all([profileRecord.clear(), forgetQueries(PER_CUSTOMER_QUERY_PREFIXES), forgetCustomerMessages().catch(() => 0)]);
  if (cacheKey) await identityApi.deleteCacheItem(cacheKey);
  return true;
}
