import { isCheckoutPath } from '../../../core/pwa/build-info';
import { openLocalDb } from '../../lib/local-db';
import { isCheckoutOpenInAnyWindow } from '../../lib/sw-update';

/** Why a requested update has to wait (docs/architecture.md §6 Updates). */
export type UpdateBlocker = 'cart-sync' | 'checkout';

/** What the shopper is told while the reload waits. */
export const UPDATE_BLOCKER_TEXT: Record<UpdateBlocker, string> = {
  'cart-sync': 'The new version will load as soon as your cart changes have synced.',
  checkout: 'The new version will load once your checkout is finished.',
};

/**
 * Cart changes still queued for the server. Read straight from the outbox store (the worker may
 * be replaying it right now, in another context), so the count is never a stale copy.
 */
export async function pendingCartChanges(): Promise<number> {
  const db = await openLocalDb();
  if (!db) return 0;
  try {
    return await db.countFromIndex('outbox', 'byStatus', 'pending');
  } catch {
    return 0; // an unreadable outbox must not pin the old version forever
  }
}

export interface UpdateGateChecks {
  pendingCartChanges: () => Promise<number>;
  checkoutOpenElsewhere: () => Promise<boolean>;
  pathname: () => string;
}

const BROWSER_CHECKS: UpdateGateChecks = {
  pendingCartChanges,
  checkoutOpenElsewhere: isCheckoutOpenInAnyWindow,
  pathname: () => window.location.pathname,
};

/**
 * What stops the new version from loading now: a cart change not yet synced (reloading would
 * hand the queue to a new worker mid-replay) or an open checkout (here or in another tab, whose
 * code the update would delete). Null when the update may go ahead.
 */
export async function findUpdateBlocker(checks: UpdateGateChecks = BROWSER_CHECKS): Promise<UpdateBlocker | null> {
  if ((await checks.pendingCartChanges()) > 0) return 'cart-sync';
  if (isCheckoutPath(checks.pathname()) || (await checks.checkoutOpenElsewhere())) return 'checkout';
  return null;
}
