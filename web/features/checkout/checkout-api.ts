/**
 * Checkout calls (core/contract/checkout). Writes carry an Idempotency-Key made by the caller, so a
 * retry of the same submission is answered with the first answer and never makes a second order.
 */
import type { EndpointInput, EndpointOutput } from '../../../core/contract';
import { getOrder, placeOrder, quoteCheckout, startCheckout } from '../../../core/contract/checkout';
import { ApiError } from '../../lib/api';

export type CheckoutStart = EndpointOutput<typeof startCheckout>['data'];
export type CheckoutQuote = EndpointOutput<typeof quoteCheckout>['data'];
export type PlacedOrder = EndpointOutput<typeof getOrder>['data'];
export type PlaceOrderInput = EndpointInput<typeof placeOrder>;

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: Record<string, string> };
}

async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown; key?: string; signal?: AbortSignal }): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.key) headers['Idempotency-Key'] = init.key;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', 'Network request failed');
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined; // an offline page or a proxy answered HTML
  }
  if (!response.ok) {
    const error = (json as ErrorBody | undefined)?.error;
    const code = typeof error?.code === 'string' ? error.code : 'http_error';
    const message = typeof error?.message === 'string' ? error.message : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(response.status, code, message, error?.fields);
  }
  return (json as { data: T }).data;
}

/** §4 checkout start: the server's cart, refused when empty, flagged or already ordered. */
export function startCheckoutCall(cartId: string, key: string, signal?: AbortSignal): Promise<CheckoutStart> {
  return call(startCheckout.path, { method: 'POST', body: { cartId }, key, signal });
}

/** Shipping, service charge, tax and total to a state. */
export function quoteCall(cartId: string, provinceCode: string, signal?: AbortSignal): Promise<CheckoutQuote> {
  return call(quoteCheckout.path, { method: 'POST', body: { cartId, provinceCode }, signal });
}

/** Places the order; `key` is the Idempotency-Key of this submission (the same on every retry). */
export function placeOrderCall(input: PlaceOrderInput, key: string): Promise<PlacedOrder> {
  return call(placeOrder.path, { method: 'POST', body: input, key });
}

/** The order cart `cartId` became (numbered `number` when given). */
export function orderCall(cartId: string, number?: string, signal?: AbortSignal): Promise<PlacedOrder> {
  const query = new URLSearchParams({ cartId, ...(number ? { number } : {}) });
  return call(`${getOrder.path}?${query}`, { method: 'GET', signal });
}

/** True when the server was never reached (offline, connection dropped). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
