import { z } from 'zod';
import type { SiteCode } from '../../../core/constants';
import { contentTokenValues, fillContentTokens } from '../../../core/content/tokens';
import { buildSitemap, sitemapPaths } from '../../../core/content/sitemap';
import type { FilterGroup, Product } from '../../../core/entities/catalogue';
import {
  type ContentPage,
  type ContentSection,
  contentSectionSchema,
  type RouteRule,
  type Sitemap,
  statusPageContentSchema,
} from '../../../core/entities/content-page';
import { notFound } from '../../errors';
import type { RequestScope } from '../../request-scope';
import type { ContentStore } from './content.store';
import type { ContentPagesStore } from './content-pages.store';

/** What the pages need of the rest of the app: the content globals and the storefront's catalogue. */
export interface ContentPagesDeps {
  store: ContentPagesStore;
  entries: Pick<ContentStore, 'getEntries'>;
  /** the listable products and visible filter groups of a storefront (the catalogue service's snapshot) */
  catalogue: (site: SiteCode) => Promise<{ products: readonly Product[]; filterGroups: readonly FilterGroup[] }>;
}

/** A path of sitemap.xml with the date of its last change when known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const sectionsSchema = z.array(contentSectionSchema);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The sections with their {{tokens}} filled in: escaped in HTML, as they are in plain text. */
function fillSections(sections: ContentSection[], values: Record<string, string>): ContentSection[] {
  return sections.map((section) => ({
    heading: section.heading === null ? null : fillContentTokens(section.heading, values),
    html: fillContentTokens(section.html, values, { html: true }),
    links: section.links.map((link) => ({ ...link, label: fillContentTokens(link.label, values) })),
  }));
}

/** Content pages, route rules, the sitemap and the maintenance copy of each storefront. */
export function createContentPagesService({ store, entries, catalogue }: ContentPagesDeps) {
  async function tokenValues(site: SiteCode) {
    const { free_shipping_minimum } = await entries.getEntries(site, ['free_shipping_minimum']);
    return contentTokenValues(free_shipping_minimum);
  }

  async function sitemap(site: SiteCode): Promise<Sitemap> {
    const [{ products, filterGroups }, pages] = await Promise.all([catalogue(site), store.publishedPages(site)]);
    return buildSitemap({ site, products, filterGroups, pages });
  }

  return {
    /**
     * The published page of `slug`, figures filled in from the globals as they are now. Unknown,
     * unpublished and malformed pages are all 404: a visitor sees the shop's 404 page, never a 500.
     */
    async page(scope: RequestScope, slug: string): Promise<ContentPage> {
      const [row, values] = await Promise.all([store.publishedPage(scope.site, slug), tokenValues(scope.site)]);
      if (!row) throw notFound(`No content page '${slug}'`);
      const sections = sectionsSchema.safeParse(row.sections);
      if (!sections.success) {
        scope.log.error({ slug, issues: sections.error.issues }, 'stored content page does not match its schema');
        throw notFound(`No content page '${slug}'`);
      }
      return {
        slug: row.slug,
        title: fillContentTokens(row.title, values),
        summary: fillContentTokens(row.summary, values),
        sections: fillSections(sections.data, values),
        updatedAt: isoDate(row.updatedAt),
      };
    },

    routeRules: (scope: RequestScope): Promise<RouteRule[]> => store.routeRules(scope.site),

    sitemap: (scope: RequestScope): Promise<Sitemap> => sitemap(scope.site),

    /** Every path of the sitemap, content pages with their last change (sitemap.xml). */
    async sitemapEntries(site: SiteCode): Promise<SitemapEntry[]> {
      const [map, pages] = await Promise.all([sitemap(site), store.publishedPages(site)]);
      const changed = new Map(pages.map((page) => [`/${page.slug}`, isoDate(page.updatedAt)]));
      return sitemapPaths(map).map((path) => (changed.has(path) ? { path, lastmod: changed.get(path) } : { path }));
    },

    /** Copy of the maintenance page (content entry 'maintenance'). */
    async maintenance(scope: RequestScope) {
      const { maintenance } = await entries.getEntries(scope.site, ['maintenance']);
      const parsed = statusPageContentSchema.safeParse(maintenance);
      if (!parsed.success) throw notFound("No content entry 'maintenance'");
      return parsed.data;
    },
  };
}

export type ContentPagesService = ReturnType<typeof createContentPagesService>;
