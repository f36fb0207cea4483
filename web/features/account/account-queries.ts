/**
 * Account reads through TanStack Query. They are persisted with the rest of the query cache
 * (IndexedDB), keyed by customer id, so an account page seen before still shows offline, marked
 * 'Offline copy'. A write updates the cache only after the server accepted it.
 */
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useUserStore } from '../identity/user-store';
import { accountApi } from './account-api';

export const ORDERS_PAGE_SIZE = 5;

/** Query keys of the account area, per customer. */
export const accountKeys = {
  all: (customerId: string) => ['account', customerId] as const,
  customer: (customerId: string) => ['account', customerId, 'customer'] as const,
  orders: (customerId: string, query: string) => ['account', customerId, 'orders', query] as const,
  order: (customerId: string, id: string) => ['account', customerId, 'order', id] as const,
  subscriptions: (customerId: string) => ['account', customerId, 'subscriptions'] as const,
};

/** The signed-in customer's id ('' before the profile is known: queries wait). */
export function useCustomerId(): string {
  return useUserStore((state) => state.account?.customerId ?? '');
}

export function useCommerceCustomer() {
  const id = useCustomerId();
  return useQuery({
    queryKey: accountKeys.customer(id),
    queryFn: ({ signal }) => accountApi.customer(signal).then((r) => r.data),
    enabled: id !== '',
  });
}

export function useOrders(query: string) {
  const id = useCustomerId();
  return useInfiniteQuery({
    queryKey: accountKeys.orders(id, query),
    queryFn: ({ pageParam, signal }) =>
      accountApi.orders({ quantity: ORDERS_PAGE_SIZE, cursor: pageParam, query: query || undefined }, signal).then((r) => r.data),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : undefined),
    enabled: id !== '',
  });
}

export function useOrder(orderId: string) {
  const id = useCustomerId();
  return useQuery({
    queryKey: accountKeys.order(id, orderId),
    queryFn: ({ signal }) => accountApi.order(orderId, signal).then((r) => r.data),
    enabled: id !== '',
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useSubscriptions() {
  const id = useCustomerId();
  return useQuery({
    queryKey: accountKeys.subscriptions(id),
    queryFn: ({ signal }) => accountApi.subscriptions(signal).then((r) => r.results),
    enabled: id !== '',
  });
}

/** After an accepted write: fetch the customer's account data again. */
export function refreshAccount(client: QueryClient, customerId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: accountKeys.all(customerId) });
}
