/**
 * The account calls of the web app, typed by the contract (core/contract/account) without loading
 * its schemas (the server validates). Writes are refused up front while offline: an account change
 * must reach the server to count, and queueing it could replay a stale edit later.
 *
 * Each write is one user action with one Idempotency-Key: when the answer is lost (the network
 * drops after the server applied it) the retry sends the same key and the server answers what it
 * stored, so an address is never created twice nor a delivery skipped twice.
 */
import type { EndpointInput, EndpointOutput } from '../../../core/contract';
import type * as contract from '../../../core/contract/account';
import { ApiError, apiFetch } from '../../lib/api';

/** Shown when a write is tried without a connection. */
export const OFFLINE_WRITE_MESSAGE = 'You are offline. Changes to your account can be saved once you are back online.';

function post<E extends contract.AnyAccountEndpoint>(path: E['path'], body: EndpointInput<E>, signal?: AbortSignal) {
  return apiFetch<EndpointOutput<E>>(path, { method: 'POST', body, signal });
}

/** Tries of one write, all under its one key, and the pause between them. */
export const WRITE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** No answer, the same key still running on the server, or a passing server failure: try again. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.code === 'IDEMPOTENCY_IN_PROGRESS' || error.status === 502 || error.status === 503 || error.status === 504;
}

async function write<E extends contract.AnyAccountEndpoint>(path: E['path'], body: EndpointInput<E>): Promise<EndpointOutput<E>> {
  if (isOffline()) throw new ApiError(0, 'offline', OFFLINE_WRITE_MESSAGE);
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiFetch<EndpointOutput<E>>(path, { method: 'POST', body, headers });
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !worthRetrying(error) || isOffline()) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

const ECOM = '/api/ecom/v1.0';

export const accountApi = {
  customer: (signal?: AbortSignal) => post<typeof contract.getCommerceCustomer>(`${ECOM}/get-commerce-customer`, {}, signal),
  orders: (input: EndpointInput<typeof contract.getCommerceOrders>, signal?: AbortSignal) =>
    post<typeof contract.getCommerceOrders>(`${ECOM}/get-commerce-orders`, input, signal),
  order: (id: string, signal?: AbortSignal) => post<typeof contract.getCommerceOrder>(`${ECOM}/get-commerce-order`, { id }, signal),
  subscriptions: (signal?: AbortSignal) => post<typeof contract.getSubscriptions>('/api/get-subscriptions', {}, signal),

  updateCustomer: (input: EndpointInput<typeof contract.updateCustomer>) => write<typeof contract.updateCustomer>(`${ECOM}/update-customer`, input),
  setDefaultAddress: (addressId: string) =>
    write<typeof contract.updateCustomerDefaultAddress>(`${ECOM}/update-customer-default-address`, { addressId }),
  createAddress: (address: EndpointInput<typeof contract.customerAddressCreate>['address']) =>
    write<typeof contract.customerAddressCreate>(`${ECOM}/customer-address-create`, { address }),
  updateAddress: (id: string, address: EndpointInput<typeof contract.customerAddressUpdate>['address']) =>
    write<typeof contract.customerAddressUpdate>(`${ECOM}/customer-address-update`, { id, address }),
  deleteAddress: (id: string) => write<typeof contract.customerAddressDelete>(`${ECOM}/customer-address-delete`, { id }),
  cancelSubscription: (contractId: string, reason: string) =>
    write<typeof contract.cancelSubscription>('/api/account/subscriptions/cancel', { contractId, reason }),
  skipSubscription: (contractId: string) => write<typeof contract.skipSubscription>('/api/account/subscriptions/skip', { contractId }),
  changeFrequency: (contractId: string, weeks: number) =>
    write<typeof contract.changeSubscriptionFrequency>('/api/account/subscriptions/change-frequency', { contractId, weeks }),
  restoreCart: (guestCartId: string | null) => post<typeof contract.restoreCart>('/api/account/restore-cart', { guestCartId }),
};

/** The message to show for a failed call (offline or refused). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 && error.code !== 'offline' ? OFFLINE_WRITE_MESSAGE : error.message;
  return 'Something went wrong. Try again.';
}

/** Field messages of a refused address write, without the 'address.' prefix. */
export function addressFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field.replace(/^address\./, ''), message]));
}
