import { gzipSync } from 'node:zlib';

/** A serialised answer kept for reuse: the JSON as UTF-8, its ETag and (made on first ask) its gzip. */
export interface CachedResponse {
  bytes: Buffer;
  etag: string;
  gzip?: Buffer;
}

/**
 * A bounded, least-recently-used memory of serialised read answers. Entries are keyed by the
 * data version as well as the input, so a new catalogue version simply misses and old entries age
 * out; nothing needs invalidating. Recency is kept cheaply: a hit moves its entry to the young end
 * only when it has drifted into the older half, so hot answers are never evicted while repeated
 * hits on them cost a lookup and nothing more.
 */
export function createResponseCache(maxEntries: number) {
  const entries = new Map<string, { value: CachedResponse; stamp: number }>();
  let clock = 0;
  const halfLife = Math.max(1, Math.floor(maxEntries / 2));
  return {
    get(key: string): CachedResponse | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (clock - hit.stamp >= halfLife) {
        entries.delete(key); // re-insert: Map order is the recency order
        hit.stamp = ++clock;
        entries.set(key, hit);
      }
      return hit.value;
    },
    set(key: string, value: CachedResponse): void {
      entries.delete(key);
      entries.set(key, { value, stamp: ++clock });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/** The gzip of a cached answer, made once. */
export function gzipOf(entry: CachedResponse): Buffer {
  entry.gzip ??= gzipSync(entry.bytes, { level: 6 });
  return entry.gzip;
}
