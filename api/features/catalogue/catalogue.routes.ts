import Router from '@koa/router';
import * as contract from '../../../core/contract/catalogue';
import { mount } from '../../http/endpoints';
import type { CatalogueService } from './catalogue.service';

/** The catalogue calls of §7 plus the offline snapshot. */
export function catalogueRoutes(catalogue: CatalogueService): Router {
  const router = new Router();
  mount(router, contract.getProductsByHandles, async ({ handles }, ctx) => ({
    data: await catalogue.productsByHandles(ctx.state.site, handles),
  }));
  mount(router, contract.getListingProductsByHandles, async ({ handles }, ctx) => ({
    data: await catalogue.productsByHandles(ctx.state.site, handles),
  }));
  mount(router, contract.getProductByHandle, async ({ handle }, ctx) => ({
    data: await catalogue.productByHandle(ctx.state.site, handle),
  }));
  mount(router, contract.getListingProductByHandle, async ({ handle }, ctx) => ({
    data: await catalogue.productByHandle(ctx.state.site, handle),
  }));
  mount(router, contract.getFiltersByHandle, async ({ handle, limit }, ctx) => ({
    data: await catalogue.filtersByHandle(ctx.state.site, handle, limit),
  }));
  mount(router, contract.getProducts, async (input, ctx) => ({ data: await catalogue.query(ctx.state.site, input) }));
  mount(router, contract.getFilteredProducts, async (input, ctx) => ({
    data: await catalogue.query(ctx.state.site, input),
  }));
  mount(router, contract.getNoResultsSuggestions, async ({ search }, ctx) => ({
    data: await catalogue.suggestions(ctx.state.site, search),
  }));
  mount(router, contract.getCatalogueSnapshot, async (_input, ctx) => ({
    data: await catalogue.snapshot(ctx.state.site),
  }));
  return router;
}
