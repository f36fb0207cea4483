import { FREE_FAILURES_BEFORE_BACKOFF, MAX_BACKOFF_SECONDS } from './rules';

/**
 * Back-off before the next sign-in attempt on an account after `count` failures (ASVS 2.2.1):
 * doubling from 1 s, capped at 15 minutes. The counting itself is the server's rate limiter
 * (api/features/identity/sign-in-throttle.ts), with the per-hour limits of core/rate-limits.ts.
 */
export function backoffSeconds(count: number): number {
  if (count < FREE_FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, 2 ** (count - FREE_FAILURES_BEFORE_BACKOFF));
}
