/**
 * Failure counters for rate limits (sign-in, password-reset mails), and a small expiring cache,
 * in Redis when REDIS_URL is set (shared by every process) or in this process's memory otherwise.
 * Counters are sliding windows: each failure is a timestamp, those older than the window drop out.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureCount } from '../../../core/identity';

/** Failure counters keyed by a caller-chosen string ('login:account:DTC:a@b.c'). */
export interface FailureCounter {
  /** Failures of `key` in the last `windowMs`. */
  count(key: string, windowMs: number): Promise<FailureCount>;
  /** Records one failure of `key` now and answers the new count. */
  record(key: string, windowMs: number): Promise<FailureCount>;
  /** Forgets every failure of `key` (after a successful sign-in). */
  clear(key: string): Promise<void>;
}

/** Short-lived values shared by the processes (server-side copies the client may ask to drop). */
export interface ExpiringCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** true when the key existed */
  delete(key: string): Promise<boolean>;
}

const MEMORY_MAX_KEYS = 50_000;

/** Counters in memory: one process only; the oldest keys are dropped past 50 000. */
export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const failures = new Map<string, number[]>();
  const fresh = (key: string, windowMs: number) => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const answer = (times: number[]): FailureCount => ({
    count: times.length,
    firstAt: times[0] ?? null,
    lastAt: times.at(-1) ?? null,
  });
  return {
    async count(key, windowMs) {
      return answer(fresh(key, windowMs));
    },
    async record(key, windowMs) {
      const times = [...fresh(key, windowMs), now()];
      failures.delete(key); // re-insert so Map order is least recently failed first
      failures.set(key, times);
      if (failures.size > MEMORY_MAX_KEYS) failures.delete(failures.keys().next().value as string);
      return answer(times);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

/** Counters in Redis sorted sets (score = time of failure), trimmed to the window on every call. */
export function redisFailureCounter(redis: Redis, prefix = 'shop:fail:', now: () => number = Date.now): FailureCounter {
  async function read(key: string, windowMs: number, add: boolean): Promise<FailureCount> {
    const k = prefix + key;
    const at = now();
    const tx = redis.multi().zremrangebyscore(k, 0, at - windowMs);
    // a random member: two failures in one millisecond are two failures
    if (add) tx.zadd(k, at, `${at}:${randomBytes(4).toString('hex')}`).pexpire(k, windowMs);
    tx.zcard(k).zrange(k, 0, 0, 'WITHSCORES').zrange(k, -1, -1, 'WITHSCORES');
    const results = (await tx.exec()) ?? [];
    const values = results.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const [count, first, last] = values.slice(-3) as [number, string[], string[]];
    return { count: Number(count), firstAt: first[1] ? Number(first[1]) : null, lastAt: last[1] ? Number(last[1]) : null };
  }
  return {
    count: (key, windowMs) => read(key, windowMs, false),
    record: (key, windowMs) => read(key, windowMs, true),
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** An expiring cache in memory (one process). */
export function memoryCache(now: () => number = Date.now): ExpiringCache {
  const entries = new Map<string, { value: string; until: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlSeconds * 1000 });
      if (entries.size > MEMORY_MAX_KEYS) entries.delete(entries.keys().next().value as string);
    },
    async delete(key) {
      return entries.delete(key);
    },
  };
}

/** An expiring cache in Redis. */
export function redisCache(redis: Redis, prefix = 'shop:cache:'): ExpiringCache {
  return {
    get: (key) => redis.get(prefix + key),
    async set(key, value, ttlSeconds) {
      await redis.set(prefix + key, value, 'EX', ttlSeconds);
    },
    async delete(key) {
      return (await redis.del(prefix + key)) > 0;
    },
  };
}
