import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Context, Next } from 'koa';
import { badRequest } from '../errors';

/**
 * JSON request bodies, and nothing else (the API takes no forms): what @koa/bodyparser with
 * enableTypes ['json'] did, without its general machinery (type-is, co-body, raw-body, iconv),
 * which cost more per request than everything else a cached catalogue read does.
 *
 * Same contract as before, so the error envelope maps failures the same way:
 * - POST, PUT and PATCH only; a JSON content type (application/json, *+json, csp-report); any
 *   other type → 415, and so does a body sent with no type at all (a write with no body and no
 *   type is `{}`): a form or a text/plain body is never read as something it is not;
 * - UTF-8; gzip, deflate and br request encodings; anything else → 415;
 * - more than `limit` bytes (declared or received) → 413; a body shorter or longer than its
 *   Content-Length, or a broken stream → 400;
 * - strict: the text must hold an object or an array (an empty body is `{}`), else 400;
 * - nested deeper than MAX_JSON_DEPTH → 400 before it is parsed: no contract goes past a few
 *   levels, and a deeply nested body would otherwise cost every recursive walk over it (and crash
 *   one with a stack overflow, a 500);
 * - keys that could reach an object prototype (`__proto__`, `constructor.prototype`) → 400, as
 *   @hapi/bourne refused them.
 */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPE = /^application\/(?:json|csp-report|[\w.-]+\+json)\s*(?:;|$)/i;
const STRICT_JSON_START = /^[ \t\n\r]*[[{]/;
/** The deepest nesting of arrays and objects a request body may have. */
export const MAX_JSON_DEPTH = 32;
// the spellings @hapi/bourne looks for, escapes included
const SUSPECT_PROTO = new RegExp(
  '"(?:_|\\\\u005[Ff])(?:_|\\\\u005[Ff])(?:p|\\\\u0070)(?:r|\\\\u0072)(?:o|\\\\u006[Ff])(?:t|\\\\u0074)' +
    '(?:o|\\\\u006[Ff])(?:_|\\\\u005[Ff])(?:_|\\\\u005[Ff])"\\s*:',
);
const SUSPECT_CONSTRUCTOR = new RegExp(
  '"(?:c|\\\\u0063)(?:o|\\\\u006[Ff])(?:n|\\\\u006[Ee])(?:s|\\\\u0073)(?:t|\\\\u0074)(?:r|\\\\u0072)' +
    '(?:u|\\\\u0075)(?:c|\\\\u0063)(?:t|\\\\u0074)(?:o|\\\\u006[Ff])(?:r|\\\\u0072)"\\s*:',
);

/** An error Koa-style middleware understands: a client status and a message fit to show. */
function httpError(status: number, message: string): Error & { status: number; expose: boolean } {
  return Object.assign(new Error(message), { status, expose: true });
}

/** '100kb' / '1mb' / '512' → bytes (config.ts allows kb and mb). */
export function parseByteLimit(limit: string): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`Unreadable body limit '${limit}'`);
  const unit = (match[2] ?? 'b').toLowerCase();
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

function decoded(ctx: Context): Readable {
  const encoding = (ctx.req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') return ctx.req;
  const decoder =
    encoding === 'gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  if (!decoder) throw httpError(415, `Unsupported Content-Encoding: ${encoding}`);
  ctx.req.pipe(decoder);
  return decoder;
}

/**
 * Collects a request body as text, refusing it as soon as it outgrows its limit. A class with
 * bound handlers rather than closures: this runs on every write request.
 */
class BodyReader {
  readonly #chunks: Buffer[] = [];
  #received = 0;
  #settled = false;
  #resolve!: (text: string) => void;
  #reject!: (error: Error) => void;
  readonly promise: Promise<string>;

  constructor(
    readonly stream: Readable,
    readonly req: Context['req'],
    readonly limit: number,
    /** the Content-Length to check, when the body arrives unencoded */
    readonly expected: number | undefined,
  ) {
    this.promise = new Promise<string>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    this.onData = this.onData.bind(this);
    this.onEnd = this.onEnd.bind(this);
    this.onError = this.onError.bind(this);
    // a client that goes away mid-body destroys the request with an error ('aborted'), so no
    // separate 'aborted' listener is needed
    stream.on('data', this.onData);
    stream.on('end', this.onEnd);
    stream.on('error', this.onError);
    if (stream !== req) req.on('error', this.onError);
  }

  onData(chunk: Buffer): void {
    this.#received += chunk.length;
    if (this.#received > this.limit) this.finish(httpError(413, 'request entity too large'));
    else this.#chunks.push(chunk);
  }

  onEnd(): void {
    if (this.expected !== undefined && this.#received !== this.expected) {
      this.finish(httpError(400, 'request size did not match content length'));
      return;
    }
    const chunks = this.#chunks;
    this.finish(null, (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, this.#received)).toString('utf8'));
  }

  onError(error: Error): void {
    this.finish(Object.assign(httpError(400, 'request body could not be read'), { cause: error }));
  }

  finish(error: Error | null, text = ''): void {
    if (this.#settled) return;
    this.#settled = true;
    this.stream.off('data', this.onData);
    this.stream.off('end', this.onEnd);
    this.stream.off('error', this.onError);
    if (this.stream !== this.req) this.req.off('error', this.onError);
    if (error) this.#reject(error);
    else this.#resolve(text);
  }
}

/** The whole body as text, refusing it as soon as it outgrows `limit`. */
export function readText(ctx: Context, limit: number): Promise<string> {
  const declared = ctx.req.headers['content-length'];
  const expected = declared === undefined ? undefined : Number(declared);
  const identity = (ctx.req.headers['content-encoding'] ?? 'identity').toLowerCase() === 'identity';
  if (identity && expected !== undefined && expected > limit) return Promise.reject(httpError(413, 'request entity too large'));
  return new BodyReader(decoded(ctx), ctx.req, limit, identity ? expected : undefined).promise;
}

/** Refuses parsed JSON holding keys that could reach a prototype when merged somewhere. */
function assertNoPrototypeKeys(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) assertNoPrototypeKeys(item);
    return;
  }
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '__proto__') throw httpError(400, 'Object contains forbidden prototype property');
    if (key === 'constructor' && typeof child === 'object' && child !== null && Object.hasOwn(child, 'prototype')) {
      throw httpError(400, 'Object contains forbidden prototype property');
    }
    assertNoPrototypeKeys(child);
  }
}

/** Refuses text whose arrays and objects nest deeper than `max`, in one pass over the text (strings skipped). */
function assertNestingWithin(text: string, max: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) throw badRequest({ body: `must not nest deeper than ${max} levels` }, 'The request body is nested too deeply');
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
}

/** Strict JSON: an object or an array; an empty body is an empty object. */
export function parseStrictJson(text: string): unknown {
  if (!text) return {};
  if (!STRICT_JSON_START.test(text)) throw httpError(400, 'invalid JSON, only supports object and array');
  assertNestingWithin(text, MAX_JSON_DEPTH);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw httpError(400, 'invalid JSON');
  }
  // cheap look first; the exact spellings (escapes included) only when one could be there
  const suspect = text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');
  if (suspect && (SUSPECT_PROTO.test(text) || SUSPECT_CONSTRUCTOR.test(text))) assertNoPrototypeKeys(parsed);
  return parsed;
}

