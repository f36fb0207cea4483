/**
 * The donation provider's tables (see migrations/0008_donation.sql): stores with their segments,
 * causes (charities by EIN and portfolios by 32-hex id), product donation settings keyed by the
 * catalogue's id, tracking records and click-stream events. Settings a store only reads back whole
 * (campaigns, multipliers, featured causes) are one jsonb document; what is queried has columns.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { inlineReference } from './schema-identity';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A store's settings as stored (the §3 donation store without id, name, isActive and segments). */
export interface StoredDonationSettings {
  activeCampaigns: number[];
  causeMultipliers: Record<string, number>;
  customCss: string | null;
  defaultCauseId: string | null;
  defaultCauseIds: string[];
  defaultDonation: number;
  defaultDonationType: 0 | 1;
  featuredCauseIds: string[];
  isEmbeddedConfirmation: boolean;
  isExperienceActive: boolean;
  letShoppersChoose: boolean;
  primaryCurrency: string;
  conversionRate: number;
  addOnAmounts: number[];
  searchEnabled: boolean;
  targetCssSelector: string | null;
}

export const donationStores = pgTable('donation_stores', {
  /** 32 lower-case hex characters (core/donation normaliseStoreId) */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  settings: jsonb('settings').$type<StoredDonationSettings>().notNull(),
});

export const donationSegments = pgTable(
  'donation_segments',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    isActive: boolean('is_active').notNull(),
    name: text('name').notNull(),
    excludeSegment: boolean('exclude_segment').notNull(),
    frontEndPropertyName: text('front_end_property_name').notNull(),
    frontEndSource: integer('front_end_source').notNull(),
    priorityIndex: integer('priority_index').notNull(),
    valueCategory: integer('value_category').notNull(),
    specifiedValues: jsonb('specified_values').$type<string[]>().notNull(),
    donationAction: integer('donation_action').notNull().default(0),
  },
  (table) => [
    inlineReference('donation_segments', table.storeId, donationStores.id, 'cascade'),
    index('donation_segments_store_idx').on(table.storeId, table.priorityIndex),
    check('donation_segments_source', sql`${table.frontEndSource} in (0, 1, 2)`),
  ],
);

/** A charity (kind 'charity', id its EIN) or a portfolio of charities (kind 'portfolio', 32-hex id). */
export const donationCauses = pgTable(
  'donation_causes',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    website: text('website'),
    logoUrl: text('logo_url'),
    streetAddress: text('street_address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    description: text('description'),
    multiplier: doublePrecision('multiplier').notNull().default(1),
    categoryId: integer('category_id').notNull(),
    headline: text('headline'),
    bannerImage: text('banner_image'),
    /** a portfolio's charities (EINs), in the order shown */
    portfolioCharities: jsonb('portfolio_charities').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    nteeFullCode: text('ntee_full_code'),
    nteeMainCode: text('ntee_main_code'),
    nteeSubCode: text('ntee_sub_code'),
  },
  (table) => [
    check('donation_causes_kind', sql`${table.kind} in ('charity', 'portfolio')`),
    check('donation_causes_category', sql`${table.categoryId} between 0 and 25`),
    index('donation_causes_search_idx').on(table.kind, table.state, table.categoryId),
    index('donation_causes_zip_idx').on(table.zip),
  ],
);

/** A product's or variant's donation (type 0 percentage, 1 flat per unit), keyed by the catalogue id the widget sends as cmsId. */
export const donationProductSettings = pgTable(
  'donation_product_settings',
  {
    storeId: text('store_id').notNull(),
    cmsId: text('cms_id').notNull(),
    donationType: integer('donation_type').notNull(),
    value: doublePrecision('value').notNull(),
    /** a direct donation: this cause gets the line's donation whatever the shopper chose */
    directCauseId: text('direct_cause_id'),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.cmsId] }),
    inlineReference('donation_product_settings', table.storeId, donationStores.id, 'cascade'),
    check('donation_product_settings_type', sql`${table.donationType} in (0, 1)`),
  ],
);

/** A shopper's tracking record: the cause chosen, integration metadata, the confirmation's data. */
export const donationTrackings = pgTable(
  'donation_trackings',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    isTestMode: boolean('is_test_mode').notNull(),
    isForceTestMode: boolean('is_force_test_mode').notNull(),
    causeId: text('cause_id'),
    causeName: text('cause_name'),
    /** integration type → its info (the last one sent per type) */
    integrations: jsonb('integrations').$type<Record<string, unknown>>().notNull().default({}),
    confirmationTotalCents: integer('confirmation_total_cents'),
    /** the JSON text of the causes, as sent */
    confirmationCauses: text('confirmation_causes'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('donation_trackings', table.storeId, donationStores.id, 'cascade'),
    index('donation_trackings_created_idx').on(table.createdAt),
  ],
);

/** A click-stream event as received (client properties already lower-cased by the contract). */
export const donationClickEvents = pgTable(
  'donation_click_events',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    trackingId: text('tracking_id'),
    client: jsonb('client').$type<Record<string, string>>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    customerId: text('customer_id'),
    email: text('email'),
    eventTime: at('event_time').notNull(),
    eventType: text('event_type').notNull(),
    eventVersion: text('event_version').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('donation_click_events', table.storeId, donationStores.id, 'cascade'),
    index('donation_click_events_store_time_idx').on(table.storeId, table.eventTime),
  ],
);
