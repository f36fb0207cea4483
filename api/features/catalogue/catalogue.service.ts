import type { SiteCode } from '../../../core/constants';
import type { ProductQuery } from '../../../core/contract/catalogue';
import { answerProductQuery, listingFilterGroups, noResultsAnswer, productsInHandleOrder } from '../../../core/catalogue/site-answers';
import { isListable, visibleGroups } from '../../../core/catalogue/visibility';
import { createHash } from 'node:crypto';
import { type IndexedVariant, indexVariants } from '../../../core/cart';
import type { FilterGroup, Product } from '../../../core/entities/catalogue';
import type { NoResultsContent } from '../../../core/entities/merchandising';
import { notFound } from '../../errors';
import type { CatalogueStore } from './catalogue.store';

/** What one storefront may show: its listable products and its filter groups, with a version. */
interface SiteCatalogue {
  site: SiteCode;
  products: Product[];
  byHandle: Map<string, Product>;
  filterGroups: FilterGroup[];
  /** the content service's no-results content (popular searches, products to show) */
  noResults?: NoResultsContent;
  version: string;
}

/** Every variant of every product whatever its status, by id (carts and checkout refuse the unsellable ones). */
export type VariantIndex = ReadonlyMap<string, IndexedVariant>;

interface LoadedCatalogue {
  bySite: Record<SiteCode, SiteCatalogue>;
  variants: VariantIndex;
}

/** A version of the data: the same text on every process for the same products and groups. */
const versionOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/**
 * Catalogue reads. The catalogue changes only when it is re-seeded or edited, so each process keeps
 * it in memory and reloads it after `ttlMs`; the rules themselves are core's, shared with the
 * offline app so both answer the same.
 */
export interface CatalogueServiceOptions {
  ttlMs: number;
  now?: () => number;
  /**
   * The content service's no-results content of a site (undefined when it has none). Loaded and
   * versioned with the catalogue, because the suggestions answer and the offline snapshot carry it.
   */
  noResultsContent?: (site: SiteCode) => Promise<NoResultsContent | undefined>;
}

export function createCatalogueService(store: CatalogueStore, options: CatalogueServiceOptions) {
  const now = options.now ?? Date.now;
  const noResultsContent = options.noResultsContent ?? (async () => undefined);
  let loaded: { at: number; catalogue: Promise<LoadedCatalogue> } | null = null;

  async function load(): Promise<LoadedCatalogue> {
    const [products, groups, dtcNoResults, hpsfNoResults] = await Promise.all([
      store.listProducts(),
      store.listFilterGroups(),
      noResultsContent('DTC'),
      noResultsContent('HPSF'),
    ]);
    const forSite = (site: SiteCode, noResults: NoResultsContent | undefined): SiteCatalogue => {
      const listable = products.filter((p) => isListable(p, site));
      const filterGroups = visibleGroups(groups, site);
      return {
        site,
        products: listable,
        byHandle: new Map(listable.map((p) => [p.handle, p])),
        filterGroups,
        noResults,
        version: versionOf([listable, filterGroups, noResults ?? null]),
      };
    };
    const bySite = { DTC: forSite('DTC', dtcNoResults), HPSF: forSite('HPSF', hpsfNoResults) };
    return { bySite, variants: indexVariants(products) };
  }

  function current(): Promise<LoadedCatalogue> {
    if (!loaded || now() - loaded.at > options.ttlMs) {
      const catalogue = load();
      loaded = { at: now(), catalogue };
      catalogue.catch(() => {
        if (loaded?.catalogue === catalogue) loaded = null; // a failed load is retried by the next request
      });
    }
    return loaded.catalogue;
  }

  async function catalogue(site: SiteCode): Promise<SiteCatalogue> {
    return (await current()).bySite[site];
  }

  return {
    /** Drops this process's copy: the next read loads the catalogue again (another process changed it). */
    invalidate(): void {
      loaded = null;
    },
    /** The variant index of the catalogue this process holds (the one copy carts and checkout read). */
    async variantIndex(): Promise<VariantIndex> {
      return (await current()).variants;
    },
    /** Version of the site's catalogue as this process holds it (changes when the data does). */
    async version(site: SiteCode): Promise<string> {
      return (await catalogue(site)).version;
    },
    /** Every listable product and filter group of the site, for the offline snapshot. */
    async snapshot(site: SiteCode) {
      const { products, filterGroups, noResults, version } = await catalogue(site);
      return { products, filterGroups, noResults, version };
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
      const { products, noResults } = await catalogue(site);
      return noResultsAnswer(products, search, noResults);
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
