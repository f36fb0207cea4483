import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint: its paths, the zod schema of its input (body for POST and PUT, query for GET,
 * plus the values of the path's `:param` segments) and of its answer. The server validates with `input`; the web client is typed from it.
 * `P` keeps the path's literal type, so a zod-free reference (endpointRef) is checked against it.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, P extends string = string> {
  /** the path of §7; reads also answer GET with the same input as query parameters */
  path: P;
  methods: readonly HttpMethod[];
  input: I;
  output: O;
  /** true for reads that may be cached by ETag (the server's cached-read lane) */
  cacheable?: boolean;
  /**
   * true for reads that depend only on their input and the shop's data, never on who asks, but
   * change too often to be cached by ETag (stock, delivery dates): a page drawn on the server may
   * show them. Every cacheable read is shared too.
   */
  shared?: boolean;
  /** true for writes that honour Idempotency-Key */
  idempotent?: boolean;
}

/** Declares an endpoint (identity function that keeps the literal types). */
export function endpoint<I extends z.ZodType, O extends z.ZodType, P extends string = string>(e: Endpoint<I, O, P>): Endpoint<I, O, P> {
  return e;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

/** A path as a client calls it: each `:param` segment of the definition's path filled in. */
export type CalledPath<P extends string> = P extends `${infer Head}:${string}/${infer Tail}` ? `${Head}${string}/${CalledPath<Tail>}` : P;

/** The method a client calls an endpoint with: a read's input goes as query parameters, a POST's or PUT's as JSON. */
export type CallMethod = 'GET' | 'POST' | 'PUT';

/**
 * A path with its `:param` segments taken from `input` (URI-encoded), and the rest of the input:
 * the client sends that rest as query or body, the server puts the params back into the input
 * (api/http/validate.ts) before validating, so one schema checks both.
 */
export function fillPath(path: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

/**
 * An endpoint as a client calls it: its path and method at run time, its input and answer types only. It
 * carries no schema, so a page that reads the API loads no zod (the server validates, the client is
 * typed from the contract).
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  /** E's path, any `:param` filled in (endpointRef checks it against E) */
  readonly path: string;
  readonly method: CallMethod;
  /** type-only link to the endpoint (never set) */
  readonly endpoint?: E;
}

/**
 * A zod-free reference to `E`, called with `method`; its path must be E's path literally, with
 * any `:param` filled in (checked by the compiler).
 */
export function endpointRef<E extends Endpoint>(path: CalledPath<E['path']>, method: CallMethod): EndpointRef<E> {
  return { path, method };
}

/** The input type of an endpoint reference. */
export type RefInput<R> = R extends EndpointRef<infer E> ? EndpointInput<E> : never;
/** The answer type of an endpoint reference. */
export type RefOutput<R> = R extends EndpointRef<infer E> ? EndpointOutput<E> : never;
