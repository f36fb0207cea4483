/**
 * The merchandising calls of the content service (§7): all reads with an empty body, answered per
 * storefront from the content entries (a site's own entry wins over the shared one). Each also
 * answers GET and is cacheable with an ETag like the other content reads. get-promotion-banners and
 * get-skus-with-deal are the brief's lazy calls: the pages draw without waiting for them.
 * get-no-results-suggestions is in catalogue.ts (its answer joins this content to the catalogue).
 */
import { z } from 'zod';
import {
  accountPagesSettingsSchema,
  goodnessBoxBadgeSchema,
  highlightContentBlockSchema,
  productCarouselSchema,
  promotionBannerSchema,
  sitewideBannerSchema,
  twoColumnSectionSchema,
} from '../entities/merchandising';
import { endpoint } from './define';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const empty = z.object({}).loose();
const CMS = '/api/cms/v1.0';

/** Builds a read of the content service with an empty body, at /api/cms/v1.0/<name>. */
function contentRead<P extends string, O extends z.ZodType>(path: P, output: O) {
  return endpoint({ path, methods: ['POST', 'GET'], input: empty, output: data(output), cacheable: true });
}

/** POST /api/cms/v1.0/get-account-pages-settings: copy of the account pages. */
export const getAccountPagesSettings = contentRead(`${CMS}/get-account-pages-settings`, accountPagesSettingsSchema);

/** POST /api/cms/v1.0/get-sitewide-banners: one-line banners, in order (none is an empty list). */
export const getSitewideBanners = contentRead(`${CMS}/get-sitewide-banners`, z.array(sitewideBannerSchema));

/** POST /api/cms/v1.0/get-highlight-content-block: the home page's lead block (404 when the site has none). */
export const getHighlightContentBlock = contentRead(`${CMS}/get-highlight-content-block`, highlightContentBlockSchema);

/** POST /api/cms/v1.0/get-two-column-section: copy beside a picture on the home page (404 when none). */
export const getTwoColumnSection = contentRead(`${CMS}/get-two-column-section`, twoColumnSectionSchema);

/** POST /api/cms/v1.0/get-product-carousel: the §2 carousel configuration of each page (home, cart, 404). */
export const getProductCarousel = contentRead(`${CMS}/get-product-carousel`, z.array(productCarouselSchema));

/** POST /api/cms/v1.0/get-goodness-box-badge: the brand's promise with its points (404 when none). */
export const getGoodnessBoxBadge = contentRead(`${CMS}/get-goodness-box-badge`, goodnessBoxBadgeSchema);

/** POST /api/cms/v1.0/get-promotion-banners (lazy): banners of the product lists (none is an empty list). */
export const getPromotionBanners = contentRead(`${CMS}/get-promotion-banners`, z.array(promotionBannerSchema));

/** POST /api/cms/v1.0/get-skus-with-deal (lazy): skus that carry the 'Deal' badge of §9. */
export const getSkusWithDeal = contentRead(`${CMS}/get-skus-with-deal`, z.array(z.string().min(1).max(60)));
