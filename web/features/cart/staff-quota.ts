/**
 * The staff-feeding monthly quota on the cart (§3 flags quotaReached and the recent-checkout flag).
 * The shop counts this month's orders; the cart asks on HPSF for a signed-in user and says when
 * the quota is reached, so the shopper learns it before checkout refuses. The recent-checkout
 * flag marks a checkout started in this browser session: back in the cart after one, the quota is
 * asked again at once (an order may have used it up) instead of trusting the last answer.
 */
import { useQuery } from '@tanstack/react-query';
import { staffQuota } from '../../../core/contract/checkout-refs';
import { callEndpoint } from '../../lib/api';

const RECENT_CHECKOUT_KEY = 'recentCheckout';
const QUOTA_STALE_MS = 5 * 60_000;

/** Marks a checkout started in this session (sessionStorage: ends with the tab). */
export function markRecentCheckout(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(RECENT_CHECKOUT_KEY, 'true');
  } catch {
    // storage refused (private mode): the quota is then asked on its usual schedule
  }
}

/** Whether a checkout was started in this session. */
export function hadRecentCheckout(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(RECENT_CHECKOUT_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface StaffQuotaView {
  quotaReached: boolean;
  message: string | null;
}

/** The quota of the signed-in staff user; nothing (not reached) elsewhere, offline or before the answer. */
export function useStaffQuota(enabled: boolean): StaffQuotaView {
  const recent = hadRecentCheckout();
  const { data } = useQuery({
    queryKey: ['staff-quota'],
    queryFn: ({ signal }) => callEndpoint(staffQuota, {}, { signal }).then((answer) => answer.data),
    enabled,
    staleTime: recent ? 0 : QUOTA_STALE_MS,
    refetchOnMount: recent ? 'always' : true,
  });
  return enabled && data ? { quotaReached: data.quotaReached, message: data.message } : { quotaReached: false, message: null };
}
