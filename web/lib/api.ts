/**
 * The web app's one client of our API. Every JSON call goes through `callEndpoint`, typed by the
 * endpoint reference it calls (core/contract/refs.ts: path and method at run time, input and answer
 * types only). Nothing here loads zod: the server validates (docs/architecture.md §4), so a page's reads need no
 * second, client-side parse, and a first visit of /products stays within its JavaScript budget. A
 * caller that must trust an answer beyond its type gives a check, best as a loader (see
 * web/lib/lazy-schemas.ts). `fetchRaw` is the one other way out, for answers a caller reads itself.
 */
import {
  type CallMethod,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type EndpointRef,
  fillPath,
} from '../../core/contract/define';
import type { ErrorEnvelope } from '../../core/contract/errors';
import { IDENTITY_PATHS } from '../../core/contract/paths';
import { toQueryString } from '../../core/contract/query-string';
import { logoutPendingHere } from './local-db/pending-logout';
import { noteRequestId } from './request-id';

/** Field-level messages of a refused request, keyed by field name. */
export type ApiFieldErrors = NonNullable<ErrorEnvelope['error']['fields']>;

/**
 * A failed API call. `status` is 0 when the server was never reached (offline, DNS, CORS),
 * so callers can tell "no network" from a refusal. `code` is the envelope's code, or one of this
 * client's own: network_error, http_error (no envelope), invalid_response (a check failed).
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

/**
 * Anything that checks an answer the way a zod schema does (`safeParse`). Structural, so this
 * module needs no zod at run time and a zod schema, a zod/mini schema or a hand-written check fits.
 */
export interface ResponseParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/**
 * A check of the answer, or a function that loads it (web/lib/lazy-schemas.ts). The loader runs
 * only when there is an answer to check (a 2xx), so a call answered with a refusal (the account-info
 * of a visitor who is not signed in, say) loads no schema and no zod.
 */
export type ResponseCheck<T> = ResponseParser<T> | (() => Promise<ResponseParser<T>>);

export interface CallOptions<T> {
  signal?: AbortSignal;
  /** the write's Idempotency-Key: one per user action, the same on every retry of it */
  idempotencyKey?: string;
  /**
   * Optional check of the whole answer: a mismatch becomes an 'invalid_response' ApiError. Leave it
   * out for contract reads (typed, validated by the server); give one where the answer must be
   * trusted beyond its type. On a page's boot path give a loader.
   */
  check?: ResponseCheck<T>;
  /** extra request headers (the donation services' x-store-id) */
  headers?: Record<string, string>;
}

export { toQueryString };

/**
 * Calls `endpoint` with `input` (GET: as query parameters, POST and PUT: as JSON; a `:param` of the
 * path is filled from the input's field of that name) and resolves with its answer; every failure
 * becomes an ApiError.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  input: EndpointInput<E>,
  options: CallOptions<EndpointOutput<E>> = {},
): Promise<EndpointOutput<E>> {
  const { path, rest } = endpoint.path.includes(':')
    ? fillPath(endpoint.path, input as Record<string, unknown>)
    : { path: endpoint.path, rest: input as Record<string, unknown> };
  const query = endpoint.method === 'GET' ? toQueryString(rest) : '';
  return request(`${path}${query}`, endpoint.method, endpoint.method === 'GET' ? undefined : rest, options);
}

/** Why a write was not sent: the shop has not heard of the last sign-out yet (the call fails as offline). */
const SIGNED_OUT_UNREACHABLE = 'The shop cannot be reached to finish the last sign-out';

/**
 * The cookies a call may carry. After a sign-out the shop has not heard of yet (offline), the
 * pending logout goes first; while it cannot, no call carries the old session's cookie: the
 * device is signed out, whoever uses it now (web/lib/local-db/pending-logout.ts), and no write
 * goes at all (it fails as offline would: a sign-in could not even keep its new cookie). The logout
 * call itself is never held back (it is that logout).
 */
async function credentialsFor(path: string): Promise<RequestCredentials> {
  if (!logoutPendingHere() || path.startsWith(IDENTITY_PATHS.logout)) return 'same-origin';
  // the sender's code could not load (offline before the worker cached it): no cookie, as offline
  const sender = await import('./local-db/pending-logout-send').catch(() => null);
  if (!sender) return 'omit';
  return (await sender.sendPendingLogout((input, init) => fetch(input, init))) ? 'same-origin' : 'omit';
}

/** How long calls wait for the new version to take over the page before they go ahead after all. */
export const REPLACEMENT_HOLD_MS = 10_000;
let pageReplaced: Promise<void> | undefined;

