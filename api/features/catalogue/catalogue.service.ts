import type { SiteCode } from '../../../core/constants';
import type { ProductQuery } from '../../../core/contract/catalogue';
import { isListable, visibleGroups } from '../../../core/catalogue/visibility';
import { queryCatalogue } from '../../../core/catalogue/query-catalogue';
import { noResultsSuggestions } from '../../../core/catalogue/search/suggestions';
import type { FilterGroup, Product } from '../../../core/entities/catalogue';
import { notFound } from '../../http/errors';
import { etagOf } from '../../http/endpoints';
import type { CatalogueStore } from './catalogue.store';

/** What one storefront may show: its listable products and its filter groups, with a version. */
interface SiteCatalogue {
  products: Product[];
  byHandle: Map<string, Product>;
  filterGroups: FilterGroup[];
  version: string;
}

const LISTING_HANDLES: Record<string, 'dog' | 'cat' | undefined> = { all: undefined, dog: 'dog', cat: 'cat' };

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

  const inRequestedOrder = (c: SiteCatalogue, handles: string[]) =>
    handles.flatMap((handle) => {
      const product = c.byHandle.get(handle);
      return product ? [product] : [];
    });

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
      const c = await catalogue(site);
      return queryCatalogue(c.products, c.filterGroups, { site, ...input });
    },
    /** Listable products of the handles, in the order asked; unknown or hidden handles are left out. */
    async productsByHandles(site: SiteCode, handles: string[]) {
      return inRequestedOrder(await catalogue(site), handles);
    },
    async productByHandle(site: SiteCode, handle: string) {
      const product = (await catalogue(site)).byHandle.get(handle);
      if (!product) throw notFound(`No product '${handle}'`);
      return product;
    },
    /** Filter groups of a listing ('all', 'dog', 'cat'), each with at most `limit` options. */
    async filtersByHandle(site: SiteCode, handle: string, limit: number) {
      if (!(handle in LISTING_HANDLES)) throw notFound(`No listing '${handle}'`);
      const c = await catalogue(site);
      return visibleGroups(c.filterGroups, site, LISTING_HANDLES[handle]).map((group) => ({
        ...group,
        options: group.options.slice(0, limit),
      }));
    },
    async suggestions(site: SiteCode, search: string) {
      const c = await catalogue(site);
      const { terms, popular } = noResultsSuggestions(c.products, search);
      const products = popular.flatMap((title) => c.products.filter((p) => p.title === title).slice(0, 1));
      return { suggestions: terms, products };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
