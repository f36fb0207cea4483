/**
 * The merchandising calls of the content service (§7), read from the content entries of a
 * storefront (a site's own entry wins over the shared 'ALL' one, content.store.ts). Each entry is
 * checked with its contract schema as it is read: a block that is missing or malformed answers 404,
 * never a 500, and a list that is missing or malformed is empty, so a page simply draws without it.
 */
import { z } from 'zod';
import type { SiteCode } from '../../../core/constants';
import {
  accountPagesSettingsSchema,
  goodnessBoxBadgeSchema,
  highlightContentBlockSchema,
  type NoResultsContent,
  noResultsContentSchema,
  productCarouselSchema,
  promotionBannerSchema,
  sitewideBannerSchema,
  twoColumnSectionSchema,
} from '../../../core/entities/merchandising';
import { notFound } from '../../errors';
import type { ContentStore } from './content.store';

/** Keys of the merchandising entries in content_entries. */
export const MERCHANDISING_KEYS = {
  accountPagesSettings: 'account_pages_settings',
  sitewideBanners: 'sitewide_banners',
  highlightContentBlock: 'highlight_content_block',
  twoColumnSection: 'two_column_section',
  productCarousels: 'product_carousels',
  goodnessBoxBadge: 'goodness_box_badge',
  promotionBanners: 'promotion_banners',
  skusWithDeal: 'skus_with_deal',
  noResultsSuggestions: 'no_results_suggestions',
} as const;

type Key = (typeof MERCHANDISING_KEYS)[keyof typeof MERCHANDISING_KEYS];

export function createMerchandisingService(store: ContentStore) {
  async function read<T>(site: SiteCode, key: Key, schema: z.ZodType<T>): Promise<T | undefined> {
    const entries = await store.getEntries(site, [key]);
    return schema.safeParse(entries[key]).data;
  }
  /** A block: 404 when the site has none (or a broken one). */
  async function block<T>(site: SiteCode, key: Key, schema: z.ZodType<T>): Promise<T> {
    const value = await read(site, key, schema);
    if (value === undefined) throw notFound(`No content entry '${key}'`);
    return value;
  }
  /** A list: empty when the site has none (or a broken one). */
  const list = async <T>(site: SiteCode, key: Key, schema: z.ZodType<T>): Promise<T[]> => (await read(site, key, z.array(schema))) ?? [];

  return {
    accountPagesSettings: (site: SiteCode) => block(site, MERCHANDISING_KEYS.accountPagesSettings, accountPagesSettingsSchema),
    sitewideBanners: (site: SiteCode) => list(site, MERCHANDISING_KEYS.sitewideBanners, sitewideBannerSchema),
    highlightContentBlock: (site: SiteCode) => block(site, MERCHANDISING_KEYS.highlightContentBlock, highlightContentBlockSchema),
    twoColumnSection: (site: SiteCode) => block(site, MERCHANDISING_KEYS.twoColumnSection, twoColumnSectionSchema),
    productCarousels: (site: SiteCode) => list(site, MERCHANDISING_KEYS.productCarousels, productCarouselSchema),
    goodnessBoxBadge: (site: SiteCode) => block(site, MERCHANDISING_KEYS.goodnessBoxBadge, goodnessBoxBadgeSchema),
    promotionBanners: (site: SiteCode) => list(site, MERCHANDISING_KEYS.promotionBanners, promotionBannerSchema),
    skusWithDeal: (site: SiteCode) => list(site, MERCHANDISING_KEYS.skusWithDeal, z.string().min(1).max(60)),
    /** The no-results content of a site; undefined when it has none (the catalogue joins it to its answer). */
    noResultsContent: (site: SiteCode): Promise<NoResultsContent | undefined> =>
      read(site, MERCHANDISING_KEYS.noResultsSuggestions, noResultsContentSchema),
  };
}
export type MerchandisingService = ReturnType<typeof createMerchandisingService>;
