/**
 * Sign-in throttling (ASVS 2.2.1) on rate-limiter-flexible, shared by the processes through Redis
 * when REDIS_URL is set. An attempt is counted before its password is checked, in one atomic
 * increment per key, so parallel wrong attempts cannot all pass a check made before any of them
 * failed:
 * - per account of a storefront and per client address, so many attempts a window (the table of
 *   core/rate-limits.ts); a refused attempt gives its points back, so only checked attempts count;
 * - the back-off of core/identity: from the FREE_FAILURES_BEFORE_BACKOFF-th attempt on, an attempt
 *   must hold the account's gate (one point), which a failure then blocks for its back-off. Parallel
 *   attempts past the free ones race for the gate and one of them is checked.
 * A success forgets the account's attempts and gives the address its point back.
 */
import type { Redis } from 'ioredis';
import type { SiteCode } from '../../../core/constants';
import { backoffSeconds, FREE_FAILURES_BEFORE_BACKOFF } from '../../../core/identity';
import type { RateLimitTable } from '../../../core/rate-limits';
import { RateLimitedError } from '../../errors';
import { rateLimiter, secondsOf, tryConsume } from '../../rate-limit';

/** How long an attempt past the free ones holds the gate while its password is checked (a crash frees it then). */
const GATE_HOLD_SECONDS = 10;

/** One counted attempt: tell it how the password check ended. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface SignInThrottle {
  /** Counts an attempt on `email` of `site` from `address`; throws RateLimitedError when it may not be checked. */
  begin(site: SiteCode, email: string, address: string): Promise<SignInAttempt>;
  /** Forgets the attempts on an account (its password was just reset). */
  forget(site: SiteCode, email: string): Promise<void>;
  /**
   * Counts a mail of `kind` to the account (a reset link, an existing-account notice); false when
   * its mails of that kind are used up for the hour (stops mail bombing through the forms).
   */
  takeAccountMail(kind: 'reset' | 'notice', site: SiteCode, email: string): Promise<boolean>;
}

export const tooManySignIns = (seconds: number) => `Too many failed sign-in attempts. Try again in ${seconds} seconds.`;

export function createSignInThrottle(options: { limits: RateLimitTable; redis?: Redis }): SignInThrottle {
  const { limits, redis } = options;
  const accounts = rateLimiter('sign-in-account', limits.signInAccount, redis);
  const addresses = rateLimiter('sign-in-address', limits.signInAddress, redis);
  const gate = rateLimiter('sign-in-gate', { points: 1, windowSeconds: GATE_HOLD_SECONDS }, redis);
  const accountMails = {
    reset: rateLimiter('reset-mails', limits.resetMails, redis),
    notice: rateLimiter('notice-mails', limits.resetMails, redis),
  };
  const refused = (ms: number) => new RateLimitedError(secondsOf(ms), tooManySignIns(secondsOf(ms)));
  const accountKey = (site: SiteCode, email: string) => `${site}:${email}`;

  return {
    async begin(site, email, address) {
      const account = accountKey(site, email);
      const byAddress = await tryConsume(addresses, address);
      if ('refusedMs' in byAddress) throw refused(byAddress.refusedMs);
      const byAccount = await tryConsume(accounts, account);
      if ('refusedMs' in byAccount) {
        await addresses.reward(address);
        throw refused(byAccount.refusedMs);
      }
      const attempt = byAccount.res.consumedPoints;
      if (attempt >= FREE_FAILURES_BEFORE_BACKOFF) {
        const gated = await tryConsume(gate, account);
        if ('refusedMs' in gated) {
          await Promise.all([addresses.reward(address), accounts.reward(account)]);
          throw refused(gated.refusedMs);
        }
      }
      return {
        async failed() {
          // the attempt's points stay counted; past the free ones, the next waits its back-off
          if (attempt >= FREE_FAILURES_BEFORE_BACKOFF) await gate.block(account, backoffSeconds(attempt));
        },
        async succeeded() {
          await Promise.all([accounts.delete(account), gate.delete(account), addresses.reward(address)]);
        },
      };
    },
    async forget(site, email) {
      const account = accountKey(site, email);
      await Promise.all([accounts.delete(account), gate.delete(account)]);
    },
    async takeAccountMail(kind, site, email) {
      return !('refusedMs' in (await tryConsume(accountMails[kind], accountKey(site, email))));
    },
  };
}
