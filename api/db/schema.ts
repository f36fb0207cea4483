/**
 * Catalogue and content tables. Money is integer cents; the wire format ('12.99') is made by the stores.
 * Other areas add their own schema files; this one owns the catalogue, stock, content and seed bookkeeping.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Highest quantity that still counts as 'limited' stock; 0 is 'out'. */
export const LIMITED_STOCK_MAX_QUANTITY = 5;
const LIMITED_MAX = sql.raw(String(LIMITED_STOCK_MAX_QUANTITY));

export const publishStatus = pgEnum('publish_status', ['published', 'draft', 'archived']);
export const stockDestination = pgEnum('stock_destination', ['HOME', 'CLINIC']);
export const packType = pgEnum('pack_type', ['bag', 'can', 'tray', 'pouch']);
export const weightUnit = pgEnum('weight_unit', ['lbs', 'oz']);

/** Image as stored in jsonb media lists. */
export interface StoredImage {
  url: string;
  alt: string;
}
/** Product facets as stored: filter field → option values (the slugs of §3 options). */
export type StoredFacets = Record<string, string[]>;
/** A filter option's filter: a value filter or a range filter. */
export type StoredFilter = { field: string; value: string } | { field: string; min: number; max: number };

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    productType: text('product_type').notNull(),
    /** display name of the product line */
    line: text('line').notNull(),
    status: publishStatus('status').notNull(),
    sites: text('sites').array().notNull(),
    facets: jsonb('facets').$type<StoredFacets>().notNull(),
    featuredImageUrl: text('featured_image_url').notNull(),
    featuredImageAlt: text('featured_image_alt').notNull(),
    rank: integer('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('products_status_rank_idx').on(table.status, table.rank)],
);

export const productOptions = pgTable(
  'product_options',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.name] })],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    adminGraphqlId: text('admin_graphql_id').notNull().unique(),
    sku: text('sku').notNull().unique(),
    variantUrl: text('variant_url').notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    compareAtCents: integer('compare_at_cents'),
    weight: numeric('weight', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    weightUnit: weightUnit('weight_unit').notNull(),
    flavor: text('flavor').notNull(),
    packType: packType('pack_type').notNull(),
    productForm: text('product_form').notNull(),
    sizeLabel: text('size_label').notNull(),
    badgeTags: text('badge_tags').array().notNull(),
    media: jsonb('media').$type<StoredImage[]>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('variants_product_idx').on(table.productId, table.position),
    check('variants_price_positive', sql`${table.priceCents} > 0`),
    check('variants_compare_at_above_price', sql`${table.compareAtCents} is null or ${table.compareAtCents} > ${table.priceCents}`),
    check('variants_weight_positive', sql`${table.weight} > 0`),
  ],
);

export const sellingPlans = pgTable(
  'selling_plans',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intervalWeeks: integer('interval_weeks').notNull(),
    discountPercent: integer('discount_percent').notNull(),
  },
  (table) => [
    index('selling_plans_product_idx').on(table.productId),
    check('selling_plans_interval', sql`${table.intervalWeeks} between 2 and 12`),
    check('selling_plans_discount', sql`${table.discountPercent} between 0 and 100`),
  ],
);

export const filterGroups = pgTable('filter_groups', {
  slug: text('slug').primaryKey(),
  field: text('field').notNull(),
  label: text('label').notNull(),
  navigationLabel: text('navigation_label'),
  sites: text('sites').array().notNull(),
  species: text('species').array().notNull(),
  isNavigation: boolean('is_navigation').notNull(),
  sortDtc: integer('sort_dtc').notNull(),
  sortHpsf: integer('sort_hpsf').notNull(),
});

export const filterOptions = pgTable(
  'filter_options',
  {
    groupSlug: text('group_slug')
      .notNull()
      .references(() => filterGroups.slug, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    sites: text('sites').array().notNull(),
    species: text('species').array().notNull(),
    filter: jsonb('filter').$type<StoredFilter>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupSlug, table.slug] })],
);

