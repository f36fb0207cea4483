/**
 * Merchandising content of the content service (§7): the home page's blocks, banners, the product
 * carousels' configuration of §2, the skus with a deal, the no-results suggestions and the account
 * pages' copy. Every text is plain text (drawn as text, never as HTML).
 */
import { z } from 'zod';
import { CAROUSEL_BACKGROUNDS } from '../constants';
import { COPY_COLORS } from '../merchandising/surface';
import { linkSchema } from './content';

const text = z.string().trim().min(1).max(600);
const shortText = z.string().trim().min(1).max(120);
export const backgroundSchema = z.enum(CAROUSEL_BACKGROUNDS);
export const copyColorSchema = z.enum(COPY_COLORS);
/** An image of the content service's assets (a path the image route serves). */
export const contentImageSchema = z.object({ url: z.string().startsWith('/assets/'), alt: z.string().max(200) });

/** Pages a product carousel is configured for (§2: home, cart and the 404 page). */
export const CAROUSEL_PAGES = ['home', 'cart', '404'] as const;
export type CarouselPage = (typeof CAROUSEL_PAGES)[number];

/** §2's product carousel configuration (get-product-carousel answers one per page). */
export const productCarouselSchema = z.object({
  page: z.enum(CAROUSEL_PAGES),
  headline: shortText.optional(),
  paragraph: text.optional(),
  handles: z.array(z.object({ handle: z.string().min(1).max(200) })).max(24),
  bg_color: backgroundSchema,
  copyColor: copyColorSchema,
  isLastComponent: z.boolean(),
});
export type ProductCarouselContent = z.infer<typeof productCarouselSchema>;

/** The home page's lead block (get-highlight-content-block): its heading is the page's h1. */
export const highlightContentBlockSchema = z.object({
  eyebrow: shortText,
  heading: shortText,
  text,
  ctas: z.array(linkSchema).max(3),
  bg_color: backgroundSchema,
  copyColor: copyColorSchema,
});
export type HighlightContentBlock = z.infer<typeof highlightContentBlockSchema>;

/** Copy beside a picture (get-two-column-section). */
export const twoColumnSectionSchema = z.object({
  heading: shortText,
  paragraphs: z.array(text).min(1).max(4),
  image: contentImageSchema,
  imagePosition: z.enum(['left', 'right']),
  cta: linkSchema.optional(),
  bg_color: backgroundSchema,
  copyColor: copyColorSchema,
});
export type TwoColumnSection = z.infer<typeof twoColumnSectionSchema>;

/** The brand's promise as a badge with its points (get-goodness-box-badge). */
export const goodnessBoxBadgeSchema = z.object({
  badge: shortText,
  heading: shortText,
  text,
  points: z.array(shortText).min(1).max(6),
});
export type GoodnessBoxBadge = z.infer<typeof goodnessBoxBadgeSchema>;

/** A one-line banner (get-sitewide-banners). */
export const sitewideBannerSchema = z.object({
  id: z.string().min(1).max(60),
  message: text,
  link: linkSchema.optional(),
  bg_color: backgroundSchema,
  copyColor: copyColorSchema,
});
export type SitewideBanner = z.infer<typeof sitewideBannerSchema>;

/** A banner of the product lists (get-promotion-banners); with a species, only on that species' lists. */
export const promotionBannerSchema = z.object({
  id: z.string().min(1).max(60),
  heading: shortText,
  text,
  link: linkSchema,
  species: z.enum(['dog', 'cat']).optional(),
  bg_color: backgroundSchema,
  copyColor: copyColorSchema,
});
export type PromotionBanner = z.infer<typeof promotionBannerSchema>;

/** Copy of the account pages (get-account-pages-settings). */
export const accountPagesSettingsSchema = z.object({
  dashboardIntro: text,
  autoshipsIntro: text,
  help: z.object({ text, link: linkSchema }),
});
export type AccountPagesSettings = z.infer<typeof accountPagesSettingsSchema>;

/** What a search without results offers besides close words: searches to try and products to show. */
export const noResultsContentSchema = z.object({
  popularSearches: z.array(shortText).max(8),
  handles: z.array(z.string().min(1).max(200)).max(12),
});
export type NoResultsContent = z.infer<typeof noResultsContentSchema>;
