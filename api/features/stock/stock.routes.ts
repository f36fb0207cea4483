import type Router from '@koa/router';
import * as contract from '../../../core/contract/stock';
import type { EndpointRouters } from '../../http/endpoints';
import type { StockService } from './stock.service';

/** The stock calls of §7. */
export function stockRoutes(routers: EndpointRouters, stock: StockService): Router {
  const { router, mount } = routers();
  mount(contract.getProductsStock, async ({ skus, zipCode, destination }) => ({
    skus: await stock.productsStock(skus, zipCode, destination),
  }));
  mount(contract.getStockObject, async ({ destination }) => ({ data: { all_zips: await stock.allZips(destination) } }));
  mount(contract.getStateByZipcode, ({ zipCode }) => ({ state: stock.stateByZip(zipCode) }));
  mount(contract.getEstimatedDeliveryDate, ({ zipCode }, scope) => stock.estimatedDelivery(scope, zipCode));
  return router;
}
