import type Router from '@koa/router';
import * as contract from '../../../core/contract/content-pages';
import type { EndpointRouters } from '../../http/endpoints';
import type { ContentPagesService } from './content-pages.service';

/** Content pages by slug, route rules, the sitemap's lists and the maintenance copy (core/contract/content-pages). */
export function contentPagesRoutes(routers: EndpointRouters, pages: ContentPagesService): Router {
  const { router, mount } = routers();
  mount(contract.getContentPage, async ({ slug }, scope) => ({ data: await pages.page(scope, slug) }));
  mount(contract.getRouteRules, async (_input, scope) => ({ data: await pages.routeRules(scope) }));
  mount(contract.getSitemap, async (_input, scope) => ({ data: await pages.sitemap(scope) }));
  mount(contract.getMaintenance, async (_input, scope) => ({ data: await pages.maintenance(scope) }));
  return router;
}
