/**
 * What a service knows of the request it serves, passed as its first argument: the storefront, the
 * signed-in customer (null for a guest), the guest key's hash, the request's logger and the transaction its writes run
 * in. Built once per request from the Koa context (http/endpoints.ts), so services never see Koa.
 */
import type { Logger } from 'pino';
import type { SiteCode } from '../core/constants';
import { DomainError } from './errors';
import type { Transact } from './db/transact';

export interface RequestScope {
  site: SiteCode;
  customerId: string | null;
  /**
   * the SHA-256 of the guest key the browser holds (http/guest-key.ts): a guest's carts and orders
   * are bound to it; null when the request carries none
   */
  guestKey: string | null;
  log: Logger;
  transact: Transact;
  /** the request's Idempotency-Key, when it carries one: the same request asked again carries it too */
  requestKey?: string | null;
}

/** The signed-in customer of the scope, or 401 (account calls act on the signed-in customer only). */
export function signedIn(scope: RequestScope): string {
  if (!scope.customerId) throw new DomainError('UNAUTHENTICATED', 'Sign in to continue');
  return scope.customerId;
}
