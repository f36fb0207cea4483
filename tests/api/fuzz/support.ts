/**
 * The fuzzer's pieces: the shop in a child process (tests/api/fuzz/fuzz-server.child.ts), one
 * request per generated case for an endpoint and method of the contract, and what the server
 * must make of it (the oracle: the endpoint's own zod schema, applied to the input as the server
 * reads it).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import type { Endpoint } from '../../../core/contract';
import { MAX_JSON_DEPTH, parseByteLimit } from '../../../api/http/json-body';
import { type ContractEndpoint, jsonSchemaOf, pathTemplate } from '../../../api/http/openapi';
import { queryToInput } from '../../../api/http/validate';
import { hostileText, hostileValue, hugeText, type JsonSchema, objectWith, shapedBy, toJsonText } from '../../support/fuzz-arbitraries';

const CHILD = join(__dirname, 'fuzz-server.child.ts');

export interface FuzzServer {
  dtc: string;
  hpsf: string;
  /** heap used and resident size of the server process after a full GC */
  memory(): Promise<{ heapUsed: number; rss: number; collected: boolean }>;
  /** the exit code or signal, once the process has ended */
  exited: () => string | null;
  stop(): void;
}

/** Starts the shop in its own process (PGlite in memory, seeded) with `env` added to its environment. */
export async function startFuzzServer(env: Record<string, string>): Promise<FuzzServer> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', CHILD, JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let ended: string | null = null;
  child.once('exit', (code, signal) => {
    ended = signal ?? String(code);
  });
  const bases = await new Promise<{ dtc: string; hpsf: string }>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the fuzzed server exited before it listened')));
    createInterface({ input: child.stdout! }).on('line', (line) => resolve(JSON.parse(line)));
  });
  return {
    ...bases,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as { heapUsed: number; rss: number; collected: boolean }));
        child.send('memory');
      }),
    exited: () => ended,
    stop: () => {
      if (ended === null) child.kill('SIGTERM');
    },
  };
}

/** One generated request: the input (perhaps spoiled) and what travels beside it. */
export interface FuzzCase {
  input: unknown;
  /** text put raw into a path param or the query string (malformed escapes and the like) */
  raw: string | null;
  idempotencyKey: string | null;
  /** the donation store-id header: the seeded store's id, a hostile value, or none */
  storeId: string | null;
}

/** Replaces the value found by following `choices` into `value` (objects and arrays) with `replacement`. */
function spoil(value: unknown, choices: number[], replacement: unknown, key: string | null): unknown {
  if (value === null || typeof value !== 'object' || choices.length === 0) {
    return key === null ? replacement : objectWith(key, replacement, (value ?? {}) as Record<string, unknown>);
  }
  const [choice, ...rest] = choices;
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const i = choice % value.length;
    return value.map((item, j) => (j === i ? spoil(item, rest, replacement, key) : item));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return objectWith(key ?? 'field', replacement);
  const name = keys[choice % keys.length];
  return objectWith(name, spoil((value as Record<string, unknown>)[name], rest, replacement, key), value as Record<string, unknown>);
}

const MAX_QUERY_LENGTH = 8000;
/** A path param the input schema does not describe (the CMS API version of get-globals) gets a plain segment. */
const UNDESCRIBED_PARAM = 'v1.0';
const RAW_FRAGMENTS = [
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%C0%AF',
  '..%2F..%2F',
  '&&=&',
  'a[b]=1',
  '__proto__=1&constructor[prototype]=1',
];

/** Cases for one endpoint: inputs shaped by its schema, then (often) spoiled by a hostile value. */
export function casesFor(endpoint: Endpoint, storeId: string): fc.Arbitrary<FuzzCase> {
  const schema = jsonSchemaOf(endpoint.input, 'input') as JsonSchema;
  const keys = fc.constantFrom(...Object.keys(schema.properties ?? {}), 'unknownField', '__proto__', 'constructor', 'prototype');
  const spoiled = fc
    .tuple(shapedBy(schema), fc.array(fc.nat(), { maxLength: 4 }), hostileValue, fc.option(keys, { freq: 2 }))
    .map(([input, choices, replacement, key]) => spoil(input, choices, replacement, key));
  const input = fc.oneof(
    { weight: 4, arbitrary: shapedBy(schema) },
    { weight: 5, arbitrary: spoiled },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: hugeText.map((text) => ({ text })) },
  );
  return fc.record({
    input,
    raw: fc.option(fc.constantFrom(...RAW_FRAGMENTS), { freq: 5 }),
    idempotencyKey: endpoint.idempotent ? fc.option(fc.oneof(fc.uuid(), hostileText), { freq: 3 }) : fc.constant(null),
    storeId: fc.option(fc.oneof(fc.constant(storeId), fc.constant(storeId), fc.constant(storeId), hostileText), { freq: 8 }),
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encodes text the way a URL carries it (a lone surrogate as U+FFFD, as browsers send it). */
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
/** Text a header can carry: controls and characters past Latin-1 escaped, the rest (spaces, 'ß') kept. */
const headerSafe = (text: string) =>
  text.replace(/[^\x20-\x7e\xa0-\xff]/gu, (char) => encodeURIComponent(char.replace(LONE_SURROGATE, '\uFFFD')));
/** Idempotency-Key values the middleware takes (api/http/idempotency.ts); Node trims the header. */
const VALID_IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** A query string as Koa reads it: repeated keys become arrays (koa/lib/search-params.js). */
function koaQuery(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const key of params.keys()) {
    const values = params.getAll(key);
    Object.defineProperty(query, key, { value: values.length <= 1 ? values[0] : values, enumerable: true, writable: true });
  }
  return query;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Whether a parsed JSON value nests arrays and objects deeper than `max` (looks no deeper than that). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (max === 0) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => nestsDeeperThan(child, max - 1));
}

