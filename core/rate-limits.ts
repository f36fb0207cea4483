/**
 * Every rate limit of the API in one table: how many requests one key (a client address, an
 * account, an email of a storefront) may make in a window. The sign-in figures are the identity
 * rules'; the others are our choice, loose enough for a clinic of several staff behind one address.
 * RATE_LIMITS in the environment overrides any of them ('register=5/600,placeOrder=20/600').
 */
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_RATE_WINDOW_SECONDS } from './contact/rules';
import {
  FAILURE_WINDOW_MS,
  MAX_ACCOUNT_FAILURES_PER_HOUR,
  MAX_ADDRESS_FAILURES_PER_HOUR,
  MAX_RESET_MAILS_PER_HOUR,
} from './identity/rules';

/** Requests allowed per key in each window of `windowSeconds`. */
export interface RateLimitFigures {
  points: number;
  windowSeconds: number;
}

const HOUR = FAILURE_WINDOW_MS / 1000;
const TEN_MINUTES = 600;

/** The API's rate limits by name (the name is also the prefix of the limiter's keys). */
export const RATE_LIMITS = {
  /** sign-in attempts on one account of a storefront (counted before the password is checked) */
  signInAccount: { points: MAX_ACCOUNT_FAILURES_PER_HOUR, windowSeconds: HOUR },
  /** sign-in attempts from one client address, whatever the accounts */
  signInAddress: { points: MAX_ADDRESS_FAILURES_PER_HOUR, windowSeconds: HOUR },
  /**
   * password-reset mails to one account, and apart as many existing-account notices (stops mail
   * bombing; over it nothing is mailed, nothing told)
   */
  resetMails: { points: MAX_RESET_MAILS_PER_HOUR, windowSeconds: HOUR },
  /** the requests below, per client address and, when signed in, per account */
  register: { points: 20, windowSeconds: TEN_MINUTES },
  forgotPassword: { points: 20, windowSeconds: TEN_MINUTES },
  verifyEmail: { points: 30, windowSeconds: TEN_MINUTES },
  createCustomerToken: { points: 60, windowSeconds: TEN_MINUTES },
  placeOrder: { points: 60, windowSeconds: TEN_MINUTES },
  /** client error reports (a page reports at most a few itself: more is a loop or abuse) */
  clientErrors: { points: 30, windowSeconds: TEN_MINUTES },
  /** contact messages (CONTACT_MESSAGES_PER_HOUR also sets its points) */
  contact: { points: CONTACT_MESSAGES_PER_WINDOW, windowSeconds: CONTACT_RATE_WINDOW_SECONDS },
  /** review writes per account and per client address (a shopper writes one per product bought) */
  writeReview: { points: 10, windowSeconds: HOUR },
  /**
   * donation widget click-stream events per client address (a shopper's visit sends a few dozen;
   * every event is a stored row, so more is a loop or abuse)
   */
  clickStream: { points: 300, windowSeconds: TEN_MINUTES },
} as const satisfies Record<string, RateLimitFigures>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitTable = Record<RateLimitName, RateLimitFigures>;

const isName = (name: string): name is RateLimitName => Object.hasOwn(RATE_LIMITS, name);

/**
 * Parses 'name=points/seconds' pairs separated by commas; answers the changed figures, or the
 * problem with the first bad pair.
 */
export function parseRateLimitOverrides(text: string): { ok: true; value: Partial<RateLimitTable> } | { ok: false; problem: string } {
  const value: Partial<RateLimitTable> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]+)=(\d{1,6})\/(\d{1,6})$/.exec(pair);
    if (!match) return { ok: false, problem: `'${pair}': expected name=points/seconds, e.g. register=5/600` };
    const [, name, points, seconds] = match;
    if (!isName(name)) return { ok: false, problem: `'${name}' is not a rate limit (${Object.keys(RATE_LIMITS).join(', ')})` };
    if (Number(points) < 1 || Number(seconds) < 1) return { ok: false, problem: `'${pair}': points and seconds must be at least 1` };
    value[name] = { points: Number(points), windowSeconds: Number(seconds) };
  }
  return { ok: true, value };
}
