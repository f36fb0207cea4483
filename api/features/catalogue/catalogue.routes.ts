import Router from '@koa/router';
import type { Endpoint } from '../../../core/contract';
import * as contract from '../../../core/contract/catalogue';
import { type EndpointHandler, mount, type ReuseAnswers } from '../../http/endpoints';
import { type CachedReadLane, createResponseCache } from '../../http/response-cache';
import type { CatalogueService } from './catalogue.service';

/**
 * The catalogue calls of §7 plus the offline snapshot. Given `lane` (mounted early in the app),
 * repeats of a read are answered from it without the rest of the middleware chain.
 */
export function catalogueRoutes(catalogue: CatalogueService, lane?: CachedReadLane): Router {
  const router = new Router();
  // Every answer here is a pure function of (site, input, catalogue version): repeats come from
  // memory. Nothing here depends on who asks (no session, no customer), which is what lets the lane skip those.
  const reuse: ReuseAnswers = {
    cache: createResponseCache(2000),
    version: (ctx) => catalogue.version(ctx.state.site),
    lane,
  };
  const read = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => mount(router, endpoint, handler, reuse);

  read(contract.getProductsByHandles, async ({ handles }, ctx) => ({
    data: await catalogue.productsByHandles(ctx.state.site, handles),
  }));
  read(contract.getListingProductsByHandles, async ({ handles }, ctx) => ({
    data: await catalogue.productsByHandles(ctx.state.site, handles),
  }));
  read(contract.getProductByHandle, async ({ handle }, ctx) => ({
    data: await catalogue.productByHandle(ctx.state.site, handle),
  }));
  read(contract.getListingProductByHandle, async ({ handle }, ctx) => ({
    data: await catalogue.productByHandle(ctx.state.site, handle),
  }));
  read(contract.getFiltersByHandle, async ({ handle, limit }, ctx) => ({
    data: await catalogue.filtersByHandle(ctx.state.site, handle, limit),
  }));
  read(contract.getProducts, async (input, ctx) => ({ data: await catalogue.query(ctx.state.site, input) }));
  read(contract.getFilteredProducts, async (input, ctx) => ({ data: await catalogue.query(ctx.state.site, input) }));
  read(contract.getNoResultsSuggestions, async ({ search }, ctx) => ({
    data: await catalogue.suggestions(ctx.state.site, search),
  }));
  read(contract.getCatalogueSnapshot, async (_input, ctx) => ({ data: await catalogue.snapshot(ctx.state.site) }));
  return router;
}
