import type { SiteCode } from '../../../core/constants';
import type { ProductQuery } from '../../../core/contract/catalogue';
import {
  answerProductQuery,
  listingFilterGroups,
  noResultsAnswer,
  productsInHandleOrder,
} from '../../../core/catalogue/site-answers';
import { isListable, visibleGroups } from '../../../core/catalogue/visibility';
import type { FilterGroup, Product } from '../../../core/entities/catalogue';
import { notFound } from '../../http/errors';
import { etagOf } from '../../http/endpoints';
import type { CatalogueStore } from './catalogue.store';

/** What one storefront may show: its listable products and its filter groups, with a version. */
interface SiteCatalogue {
  site: SiteCode;
  products: Product[];
  byHandle: Map<string, Product>;
  filterGroups: FilterGroup[];
  version: string;
}

/**
 * Catalogue reads. The catalogue changes only when it is re-seeded or edited, so each process keeps
 * it in memory and reloads it after `ttlMs`; the rules themselves are core's, shared with the
 * offline app so both answer the same.
 */
export function createCatalogueService(store: CatalogueStore, options: { ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let loaded: { at: number; bySite: Promise<Record<SiteCode, SiteCatalogue>> } | null = null;

  async function load(): Promise<Record<SiteCode, SiteCatalogue>> {
    const [products, groups] = await Promise.all([store.listProducts(), store.listFilterGroups()]);
    const forSite = (site: SiteCode): SiteCatalogue => {
      const listable = products.filter((p) => isListable(p, site));
      const filterGroups = visibleGroups(groups, site);
      return {
        site,
        products: listable,
        byHandle: new Map(listable.map((p) => [p.handle, p])),
        filterGroups,
        version: etagOf([listable, filterGroups]).slice(3, -1),
      };
    };
    return { DTC: forSite('DTC'), HPSF: forSite('HPSF') };
  }

  async function catalogue(site: SiteCode): Promise<SiteCatalogue> {
    if (!loaded || now() - loaded.at > options.ttlMs) {
      const bySite = load();
      loaded = { at: now(), bySite };
      bySite.catch(() => {
        if (loaded?.bySite === bySite) loaded = null; // a failed load is retried by the next request
      });
    }
    return (await loaded.bySite)[site];
  }

  return {
    /** Version of the site's catalogue as this process holds it (changes when the data does). */
    async version(site: SiteCode): Promise<string> {
      return (await catalogue(site)).version;
    },
    /** Every listable product and filter group of the site, for the offline snapshot. */
    async snapshot(site: SiteCode) {
      const { products, filterGroups, version } = await catalogue(site);
      return { products, filterGroups, version };
    },
    async query(site: SiteCode, input: ProductQuery) {
      return answerProductQuery(await catalogue(site), input);
    },
    /** Listable products of the handles, in the order asked; unknown or hidden handles are left out. */
    async productsByHandles(site: SiteCode, handles: string[]) {
      return productsInHandleOrder((await catalogue(site)).products, handles);
    },
    async productByHandle(site: SiteCode, handle: string) {
      const product = (await catalogue(site)).byHandle.get(handle);
      if (!product) throw notFound(`No product '${handle}'`);
      return product;
    },
    /** Filter groups of a listing ('all', 'dog', 'cat'), each with at most `limit` options. */
    async filtersByHandle(site: SiteCode, handle: string, limit: number) {
      const groups = listingFilterGroups(await catalogue(site), handle, limit);
      if (!groups) throw notFound(`No listing '${handle}'`);
      return groups;
    },
    async suggestions(site: SiteCode, search: string) {
      return noResultsAnswer((await catalogue(site)).products, search);
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
