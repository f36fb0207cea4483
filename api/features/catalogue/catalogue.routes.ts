import type Router from '@koa/router';
import * as contract from '../../../core/contract/catalogue';
import type { EndpointRouters, ReuseAnswers } from '../../http/endpoints';
import { type CachedReadLane, createResponseCache } from '../../http/response-cache';
import type { CatalogueService } from './catalogue.service';

/**
 * The catalogue calls of §7 plus the offline snapshot. Given `lane` (mounted early in the app),
 * repeats of a read are answered from it without the rest of the middleware chain.
 */
export function catalogueRoutes(routers: EndpointRouters, catalogue: CatalogueService, lane?: CachedReadLane): Router {
  const { router, mount } = routers();
  // Every answer here is a pure function of (site, input, catalogue version): repeats come from
  // memory. Nothing here depends on who asks (no session, no customer), which is what lets the lane skip those.
  const reuse: ReuseAnswers = { cache: createResponseCache(2000), version: (ctx) => catalogue.version(ctx.state.site), lane };
  const data = async <T>(answer: Promise<T>) => ({ data: await answer });

  mount(contract.getProductsByHandles, ({ handles }, { site }) => data(catalogue.productsByHandles(site, handles)), reuse);
  mount(contract.getListingProductsByHandles, ({ handles }, { site }) => data(catalogue.productsByHandles(site, handles)), reuse);
  mount(contract.getProductByHandle, ({ handle }, { site }) => data(catalogue.productByHandle(site, handle)), reuse);
  mount(contract.getListingProductByHandle, ({ handle }, { site }) => data(catalogue.productByHandle(site, handle)), reuse);
  mount(contract.getFiltersByHandle, ({ handle, limit }, { site }) => data(catalogue.filtersByHandle(site, handle, limit)), reuse);
  mount(contract.getProducts, (input, { site }) => data(catalogue.query(site, input)), reuse);
  mount(contract.getFilteredProducts, (input, { site }) => data(catalogue.query(site, input)), reuse);
  mount(contract.getNoResultsSuggestions, ({ search }, { site }) => data(catalogue.suggestions(site, search)), reuse);
  mount(contract.getCatalogueSnapshot, (_input, { site }) => data(catalogue.snapshot(site)), reuse);
  return router;
}
