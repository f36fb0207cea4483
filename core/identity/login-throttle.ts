import {
  FAILURE_WINDOW_MS,
  FREE_FAILURES_BEFORE_BACKOFF,
  MAX_ACCOUNT_FAILURES_PER_HOUR,
  MAX_ADDRESS_FAILURES_PER_HOUR,
  MAX_BACKOFF_SECONDS,
} from './rules';

/** Failed sign-ins counted in the window, with the oldest and latest still in it (ms since epoch). */
export interface FailureCount {
  count: number;
  firstAt: number | null;
  lastAt: number | null;
}

/** Whether a sign-in attempt may be checked now; when not, how long to wait. */
export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Back-off before the next attempt after `count` failures: doubling from 1 s, capped at 15 minutes. */
export function backoffSeconds(count: number): number {
  if (count < FREE_FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, 2 ** (count - FREE_FAILURES_BEFORE_BACKOFF));
}

/**
 * Decides whether a sign-in may be tried (ASVS 2.2.1): an account with 100 failures in the hour
 * or an address with too many is refused until its oldest failure ages out of the hour,
 * and after a few failures each attempt must wait its back-off since the latest failure.
 */
export function decideSignInAttempt(account: FailureCount, address: FailureCount, now: number): ThrottleDecision {
  const untilOldestAgesOut = (c: FailureCount) => Math.max(1, Math.ceil(((c.firstAt ?? now) + FAILURE_WINDOW_MS - now) / 1000));
  if (address.count >= MAX_ADDRESS_FAILURES_PER_HOUR) return { allowed: false, retryAfterSeconds: untilOldestAgesOut(address) };
  if (account.count >= MAX_ACCOUNT_FAILURES_PER_HOUR) return { allowed: false, retryAfterSeconds: untilOldestAgesOut(account) };
  const wait = backoffSeconds(account.count);
  if (wait > 0 && account.lastAt !== null) {
    const remainingMs = account.lastAt + wait * 1000 - now;
    if (remainingMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
  }
  return { allowed: true };
}
