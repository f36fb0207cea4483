import { z } from 'zod';

// Performance: nothing here uses zod at run time unless a caller passes a `schema`. The client is
// typed from core/contract and the server validates (DESIGN §4), so a page's API reads need no
// zod and no second, client-side parse (issue 3: ≤ 130 kB of JS on /products). `dataEnvelope` is
// the one zod builder kept here; it is tree-shaken away wherever it is not called.

/** Field-level messages of a refused request, keyed by field name. */
export type ApiFieldErrors = Record<string, string>;

/**
 * A failed API call. `status` is 0 when the server was never reached (offline, DNS, CORS),
 * so callers can tell "no network" from a refusal.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: ApiFieldErrors;

  constructor(status: number, code: string, message: string, fields?: ApiFieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The error envelope of every refusal (DESIGN §4): `{ error: { code, message, fields? } }`. */
interface ErrorEnvelope {
  error: { code: string; message: string; fields?: ApiFieldErrors };
}

/**
 * Anything that checks an answer the way a zod schema does (`safeParse`). Structural, so this
 * module needs no zod at run time and a zod schema, a zod/mini schema or a hand-written check fits.
 */
export interface ResponseParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/**
 * A check of the answer, or a function that loads it (`() => import('…').then((m) => m.schema)`).
 * The loader runs only when there is an answer to check (a 2xx), so a call answered with a refusal
 * (the account-info of a visitor who is not signed in, say) loads no schema and no zod.
 */
export type ResponseCheck<T> = ResponseParser<T> | (() => Promise<ResponseParser<T>>);

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  /**
   * Optional check of the whole answer: a mismatch becomes an 'invalid_response' ApiError. Leave
   * it out for contract reads (typed by the caller, validated by the server); give one where the
   * answer comes from outside the contract or must be trusted beyond its type. On a page's boot
   * path give a loader, so the schema (and zod) loads only with an answer to check.
   */
  schema?: ResponseCheck<T>;
  signal?: AbortSignal;
  /** extra request headers (e.g. Idempotency-Key); they cannot replace Accept or Content-Type */
  headers?: Record<string, string>;
}

export { toQueryString } from '../../core/contract/query-string';

/** An early read older than this is not reused (the page took too long to ask for it). */
const EARLY_READ_MAX_AGE_MS = 10_000;
const earlyReads = new Map<string, { response: Promise<Response>; startedAt: number }>();

/**
 * Starts a GET read before the page that needs it has loaded (the entry knows the URL while the
 * page's code is still downloading): the page's own apiFetch of the same path takes this answer
 * instead of asking again. Nothing happens when the path is already on its way.
 */
export function startEarlyRead(path: string): void {
  if (earlyReads.has(path) || typeof fetch !== 'function') return;
  const response = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  response.catch(() => undefined); // a failure is the later apiFetch's to report
  earlyReads.set(path, { response, startedAt: Date.now() });
}

/** The early read of this GET, once (a second ask goes to the network as usual). */
function takeEarlyRead(path: string): Promise<Response> | undefined {
  const early = earlyReads.get(path);
  if (!early) return undefined;
  earlyReads.delete(path);
  return Date.now() - early.startedAt <= EARLY_READ_MAX_AGE_MS ? early.response : undefined;
}

function send(path: string, method: string, body: unknown, signal: AbortSignal | undefined, extra: Record<string, string> = {}): Promise<Response> {
  const early = method === 'GET' && body === undefined && !Object.keys(extra).length ? takeEarlyRead(path) : undefined;
  if (early) return early;
  return fetch(path, {
    method,
    signal,
    credentials: 'same-origin',
    headers: body === undefined ? { ...extra, Accept: 'application/json' } : { ...extra, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Calls our own API with JSON in and out; every failure becomes an ApiError. The answer's type
 * comes from `schema` when one is given, else from the caller (`apiFetch<EndpointOutput<…>>`).
 */
export async function apiFetch<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, headers } = request;
  let response: Response;
  try {
    response = await send(path, method, body, signal, headers);
    signal?.throwIfAborted();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : 'Network request failed');
  }
  const json = await readJson(response);
  if (!response.ok) throw toApiError(response, json);
  if (!schema) return json as T;
  const check = typeof schema === 'function' ? await schema() : schema;
  const parsed = check.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected response from ${path}: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Schema of the `{ data }` envelope our content endpoints answer with. */
export function dataEnvelope<S extends z.ZodType>(data: S) {
  return z.object({ data });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or an offline page may answer HTML; the status decides what happens next.
    return undefined;
  }
}

function isErrorEnvelope(json: unknown): json is ErrorEnvelope {
  if (typeof json !== 'object' || json === null || !('error' in json)) return false;
  const { error } = json as { error: unknown };
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string')))
  );
}

function toApiError(response: Response, json: unknown): ApiError {
  if (isErrorEnvelope(json)) {
    const { code, message, fields } = json.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'http_error', response.statusText || `HTTP ${response.status}`);
}
