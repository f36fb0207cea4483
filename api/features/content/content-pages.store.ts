/** SQL of the content service's pages and route rules. */
import { and, asc, eq } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import type { Db } from '../../db/client';
import { contentPages, routeRules } from '../../db/schema';

/** A content page row as stored; `sections` is checked by the service. */
export interface StoredContentPage {
  slug: string;
  title: string;
  summary: string;
  sections: unknown;
  updatedAt: Date;
}

export function createContentPagesStore(db: Db) {
  return {
    /** The published page of `slug` on `site`, or null (unknown and unpublished alike). */
    async publishedPage(site: SiteCode, slug: string): Promise<StoredContentPage | null> {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.site, site), eq(contentPages.slug, slug), eq(contentPages.published, true)));
      return row ? { slug: row.slug, title: row.title, summary: row.summary, sections: row.sections, updatedAt: row.updatedAt } : null;
    },

    /** Slug, title and last change of every published page of `site`, by slug. */
    async publishedPages(site: SiteCode): Promise<{ slug: string; title: string; updatedAt: Date }[]> {
      return db
        .select({ slug: contentPages.slug, title: contentPages.title, updatedAt: contentPages.updatedAt })
        .from(contentPages)
        .where(and(eq(contentPages.site, site), eq(contentPages.published, true)))
        .orderBy(asc(contentPages.slug));
    },

    /** Every route rule of `site`, by source path. */
    async routeRules(site: SiteCode): Promise<{ from: string; to: string }[]> {
      return db
        .select({ from: routeRules.fromPath, to: routeRules.target })
        .from(routeRules)
        .where(eq(routeRules.site, site))
        .orderBy(asc(routeRules.fromPath));
    },
  };
}

export type ContentPagesStore = ReturnType<typeof createContentPagesStore>;
