/**
 * The storefront's outside services (tag manager, reviews script, error reporting), read once at
 * start through the one API client and kept in the persisted query cache, so an offline start
 * knows them too. A refused setting (400 'Invalid analytics integration.') leaves `data` empty:
 * nothing outside loads, the shop itself works on.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefOutput } from '../../core/contract/define';
import { getStorefrontConfig } from '../../core/contract/refs';
import { callEndpoint } from '../lib/api';

export type StorefrontConfig = RefOutput<typeof getStorefrontConfig>;

const HOUR_MS = 3_600_000;

export const storefrontConfigQuery = queryOptions({
  queryKey: ['storefront-config'],
  queryFn: ({ signal }) => callEndpoint(getStorefrontConfig, {}, { signal }),
  staleTime: HOUR_MS,
  retry: false,
});

/** The storefront config once known; undefined while it loads, or when the server refused it. */
export function useStorefrontConfig(): StorefrontConfig | undefined {
  return useQuery(storefrontConfigQuery).data;
}
