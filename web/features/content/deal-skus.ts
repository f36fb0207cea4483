/**
 * The skus with a deal (get-skus-with-deal, the brief's lazy call): the 'Deal' badge of §9. Apart
 * from the other merchandising reads because every product list needs it: this module (and its
 * one endpoint reference) is all a first visit of /products carries of them.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointRef } from '../../../core/contract/define';
import type * as merchandising from '../../../core/contract/merchandising';
import { callEndpoint } from '../../lib/api';

const getSkusWithDeal = endpointRef<typeof merchandising.getSkusWithDeal>('/api/cms/v1.0/get-skus-with-deal', 'GET');

/** The query key of the deal list (query-answer-schemas.ts names the same). */
export const DEAL_SKUS_KEY = ['content', 'skus-with-deal'] as const;
/** Deals change with a promotion, not while a shopper browses. */
const DEALS_STALE_MS = 5 * 60_000;

/** The skus with a deal: an empty set until they arrive, so cards draw at once and gain the badge after. */
export function useDealSkus(): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: DEAL_SKUS_KEY,
    queryFn: ({ signal }) => callEndpoint(getSkusWithDeal, {}, { signal }).then((answer) => answer.data),
    staleTime: DEALS_STALE_MS,
  });
  return useMemo(() => new Set(data), [data]);
}