/** Whether parsed JSON holds a key the body parser refuses (api/http/json-body.ts). */
function hasPrototypeKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasPrototypeKey);
  return Object.keys(value).some((key) => {
    const child = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return true;
    if (key === 'constructor' && child !== null && typeof child === 'object' && Object.hasOwn(child, 'prototype')) return true;
    return hasPrototypeKey(child);
  });
}

export interface FuzzRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  /** the status the server must answer, when the request is bad: 400, or 413 for a body past the limit */
  mustRefuseWith: number | null;
  /** the Idempotency-Key sent, when the server takes it (a key used before with another body is 422 first) */
  idempotencyKey: string | null;
  /** what was sent, for the report of a failing case */
  sent: string;
}

/** The request of `fuzzCase` to `entry` with `method`, and the refusal it must get if its input is bad. */
export function requestOf(entry: ContractEndpoint, method: string, fuzzCase: FuzzCase, base: string, bodyLimit: string): FuzzRequest {
  const { endpoint } = entry;
  const { params } = pathTemplate(endpoint.path);
  const isObject = fuzzCase.input !== null && typeof fuzzCase.input === 'object' && !Array.isArray(fuzzCase.input);
  const fields = (isObject ? fuzzCase.input : {}) as Record<string, unknown>;
  // path params: the input's own values, or the raw fragment in the first of them
  const pathValues: Record<string, string> = {};
  for (const [i, name] of params.entries()) {
    const value = Object.hasOwn(fields, name) ? fields[name] : UNDESCRIBED_PARAM;
    const text = typeof value === 'string' ? value : toJsonText(value);
    // a segment past Node's header size would be refused before the app sees it (431)
    pathValues[name] = i === 0 && fuzzCase.raw ? fuzzCase.raw : encode(text).slice(0, MAX_QUERY_LENGTH / 4);
  }
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => pathValues[name]);
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => !params.includes(name)));
  // an empty segment matches no route: 404, like any unknown path
  const unrouted = Object.values(pathValues).some((value) => value === '');
  const decodedParams = Object.fromEntries(Object.entries(pathValues).map(([name, value]) => [name, safeDecode(value)]));
  const headers: Record<string, string> = { origin: new URL(base).origin };
  if (fuzzCase.idempotencyKey !== null) headers['idempotency-key'] = headerSafe(fuzzCase.idempotencyKey);
  if (fuzzCase.storeId !== null) headers['x-store-id'] = headers['store-id'] = headerSafe(fuzzCase.storeId);
  const key = headers['idempotency-key']?.trim();
  const takenKey = method !== 'GET' && key !== undefined && key !== '' ? key : null;
  const badKey = takenKey !== null && !VALID_IDEMPOTENCY_KEY.test(takenKey);

  if (method === 'GET') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(isObject ? rest : { body: fuzzCase.input })) {
      search.append(key, typeof value === 'string' ? value : toJsonText(value));
    }
    const raw = fuzzCase.raw && params.length === 0 ? `&${fuzzCase.raw}` : '';
    // past Node's header size a request is refused before the app sees it (431): stay below it
    const query = `${search.toString()}${raw}`.slice(0, MAX_QUERY_LENGTH);
    const seen = { ...queryToInput(koaQuery(query), endpoint.input), ...decodedParams };
    const bad = !unrouted && !endpoint.input.safeParse(seen).success;
    return {
      url: `${base}${path}?${query}`,
      init: { method, headers },
      mustRefuseWith: bad ? 400 : null,
      idempotencyKey: null,
      sent: query,
    };
  }
  const body = isObject ? (params.length > 0 ? rest : fields) : fuzzCase.input;
  const text = toJsonText(body);
  headers['content-type'] = 'application/json';
  const mustRefuseWith = unrouted ? null : (refusalOf(endpoint, text, decodedParams, bodyLimit) ?? (badKey ? 400 : null));
  const idempotencyKey = badKey ? null : takenKey;
  return { url: `${base}${path}`, init: { method, headers, body: text }, mustRefuseWith, idempotencyKey, sent: text };
}

/** The status a body must be refused with (null: it may be served), by the rules of json-body.ts and the schema. */
function refusalOf(endpoint: Endpoint, text: string, params: Record<string, string>, bodyLimit: string): number | null {
  if (Buffer.byteLength(text) > parseByteLimit(bodyLimit)) return 413;
  const parsed = JSON.parse(text) as unknown;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 400;
  if (nestsDeeperThan(parsed, MAX_JSON_DEPTH) || hasPrototypeKey(parsed)) return 400;
  return endpoint.input.safeParse({ ...parsed, ...params }).success ? null : 400;
}
