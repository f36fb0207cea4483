import { gzipSync } from 'node:zlib';

/** A serialised answer kept for reuse: the JSON text, its ETag and (made on first ask) its gzip. */
export interface CachedResponse {
  json: string;
  etag: string;
  gzip?: Buffer;
}

/**
 * A bounded, least-recently-used memory of serialised read answers. Entries are keyed by the
 * data version as well as the input, so a new catalogue version simply misses and old entries age
 * out; nothing needs invalidating.
 */
export function createResponseCache(maxEntries: number) {
  const entries = new Map<string, CachedResponse>();
  return {
    get(key: string): CachedResponse | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key); // re-insert: Map order is the recency order
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: CachedResponse): void {
      entries.set(key, value);
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
  entry.gzip ??= gzipSync(entry.json, { level: 6 });
  return entry.gzip;
}
