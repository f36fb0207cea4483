/** Content-service entries: rows of site 'ALL' apply to both storefronts; a site's own row wins. */
import { and, inArray } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import type { Db } from '../../db/client';
import { contentEntries } from '../../db/schema';

export function createContentStore(db: Db) {
  /** Entries of a storefront by key; only `keys` when given. Keys without an entry are absent. */
  async function getEntries(site: SiteCode, keys?: string[]): Promise<Record<string, unknown>> {
    if (keys && keys.length === 0) return {};
    const siteFilter = inArray(contentEntries.site, ['ALL', site]);
    const rows = await db
      .select()
      .from(contentEntries)
      .where(keys ? and(siteFilter, inArray(contentEntries.key, keys)) : siteFilter);
    const entries: Record<string, unknown> = {};
    // Shared rows first so the site's own rows overwrite them.
    for (const row of rows.filter((candidate) => candidate.site === 'ALL')) entries[row.key] = row.value;
    for (const row of rows.filter((candidate) => candidate.site === site)) entries[row.key] = row.value;
    return entries;
  }

  return { getEntries };
}

export type ContentStore = ReturnType<typeof createContentStore>;
