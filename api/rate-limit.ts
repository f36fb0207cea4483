/**
 * Rate limits with rate-limiter-flexible (the figures are core/rate-limits.ts's table): counted in
 * Redis when REDIS_URL is set, so every process shares them, and in this process's memory otherwise.
 * A Redis that stops answering falls back to a memory limiter (insuranceLimiter), so the limit still
 * holds per process and no request fails for it. Each count is one atomic increment, taken before
 * the work it guards, so parallel requests cannot all slip under the limit. Over the limit is 429
 * RATE_LIMITED with Retry-After (api/http/errors.ts).
 */
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitFigures } from '../core/rate-limits';
import { RateLimitedError } from './errors';

/** One limiter of `figures`, its keys prefixed with `name`: in Redis (memory as insurance) or memory. */
export function rateLimiter(name: string, figures: RateLimitFigures, redis?: Redis): RateLimiterAbstract {
  const base = { keyPrefix: `rate:${name}`, points: figures.points, duration: figures.windowSeconds };
  const memory = new RateLimiterMemory(base);
  return redis ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: memory }) : memory;
}

/** Whole seconds to wait, at least 1 (Retry-After). */
export const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Consumes one point of `key`: the limiter's answer, or null when the key is over its limit (then
 * `refusedMs` holds the wait). Anything else than a refusal (a bug) is thrown.
 */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<{ res: RateLimiterRes } | { refusedMs: number }> {
  try {
    return { res: await limiter.consume(key) };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { refusedMs: refusal.msBeforeNext };
  }
}

export interface ClientRateLimit {
  /**
   * Counts one request against each key (e.g. the client address and the signed-in account); when
   * any of them is over its limit, throws RateLimitedError with the longest wait and `message(seconds)`.
   */
  consume(keys: readonly string[], message: (retryAfterSeconds: number) => string): Promise<void>;
}

export interface ClientRateLimitOptions extends RateLimitFigures {
  /** prefix of the limiter's keys ('contact') */
  name: string;
  /** shared counters; memory of this process when absent */
  redis?: Redis;
}

/** A per-client limit (see rateLimiter). */
export function clientRateLimit(options: ClientRateLimitOptions): ClientRateLimit {
  const limiter = rateLimiter(options.name, options, options.redis);
  return {
    async consume(keys, message) {
      let waitMs = 0;
      for (const key of keys) {
        const taken = await tryConsume(limiter, key);
        if ('refusedMs' in taken) waitMs = Math.max(waitMs, taken.refusedMs);
      }
      if (waitMs > 0) {
        const seconds = secondsOf(waitMs);
        throw new RateLimitedError(seconds, message(seconds));
      }
    },
  };
}
