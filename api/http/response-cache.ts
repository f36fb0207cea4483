import { gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import { parseStrictJson, readText } from './json-body';
import { appendVary } from './vary';

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

/** Answers of a read may be reused while `version` (of the data behind them) stays the same. */
export interface ReuseAnswers {
  cache: ResponseCache;
  version: (ctx: Context) => Promise<string> | string;
  /** when given, hits on these answers are served by the lane, ahead of the middleware chain */
  lane?: CachedReadLane;
}

/**
 * The cache key of one read: the request as sent (query string or raw JSON body) names the
 * answer as well as the parsed input does, without serialising it again. The method is part of
 * the key: a query string and a body are different inputs even when the text is equal.
 */
export function answerKey(site: string, path: string, version: string, method: string, sent: string): string {
  return `${site} ${path} ${version} ${method} ${sent}`;
}

const ACCEPTS_GZIP = /\bgzip\b/;
const GZIP_WORTHWHILE_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names this ETag (it may list several, or be '*'). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends a cacheable read: ETag + revalidate-always caching so a CDN and the service worker can
 * keep it, 304 when the client already has this version, gzip when the client takes it. The
 * body is the cached Buffer (made once per answer), so a repeat costs no serialising, encoding
 * or compressing: Node writes it with an exact Content-Length.
 */
export function sendCacheable(ctx: Context, entry: CachedResponse): void {
  const res = ctx.res;
  res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', 'no-cache');
  appendVary(ctx, 'Accept-Encoding');
  if (matchesEtag(ctx.req.headers['if-none-match'], entry.etag)) {
    ctx.status = 304;
    return;
  }
  const gzip = entry.bytes.length >= GZIP_WORTHWHILE_BYTES && ACCEPTS_GZIP.test(ctx.req.headers['accept-encoding'] ?? '');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  // the type first: Koa's body setter would otherwise call a Buffer application/octet-stream
  res.setHeader('Content-Type', JSON_TYPE);
  ctx.body = gzip ? gzipOf(entry) : entry.bytes;
}

/** Bodies the lane reads itself: JSON, unencoded, with a declared length up to this; others go the usual way. */
const LANE_BODY_LIMIT = 16 * 1024;

/**
 * The lane for repeated reads: mounted early (after the site is known and the error envelope is
 * in place), it answers a request whose answer is already cached without running the rest of the
 * chain: body parsing, sessions, routers, input validation. A hit is safe to answer unvalidated:
 * its key holds the exact text that was validated when the answer was made. Anything else passes
 * on untouched, except that a POST body it read is handed on parsed (the JSON body middleware
 * then leaves it alone), exactly as that middleware would have parsed it.
 */
export function createCachedReadLane() {
  const reads = new Map<string, { methods: ReadonlySet<string>; reuse: ReuseAnswers }>();

  async function middleware(ctx: Context, next: Next): Promise<void> {
    const read = reads.get(ctx.path);
    const method = ctx.method;
    if (!read?.methods.has(method)) return next();
    let sent: string;
    if (method === 'GET') sent = ctx.querystring;
    else {
      const headers = ctx.req.headers;
      const declared = headers['content-length'];
      if (
        method !== 'POST' ||
        ctx.request.body !== undefined ||
        !headers['content-type']?.startsWith('application/json') ||
        (headers['content-encoding'] ?? 'identity') !== 'identity' ||
        declared === undefined ||
        Number(declared) > LANE_BODY_LIMIT
      ) {
        return next();
      }
      sent = await readText(ctx, LANE_BODY_LIMIT);
      ctx.request.rawBody = sent;
    }
    const entry = read.reuse.cache.get(answerKey(ctx.state.site, ctx.path, await read.reuse.version(ctx), method, sent));
    if (entry) return sendCacheable(ctx, entry);
    if (method === 'POST') ctx.request.body = parseStrictJson(sent);
    return next();
  }

  return {
    middleware,
    /** Serves cached answers of `path` (for these methods) from the lane. */
    add(path: string, methods: readonly string[], reuse: ReuseAnswers): void {
      reads.set(path, { methods: new Set(methods), reuse });
    },
  };
}
export type CachedReadLane = ReturnType<typeof createCachedReadLane>;
