/**
 * Seeds the content pages of both storefronts, their route rules and the maintenance copy. Rows are
 * upserted (the seed's copy is the truth for its own slugs and paths), so a second run changes
 * nothing, and a page or rule an operator added under another slug or path survives a reseed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contentEntries, contentPages, routeRules } from '../schema';
import type { ContentPageSeed, RouteRuleSeed } from './content-page-builders';
import { DTC_PAGES } from './content-pages-dtc';
import { HPSF_PAGES } from './content-pages-hpsf';
import { LEGAL_PAGES } from './content-pages-legal';

/** Every seeded content page, published or not. */
export const CONTENT_PAGES: ContentPageSeed[] = [...DTC_PAGES, ...HPSF_PAGES, ...LEGAL_PAGES];

/** Old or short paths people still type or follow from elsewhere, per storefront (§2 route rules). */
const RULES_OF_BOTH_SITES: Omit<RouteRuleSeed, 'site'>[] = [
  { from: '/about-us', to: '/about' },
  { from: '/returns', to: '/shipping' },
  { from: '/shipping-policy', to: '/shipping' },
  { from: '/terms', to: '/terms-and-conditions' },
  { from: '/privacy', to: '/privacy-and-cookies' },
  { from: '/cookies', to: '/privacy-and-cookies' },
  { from: '/help', to: '/faq' },
];
export const ROUTE_RULES: RouteRuleSeed[] = [
  ...RULES_OF_BOTH_SITES.map((rule) => ({ ...rule, site: 'DTC' as const })),
  ...RULES_OF_BOTH_SITES.map((rule) => ({ ...rule, site: 'HPSF' as const })),
  // The clinic finder lives on the brand's veterinary site, an allowed external host.
  { site: 'DTC', from: '/vet', to: 'https://vets.vitalis.example/find-a-clinic' },
  { site: 'DTC', from: '/subscribe', to: '/autoship' },
  { site: 'HPSF', from: '/clinical-resources', to: 'https://vets.vitalis.example/clinical-care' },
];

/** Copy of the maintenance page, per storefront (content entry 'maintenance'). */
export const MAINTENANCE_ENTRIES = [
  {
    site: 'DTC' as const,
    key: 'maintenance',
    value: {
      title: "We'll be back soon",
      message:
        'The Vitalis shop is closed for a short while for scheduled maintenance. Your cart and your Autoships are safe. ' +
        'Please check back in a little while.',
    },
  },
  {
    site: 'HPSF' as const,
    key: 'maintenance',
    value: {
      title: "We'll be back soon",
      message:
        'The Vitalis staff feeding shop is closed for a short while for scheduled maintenance. Clinic deliveries are not ' +
        'affected. Please check back in a little while.',
    },
  },
];

/** Counts for the seed report. */
export async function seedContentPages(database: Database): Promise<Record<string, number>> {
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx
      .insert(contentPages)
      .values(CONTENT_PAGES.map((page) => ({ ...page, updatedAt: new Date(`${page.updatedAt}T00:00:00Z`) })))
      .onConflictDoUpdate({
        target: [contentPages.site, contentPages.slug],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          sections: sql`excluded.sections`,
          published: sql`excluded.published`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await tx
      .insert(routeRules)
      .values(ROUTE_RULES.map(({ site, from, to }) => ({ site, fromPath: from, target: to })))
      .onConflictDoUpdate({ target: [routeRules.site, routeRules.fromPath], set: { target: sql`excluded.target` } });
    await tx
      .insert(contentEntries)
      .values(MAINTENANCE_ENTRIES)
      .onConflictDoUpdate({ target: [contentEntries.site, contentEntries.key], set: { value: sql`excluded.value` } });
  });
  return { contentPages: CONTENT_PAGES.length, routeRules: ROUTE_RULES.length };
}
