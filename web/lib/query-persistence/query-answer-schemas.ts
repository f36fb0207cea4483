/**
 * The zod schema of every query answer the app persists, found by its query key (docs/architecture.md §6:
 * everything read back is parsed with its schema). A restored answer that fails its schema, or
 * whose key is in no row here, is dropped and fetched again; it is never shown.
 *
 * Loaded only when a stored cache is restored (query-persister.ts imports it lazily): the schemas
 * of products, orders and content must not weigh on the first visit's JS.
 *
 * A new query family that should survive a restart needs its row here. Without one it still
 * works online, it simply starts empty after a reload (the safe side).
 */
import { z } from 'zod';
import { getCommerceCustomer, getCommerceOrder, getCommerceOrders, getSubscriptions } from '../../../core/contract/account';
import { getAnnouncements, getFooter, getGlobals, getHeader, getNavigation, getPasswordProtect } from '../../../core/contract/content';
import { getNoResultsSuggestions, productPageSchema } from '../../../core/contract/catalogue';
import { getContact } from '../../../core/contract/contact';
import { getContentPage, getMaintenance, getRouteRules, getSitemap } from '../../../core/contract/content-pages';
import * as merchandising from '../../../core/contract/merchandising';
import { getEstimatedDeliveryDate, getStockObject } from '../../../core/contract/stock';
import { getStorefrontConfig } from '../../../core/contract/storefront-config';
import { filterGroupSchema, productSchema, variantSchema } from '../../../core/entities/catalogue';

/** Stands for any one key part (an id, a handle, a query object). */
export const ANY = Symbol('any key part');
type KeyPattern = readonly (string | typeof ANY)[];

export interface AnswerSchemaRow {
  /** leading parts of the query key; later parts (the query's arguments) may be anything */
  key: KeyPattern;
  schema: z.ZodType;
}

/** An infinite query's data: its pages and the cursor of each. */
const infinite = (page: z.ZodType) => z.object({ pages: z.array(page), pageParams: z.array(z.unknown()) });

/**
 * Keys as written in web/features (catalogue/queries.ts, account/account-queries.ts,
 * content/content-queries.ts, cart/cart-line-products.ts); data as the query functions return it
 * (the contract's `data`, unwrapped).
 */
export const ANSWER_SCHEMAS: readonly AnswerSchemaRow[] = [
  { key: ['catalogue', 'page'], schema: productPageSchema },
  { key: ['catalogue', 'product'], schema: productSchema },
  { key: ['catalogue', 'filters'], schema: z.array(filterGroupSchema) },
  { key: ['catalogue', 'suggestions'], schema: getNoResultsSuggestions.output.shape.data },
  { key: ['catalogue', 'by-handles'], schema: z.array(productSchema) },
  {
    key: ['catalogue', 'cart-line-products'],
    schema: z.record(z.string(), z.object({ product: productSchema, variant: variantSchema })),
  },
  { key: ['stock', 'skus'], schema: z.record(z.string(), z.boolean()) },
  { key: ['stock', 'zip-ranges'], schema: getStockObject.output.shape.data.shape.all_zips },
  { key: ['stock', 'delivery'], schema: getEstimatedDeliveryDate.output },
  { key: ['content', 'globals'], schema: getGlobals.output.shape.data },
  // which outside services to load after consent: known offline too (web/app/storefront-config.ts)
  { key: ['storefront-config'], schema: getStorefrontConfig.output },
  { key: ['content', 'header'], schema: getHeader.output.shape.data },
  { key: ['content', 'footer'], schema: getFooter.output.shape.data },
  { key: ['content', 'navigation'], schema: getNavigation.output.shape.data },
  { key: ['content', 'announcements'], schema: getAnnouncements.output.shape.data },
  { key: ['content', 'password-protect'], schema: getPasswordProtect.output.shape.data },
  // the contact form opens offline after one visit (web/features/contact/contact-queries.ts)
  { key: ['content', 'contact'], schema: getContact.output.shape.data },
  // Content pages, the sitemap and route rules open offline once visited (web/features/content/content-page-queries.ts).
  { key: ['content', 'page'], schema: getContentPage.output.shape.data },
  { key: ['content', 'sitemap'], schema: getSitemap.output.shape.data },
  { key: ['content', 'route-rules'], schema: getRouteRules.output.shape.data },
  { key: ['content', 'maintenance'], schema: getMaintenance.output.shape.data },
  // The merchandising blocks (content/merchandising-queries.ts): the home page and the deal badges draw offline.
  { key: ['content', 'account-pages-settings'], schema: merchandising.getAccountPagesSettings.output.shape.data },
  { key: ['content', 'sitewide-banners'], schema: merchandising.getSitewideBanners.output.shape.data },
  { key: ['content', 'highlight-content-block'], schema: merchandising.getHighlightContentBlock.output.shape.data },
  { key: ['content', 'two-column-section'], schema: merchandising.getTwoColumnSection.output.shape.data },
  { key: ['content', 'product-carousel'], schema: merchandising.getProductCarousel.output.shape.data },
  { key: ['content', 'goodness-box-badge'], schema: merchandising.getGoodnessBoxBadge.output.shape.data },
  { key: ['content', 'promotion-banners'], schema: merchandising.getPromotionBanners.output.shape.data },
  { key: ['content', 'skus-with-deal'], schema: merchandising.getSkusWithDeal.output.shape.data },
  // Account pages seen before show offline as 'Offline copy' (so a shopper offline still sees what they saw); keys carry the customer id.
  { key: ['account', ANY, 'customer'], schema: getCommerceCustomer.output.shape.data },
  { key: ['account', ANY, 'orders'], schema: infinite(getCommerceOrders.output.shape.data) },
  { key: ['account', ANY, 'order'], schema: getCommerceOrder.output.shape.data },
  { key: ['account', ANY, 'subscriptions'], schema: getSubscriptions.output.shape.results },
];

function matches(pattern: KeyPattern, key: readonly unknown[]): boolean {
  if (key.length < pattern.length) return false;
  return pattern.every((part, index) => (part === ANY ? typeof key[index] === 'string' : key[index] === part));
}

/** The schema of the answer under `key`, or undefined when no row knows it (the answer is dropped). */
export function answerSchemaOf(key: readonly unknown[], rows: readonly AnswerSchemaRow[] = ANSWER_SCHEMAS): z.ZodType | undefined {
  return rows.find((row) => matches(row.key, key))?.schema;
}