export const stock = pgTable(
  'stock',
  {
    sku: text('sku')
      .notNull()
      .references(() => variants.sku, { onDelete: 'cascade' }),
    destination: stockDestination('destination').notNull(),
    quantity: integer('quantity').notNull(),
    /** derived by the database so every reader agrees on the thresholds */
    level: text('level')
      .notNull()
      .generatedAlwaysAs(sql`case when quantity <= 0 then 'out' when quantity <= ${LIMITED_MAX} then 'limited' else 'in' end`),
  },
  (table) => [primaryKey({ columns: [table.sku, table.destination] }), check('stock_quantity_not_negative', sql`${table.quantity} >= 0`)],
);

export const stockZipRanges = pgTable(
  'stock_zip_ranges',
  {
    destination: stockDestination('destination').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.destination, table.low] }),
    check('stock_zip_ranges_bounds', sql`${table.low} between 0 and 99999 and ${table.high} between ${table.low} and 99999`),
  ],
);

export const contentEntries = pgTable(
  'content_entries',
  {
    /** 'DTC', 'HPSF', or 'ALL' for a value shared by both storefronts */
    site: text('site').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.site, table.key] }),
    check('content_entries_site', sql`${table.site} in ('DTC', 'HPSF', 'ALL')`),
  ],
);

/**
 * The name of every migration a build has applied, keyed as drizzle's own bookkeeping keys it (the
 * journal's timestamp): drizzle keeps only a hash, and a process of an older build that finds a
 * migration it does not know names it from here when it refuses to serve (api/db/schema-version.ts).
 */
export const schemaMigrations = pgTable('schema_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }).primaryKey(),
  tag: text('tag').notNull(),
  hash: text('hash').notNull(),
});

/** One row per seed part: lets a re-run skip work whose data has not changed. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Carts. The whole cart is one JSON document in core/cart's CartState shape, parsed
 * with cartStateSchema when read: the same reducer state the offline client keeps, so no mapping
 * lies between them. Lines refer to variants by id only, never by foreign key: the catalogue seed
 * may delete and re-insert products under a cart. `version` grows by one with every write.
 */
export const carts = pgTable(
  'carts',
  {
    /** client-made or server-made UUID */
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    // json, not jsonb: the app reads and writes the state whole and no SQL looks inside it, so it is
    // kept as the text sent; jsonb would rebuild it on every write and print it on every read
    state: json('state').$type<unknown>().notNull(),
    version: integer('version').notNull().default(1),
    /** the customer a cart made signed in (or taken over at sign-in) belongs to; null for a guest's cart */
    ownerCustomerId: text('owner_customer_id'),
    /** a guest cart's owner: the SHA-256 of the guest key the browser holds (api/http/guest-key.ts) */
    ownerGuestKey: text('owner_guest_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('carts_site', sql`${table.site} in ('DTC', 'HPSF')`),
    index('carts_updated_idx').on(table.updatedAt),
    index('carts_owner_customer_idx').on(table.ownerCustomerId),
  ],
);

/**
 * Idempotency-Key records (docs/architecture.md §4, IETF draft): one per (scope, key), where scope is
 * 'site METHOD path caller' (the caller: api/http/idempotency.ts callerOf). 'in_progress' while the
 * first request runs; 'done' with the answer to replay.
 * Kept at least 24 h (see api/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    // json, not jsonb, as the cart's state: the answer's text, kept as sent and replayed whole
    responseBody: json('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_status', sql`${table.status} in ('in_progress', 'done')`),
  ],
);

// Tables of later areas live in files of their own, each with its hand-written migration.
export * from './schema-checkout';
export * from './schema-identity';
export * from './schema-account';
export * from './schema-contact';
export * from './schema-content';
export * from './schema-donation';
export * from './schema-reviews';
export * from './schema-client-errors';
