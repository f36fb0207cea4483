/**
 * Per-client rate limits of a write (the contact form: so many messages an hour from one address or
 * one account) with rate-limiter-flexible: counted in Redis when REDIS_URL is set, so every process
 * shares them, and in this process's memory otherwise. A Redis that stops answering falls back to
 * a memory limiter (insuranceLimiter), so the limit still holds per process and no request fails for
 * it. Over the limit is 429 RATE_LIMITED with Retry-After (api/http/errors.ts).
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from './errors';

export interface ClientRateLimit {
  /**
   * Counts one request against each key (e.g. the client address and the signed-in account); when
   * any of them is over its limit, throws RateLimitedError with the longest wait and `message(seconds)`.
   */
  consume(keys: readonly string[], message: (retryAfterSeconds: number) => string): Promise<void>;
}

export interface ClientRateLimitOptions {
  /** prefix of the limiter's keys ('contact') */
  name: string;
  /** requests allowed per key in each window */
  points: number;
  windowSeconds: number;
  /** shared counters; memory of this process when absent */
  redis?: Redis;
}

/** A limiter counting in Redis (with memory as insurance) or in memory only. */
export function clientRateLimit(options: ClientRateLimitOptions): ClientRateLimit {
  const base = { keyPrefix: `shop:rate:${options.name}`, points: options.points, duration: options.windowSeconds };
  const memory = new RateLimiterMemory(base);
  const limiter = options.redis ? new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: memory }) : memory;
  return {
    async consume(keys, message) {
      let waitMs = 0;
      for (const key of keys) {
        try {
          await limiter.consume(key);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          waitMs = Math.max(waitMs, refusal.msBeforeNext);
        }
      }
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw new RateLimitedError(seconds, message(seconds));
      }
    },
  };
}
