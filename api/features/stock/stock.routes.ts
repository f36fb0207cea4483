import Router from '@koa/router';
import * as contract from '../../../core/contract/stock';
import { mount } from '../../http/endpoints';
import type { StockService } from './stock.service';

/** The stock calls of §7. */
export function stockRoutes(stock: StockService): Router {
  const router = new Router();
  mount(router, contract.getProductsStock, async ({ skus, zipCode, destination }) => ({
    skus: await stock.productsStock(skus, zipCode, destination),
  }));
  mount(router, contract.getStockObject, async ({ destination }) => ({
    data: { all_zips: await stock.allZips(destination) },
  }));
  mount(router, contract.getStateByZipcode, ({ zipCode }) => ({ state: stock.stateByZip(zipCode) }));
  mount(router, contract.getEstimatedDeliveryDate, ({ zipCode }, ctx) => stock.estimatedDelivery(zipCode, ctx.state.log));
  return router;
}