/**
 * Holds every call started from now on while a new version takes over the page (sw-update.ts's
 * applyUpdate). Chromium hands control to a worker that skipped waiting only once the old one has
 * stopped, and a request through the old worker in that moment starts it again: the new one then
 * waits until the old one has idled for 30 s, and the page with it. The page reloads as soon as
 * the new worker controls it, so a held call is never missed; after REPLACEMENT_HOLD_MS without
 * that reload, calls go ahead.
 */
export function holdCallsWhileThePageIsReplaced(): void {
  pageReplaced ??= new Promise((resolve) => setTimeout(resolve, REPLACEMENT_HOLD_MS));
}

const pathOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : String(input), 'http://shop.invalid').pathname;

/**
 * The browser's fetch, for answers a caller reads itself rather than as one JSON answer: a download
 * streamed with progress and revalidated by ETag (the catalogue snapshot), or a queued cart write
 * whose status decides what becomes of it (the outbox). Not paced, not checked.
 */
export const fetchRaw: typeof fetch = async (input, init) => {
  await pageReplaced;
  const credentials = await credentialsFor(pathOf(input));
  if (credentials === 'same-origin') return fetch(input, init);
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') throw new TypeError(SIGNED_OUT_UNREACHABLE);
  return fetch(input, { ...init, credentials });
};

/** An early read older than this is not reused (the page took too long to ask for it). */
const EARLY_READ_MAX_AGE_MS = 10_000;
const earlyReads = new Map<string, { response: Promise<Response>; startedAt: number }>();

/**
 * Starts a GET read before the page that needs it has loaded (the entry knows the URL while the
 * page's code is still downloading): the page's own call of the same URL takes this answer
 * instead of asking again. Nothing happens when the URL is already on its way.
 */
export function startEarlyRead(path: string): void {
  // after a sign-out the shop has not heard of, reads wait for the page's own (gated) call
  if (earlyReads.has(path) || typeof fetch !== 'function' || logoutPendingHere()) return;
  const response = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  response.catch(() => undefined); // a failure is the later call's to report
  earlyReads.set(path, { response, startedAt: Date.now() });
}

/** The early read of this GET, once (a second ask goes to the network as usual). */
function takeEarlyRead(path: string): Promise<Response> | undefined {
  const early = earlyReads.get(path);
  if (!early) return undefined;
  earlyReads.delete(path);
  return Date.now() - early.startedAt <= EARLY_READ_MAX_AGE_MS ? early.response : undefined;
}

/** Set while the server renders a page: the shop's shared reads are answered in its own process. */
let answeredInProcess: typeof fetch | null = null;

/**
 * Server rendering: every call goes to `transport` (api/http/in-process-reads.ts) instead of the
 * network; null gives the calls back to the browser's fetch. A read the server does not answer
 * fails as offline would, and the page asks for it again in the browser.
 */
export function answerCallsWith(transport: typeof fetch | null): void {
  answeredInProcess = transport;
}

async function send<T>(path: string, method: CallMethod, body: unknown, options: CallOptions<T>): Promise<Response> {
  const { signal, idempotencyKey } = options;
  if (answeredInProcess) return answeredInProcess(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  const early = method === 'GET' && !idempotencyKey && !options.headers ? takeEarlyRead(path) : undefined;
  if (early) return early;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  await pageReplaced;
  const credentials = await credentialsFor(path);
  if (credentials === 'omit' && method !== 'GET') throw new TypeError(SIGNED_OUT_UNREACHABLE);
  return fetch(path, { method, signal, credentials, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function request<T>(path: string, method: CallMethod, body: unknown, options: CallOptions<T>): Promise<T> {
  const { signal, check } = options;
  let response: Response;
  try {
    response = await send(path, method, body, options);
    noteRequestId(response);
    signal?.throwIfAborted();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : 'Network request failed');
  }
  const json = await readJson(response);
  if (!response.ok) throw toApiError(response, json);
  if (!check) return json as T;
  const parser = typeof check === 'function' ? await check() : check;
  const parsed = parser.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected response from ${path}: ${parsed.error.message}`);
  }
  return parsed.data;
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

/** The envelope's shape (core/contract/errors.ts); a code this client does not know is kept as it is. */
function isErrorEnvelope(json: unknown): json is ErrorEnvelope {
  if (typeof json !== 'object' || json === null || !('error' in json)) return false;
  const { error } = json as { error: unknown };
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || (typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string')))
  );
}

function toApiError(response: Response, json: unknown): ApiError {
  if (isErrorEnvelope(json)) {
    const { code, message, fields } = json.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'http_error', response.statusText || `HTTP ${response.status}`);
}
