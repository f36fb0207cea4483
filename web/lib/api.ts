import { z } from 'zod';

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

const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export interface ApiRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  /** the whole response body is parsed with it, so nothing unchecked reaches the app */
  schema: S;
  signal?: AbortSignal;
}

/** Calls our own API with JSON in and out; every failure becomes an ApiError. */
export async function apiFetch<S extends z.ZodType>(path: string, request: ApiRequest<S>): Promise<z.output<S>> {
  const { method = 'GET', body, schema, signal } = request;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : 'Network request failed');
  }
  const json = await readJson(response);
  if (!response.ok) throw toApiError(response, json);
  const parsed = schema.safeParse(json);
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

function toApiError(response: Response, json: unknown): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(json);
  if (envelope.success) {
    const { code, message, fields } = envelope.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'http_error', response.statusText || `HTTP ${response.status}`);
}
