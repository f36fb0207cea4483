import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint: its paths, the zod schema of its input (body for POST, query for GET)
 * and of its answer. The server validates with `input`; the web client is typed from it.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** the spec's path (§7); reads also answer GET with the same input as query parameters */
  path: string;
  methods: readonly HttpMethod[];
  input: I;
  output: O;
  /** true for reads that may be cached by ETag (DESIGN §4) */
  cacheable?: boolean;
  /** true for writes that honour Idempotency-Key */
  idempotent?: boolean;
}

/** Declares an endpoint (identity function that keeps the literal types). */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
