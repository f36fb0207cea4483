/**
 * Zod-free references to the merchandising calls (see refs.ts for why the web app calls through
 * references). Each is marked pure, so a page's bundle carries only the references it uses.
 * get-skus-with-deal's is beside the product lists' one use of it (web/features/content/deal-skus.ts).
 */
import { endpointRef } from './define';
import type * as merchandising from './merchandising';

type M = typeof merchandising;

export const getAccountPagesSettings = /* @__PURE__ */ endpointRef<M['getAccountPagesSettings']>(
  '/api/cms/v1.0/get-account-pages-settings',
  'GET',
);
export const getSitewideBanners = /* @__PURE__ */ endpointRef<M['getSitewideBanners']>('/api/cms/v1.0/get-sitewide-banners', 'GET');
export const getHighlightContentBlock = /* @__PURE__ */ endpointRef<M['getHighlightContentBlock']>(
  '/api/cms/v1.0/get-highlight-content-block',
  'GET',
);
export const getTwoColumnSection = /* @__PURE__ */ endpointRef<M['getTwoColumnSection']>('/api/cms/v1.0/get-two-column-section', 'GET');
export const getProductCarousel = /* @__PURE__ */ endpointRef<M['getProductCarousel']>('/api/cms/v1.0/get-product-carousel', 'GET');
export const getGoodnessBoxBadge = /* @__PURE__ */ endpointRef<M['getGoodnessBoxBadge']>('/api/cms/v1.0/get-goodness-box-badge', 'GET');
export const getPromotionBanners = /* @__PURE__ */ endpointRef<M['getPromotionBanners']>('/api/cms/v1.0/get-promotion-banners', 'GET');
