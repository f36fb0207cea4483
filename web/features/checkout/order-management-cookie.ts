/**
 * The order-management cookie of §4 and §9: made once per session at checkout start for a signed-in
 * customer, from the server's signed value (/api/crypto), secure and valid for 2 hours. A guest
 * gets none; a failure is only logged, because checkout itself does not depend on it.
 */
import { ORDER_MANAGEMENT_COOKIE_MAX_AGE_MS } from '../../../core/constants';
import { callEndpoint } from '../../lib/api';
import { identityRef } from '../identity/identity-call';

export const ORDER_MANAGEMENT_COOKIE = 'order_management';

function hasCookie(doc: Document, name: string): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** Creates the cookie when the customer is signed in and it is absent; true when it was made now. */
export async function ensureOrderManagementCookie(signedIn: boolean, doc: Document = document): Promise<boolean> {
  if (!signedIn || hasCookie(doc, ORDER_MANAGEMENT_COOKIE)) return false;
  try {
    const { hash, value } = await callEndpoint(identityRef('crypto'), {});
    const maxAge = Math.round(ORDER_MANAGEMENT_COOKIE_MAX_AGE_MS / 1000);
    doc.cookie = `${ORDER_MANAGEMENT_COOKIE}=${value}.${hash}; Max-Age=${maxAge}; Path=/; Secure; SameSite=Lax`;
    return true;
  } catch (error) {
    console.warn('Order-management cookie could not be created', error);
    return false;
  }
}
