/**
 * The merchandising reads of the content service (core/contract/merchandising.ts) as TanStack
 * queries. Answers are typed from the contract and not parsed again here (the server checks its
 * stored content with the same schemas); the persisted copies are checked on restore
 * (query-answer-schemas.ts), so the home page's blocks draw offline after one visit.
 */
import { useQuery } from '@tanstack/react-query';
import {
  getAccountPagesSettings,
  getGoodnessBoxBadge,
  getHighlightContentBlock,
  getProductCarousel,
  getPromotionBanners,
  getSitewideBanners,
  getTwoColumnSection,
} from '../../../core/contract/merchandising-refs';
import { callEndpoint } from '../../lib/api';
import { DEAL_SKUS_KEY } from './deal-skus';

/** Content changes rarely; a shopper on a flaky connection should not refetch it on every page. */
const MERCHANDISING_STALE_MS = 5 * 60_000;

/** Query keys, one per call (query-answer-schemas.ts names the same). */
export const merchandisingKeys = {
  accountPages: ['content', 'account-pages-settings'],
  sitewideBanners: ['content', 'sitewide-banners'],
  highlight: ['content', 'highlight-content-block'],
  twoColumn: ['content', 'two-column-section'],
  carousels: ['content', 'product-carousel'],
  goodness: ['content', 'goodness-box-badge'],
  promotionBanners: ['content', 'promotion-banners'],
  dealSkus: DEAL_SKUS_KEY,
} as const;

/** One merchandising read: its answer's data, cached and persisted under `key`. */
function useContentRead<T>(key: readonly string[], read: (signal: AbortSignal) => Promise<{ data: T }>) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => read(signal).then((answer) => answer.data),
    staleTime: MERCHANDISING_STALE_MS,
  });
}

export const useAccountPagesSettings = () =>
  useContentRead(merchandisingKeys.accountPages, (signal) => callEndpoint(getAccountPagesSettings, {}, { signal }));
export const useSitewideBanners = () =>
  useContentRead(merchandisingKeys.sitewideBanners, (signal) => callEndpoint(getSitewideBanners, {}, { signal }));
export const useHighlightContentBlock = () =>
  useContentRead(merchandisingKeys.highlight, (signal) => callEndpoint(getHighlightContentBlock, {}, { signal }));
export const useTwoColumnSection = () =>
  useContentRead(merchandisingKeys.twoColumn, (signal) => callEndpoint(getTwoColumnSection, {}, { signal }));
/** Every page's carousel configuration: one answer serves home, cart and 404 (and is persisted once). */
export const useProductCarousels = () =>
  useContentRead(merchandisingKeys.carousels, (signal) => callEndpoint(getProductCarousel, {}, { signal }));
export const useGoodnessBoxBadge = () =>
  useContentRead(merchandisingKeys.goodness, (signal) => callEndpoint(getGoodnessBoxBadge, {}, { signal }));
/** The brief's lazy call: the lists draw without waiting for it. */
export const usePromotionBanners = () =>
  useContentRead(merchandisingKeys.promotionBanners, (signal) => callEndpoint(getPromotionBanners, {}, { signal }));
