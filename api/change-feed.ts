/**
 * Word that shared data changed, for the processes that keep a copy of it (the catalogue each
 * process holds for CATALOGUE_CACHE_TTL_MS). With REDIS_URL every process of the shop hears it
 * through Redis pub/sub, so a re-seed by one process is served by all at once rather than after
 * their copies expire; without Redis (one process) it stays in the process.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What changed: 'catalogue' covers products, filters, stock levels and the content the catalogue carries. */
export type ChangeTopic = 'catalogue';
const TOPICS: readonly ChangeTopic[] = ['catalogue'];

export interface ChangeFeed {
  /** Tells every process (this one too) that `topic` changed. */
  publish(topic: ChangeTopic): Promise<void>;
  /** Calls `listener` each time `topic` changes, whichever process said so. */
  subscribe(topic: ChangeTopic, listener: () => void): void;
  close(): Promise<void>;
}

/** Changes within this process only. */
export function localChangeFeed(): ChangeFeed {
  const events = new EventEmitter();
  return {
    async publish(topic) {
      events.emit(topic);
    },
    subscribe(topic, listener) {
      events.on(topic, listener);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/** The Redis channel the shop's processes share: pub/sub is server-wide, so it carries the namespace. */
export const changesChannel = (namespace: string) => `${namespace}:changes`;

/** Changes through Redis pub/sub: `redis` publishes; a connection of its own listens (a subscribed connection does nothing else). */
export function redisChangeFeed(redis: Redis, namespace: string, log: Logger): ChangeFeed {
  const local = localChangeFeed();
  const channel = changesChannel(namespace);
  let listener: Redis | null = null;

  function listen(): void {
    if (listener) return;
    listener = redis.duplicate();
    listener.on('error', (error) => log.warn({ err: error }, 'redis change feed unavailable'));
    listener.on('message', (_channel: string, topic: string) => {
      if ((TOPICS as readonly string[]).includes(topic)) void local.publish(topic as ChangeTopic);
    });
    // ioredis subscribes again after a reconnect; a change said while disconnected is caught by the cache's TTL
    listener.subscribe(channel).catch((error: unknown) => log.warn({ err: error }, 'redis change feed not subscribed'));
  }

  return {
    async publish(topic) {
      await redis.publish(channel, topic);
    },
    subscribe(topic, onChange) {
      listen();
      local.subscribe(topic, onChange);
    },
    async close() {
      await local.close();
      listener?.disconnect();
    },
  };
}
