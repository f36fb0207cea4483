import Router from '@koa/router';
import type { Context } from 'koa';
import type { SiteCode } from '../../../core/constants';
import type { ContentPagesService } from './content-pages.service';
import { openSearchXml, robotsTxt, searchHeadTags, sitemapXml } from './search-engines';

/** How long a crawler may keep these files: the catalogue and pages change rarely. */
const CRAWLER_CACHE = 'public, max-age=3600';

export interface SearchEngineDeps {
  pages: ContentPagesService;
  siteName: (site: SiteCode) => Promise<string>;
  /** the public origin of the request's storefront ('https://shop.example.com') */
  origin: (ctx: Context) => string;
}

/** A Host header fit to build a URL from: a name or an IPv4/IPv6 address, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The public origin of a storefront: its configured URL (SHOP_URL_<SITE>, behind a proxy), else the
 * one the request reached, else (no usable Host) the default URL of its listener.
 */
export function publicOrigin(configured: Partial<Record<SiteCode, string>>, fallback: Record<SiteCode, string>) {
  return (ctx: Context): string => {
    const site = ctx.state.site as SiteCode;
    const host = ctx.host;
    return configured[site] ?? (PLAIN_HOST.test(host) ? `${ctx.protocol}://${host}` : fallback[site]);
  };
}

/** robots.txt, sitemap.xml and opensearch.xml of the request's storefront, with absolute URLs of its origin. */
export function searchEngineRoutes({ pages, siteName, origin }: SearchEngineDeps): Router {
  const router = new Router();
  const send = (ctx: Context, type: string, body: string) => {
    ctx.set('Cache-Control', CRAWLER_CACHE);
    ctx.type = type;
    ctx.body = body;
  };
  router.get('/robots.txt', (ctx) => send(ctx, 'text/plain; charset=utf-8', robotsTxt(ctx.state.site, origin(ctx))));
  router.get('/sitemap.xml', async (ctx) => {
    const site = ctx.state.site as SiteCode;
    if (site === 'HPSF') ctx.set('X-Robots-Tag', 'noindex');
    send(ctx, 'application/xml; charset=utf-8', sitemapXml(origin(ctx), await pages.sitemapEntries(site)));
  });
  router.get('/opensearch.xml', async (ctx) => {
    const site = ctx.state.site as SiteCode;
    send(ctx, 'application/opensearchdescription+xml; charset=utf-8', openSearchXml(await siteName(site), origin(ctx)));
  });
  return router;
}

/** The search-engine tags of the HTML served for a page path (static-files' headTags option). */
export function searchEngineHeadTags({ siteName, origin }: Omit<SearchEngineDeps, 'pages'>) {
  return async (ctx: Context): Promise<string> => {
    const site = ctx.state.site as SiteCode;
    return searchHeadTags({ site, siteName: await siteName(site), origin: origin(ctx), isHome: ctx.path === '/' });
  };
}
