/**
 * Tables of the content service's pages (see migrations/0005_content_pages.sql): content pages per
 * storefront, published or not (an unpublished page answers 404 like an unknown one), and the
 * route rules of §2 (a path of the shop that sends the visitor elsewhere).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const contentPages = pgTable(
  'content_pages',
  {
    site: text('site').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** ContentSection[] (core/entities/content-page.ts), checked with its schema when read */
    sections: jsonb('sections').$type<unknown>().notNull(),
    published: boolean('published').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.slug] }), check('content_pages_site', sql`${table.site} in ('DTC', 'HPSF')`)],
);

export const routeRules = pgTable(
  'route_rules',
  {
    site: text('site').notNull(),
    /** the path the rule answers, lower-case, without a trailing slash */
    fromPath: text('from_path').notNull(),
    /** a path of the shop or an absolute https URL (allowed hosts only, core/content/route-rules.ts) */
    target: text('target').notNull(),
  },
  (table) => [primaryKey({ columns: [table.site, table.fromPath] }), check('route_rules_site', sql`${table.site} in ('DTC', 'HPSF')`)],
);
