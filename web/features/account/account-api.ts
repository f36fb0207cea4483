/**
 * The account calls of the web app, typed by the contract (core/contract/account) without loading
 * its schemas (the server validates). Writes are refused up front while offline: an account change
 * must reach the server to count, and queueing it could replay a stale edit later.
 *
 * Each write is one user action with one Idempotency-Key: when the answer is lost (the network
 * drops after the server applied it) the retry sends the same key and the server answers what it
 * stored, so an address is never created twice nor a delivery skipped twice.
 */
import type { Endpoint, EndpointInput, EndpointOutput, EndpointRef, RefInput } from '../../../core/contract/define';
import * as refs from '../../../core/contract/account-refs';
import { ApiError, callEndpoint } from '../../lib/api';

/** Shown when a write is tried without a connection. */
export const OFFLINE_WRITE_MESSAGE = 'You are offline. Changes to your account can be saved once you are back online.';

/** Tries of one write, all under its one key, and the pause between them. */
export const WRITE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** No answer, the same key still running on the server, or a passing server failure: try again. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 0 || error.code === 'IDEMPOTENCY_IN_PROGRESS' || error.status === 502 || error.status === 503 || error.status === 504
  );
}

async function write<E extends Endpoint>(endpoint: EndpointRef<E>, body: EndpointInput<E>): Promise<EndpointOutput<E>> {
  if (isOffline()) throw new ApiError(0, 'offline', OFFLINE_WRITE_MESSAGE);
  const idempotencyKey = crypto.randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      return await callEndpoint(endpoint, body, { idempotencyKey });
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !worthRetrying(error) || isOffline()) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

type AddressInput = RefInput<typeof refs.customerAddressCreate>['address'];

export const accountApi = {
  customer: (signal?: AbortSignal) => callEndpoint(refs.getCommerceCustomer, {}, { signal }),
  orders: (input: RefInput<typeof refs.getCommerceOrders>, signal?: AbortSignal) => callEndpoint(refs.getCommerceOrders, input, { signal }),
  order: (id: string, signal?: AbortSignal) => callEndpoint(refs.getCommerceOrder, { id }, { signal }),
  subscriptions: (signal?: AbortSignal) => callEndpoint(refs.getSubscriptions, {}, { signal }),

  updateCustomer: (input: RefInput<typeof refs.updateCustomer>) => write(refs.updateCustomer, input),
  setDefaultAddress: (addressId: string) => write(refs.updateCustomerDefaultAddress, { addressId }),
  createAddress: (address: AddressInput) => write(refs.customerAddressCreate, { address }),
  updateAddress: (id: string, address: AddressInput) => write(refs.customerAddressUpdate, { id, address }),
  deleteAddress: (id: string) => write(refs.customerAddressDelete, { id }),
  cancelSubscription: (contractId: string, reason: string) => write(refs.cancelSubscription, { contractId, reason }),
  skipSubscription: (contractId: string) => write(refs.skipSubscription, { contractId }),
  changeFrequency: (contractId: string, weeks: number) => write(refs.changeSubscriptionFrequency, { contractId, weeks }),
  restoreCart: (guestCartId: string | null) => callEndpoint(refs.restoreCart, { guestCartId }),
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
