/**
 * A small expiring cache (the account copies of tokens.service), in Redis when REDIS_URL is set
 * (shared by every process) or in this process's memory otherwise. Rate limits are api/rate-limit.ts's.
 */
import type { Redis } from 'ioredis';

/** Short-lived values shared by the processes (server-side copies the client may ask to drop). */
export interface ExpiringCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** true when the key existed */
  delete(key: string): Promise<boolean>;
}

/** The memory cache drops its oldest keys past this many. */
const MEMORY_MAX_KEYS = 50_000;

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
export function redisCache(redis: Redis, prefix = 'cache:'): ExpiringCache {
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