/** True when the request says it carries a body (a length above 0, or a chunked one). */
function hasBody(ctx: Context): boolean {
  const length = ctx.req.headers['content-length'];
  return (length !== undefined && Number(length) > 0) || ctx.req.headers['transfer-encoding'] !== undefined;
}

/** Middleware: ctx.request.body (and rawBody) for JSON writes, `{}` for a write with no body. */
export function jsonBody(options: { limit: string }) {
  const limit = parseByteLimit(options.limit);
  return async (ctx: Context, next: Next) => {
    if (!PARSED_METHODS.has(ctx.method) || ctx.request.body !== undefined) return next();
    const type = ctx.req.headers['content-type'];
    if (!type && !hasBody(ctx)) {
      ctx.request.body = {};
      return next();
    }
    if (!type || !JSON_TYPE.test(type)) throw httpError(415, `Unsupported Content-Type: ${type ?? 'none'}`);
    const text = await readText(ctx, limit);
    ctx.request.body = parseStrictJson(text);
    ctx.request.rawBody = text;
    return next();
  };
}

/** jsonBody with its own limit for one path (matched as the routers match it: any case, trailing slash). */
export function jsonBodyOf(path: string, options: { limit: string }) {
  const parse = jsonBody(options);
  const wanted = path.toLowerCase();
  return (ctx: Context, next: Next) => (ctx.path.toLowerCase().replace(/\/+$/, '') === wanted ? parse(ctx, next) : next());
}
