import type Router from '@koa/router';
import * as contract from '../../../core/contract/merchandising';
import type { EndpointRouters } from '../../http/endpoints';
import type { MerchandisingService } from './merchandising.service';

/** The merchandising calls of the content service (§7); get-no-results-suggestions is the catalogue's route. */
export function merchandisingRoutes(routers: EndpointRouters, merchandising: MerchandisingService): Router {
  const { router, mount } = routers();
  const data = async <T>(answer: Promise<T>) => ({ data: await answer });
  mount(contract.getAccountPagesSettings, (_input, { site }) => data(merchandising.accountPagesSettings(site)));
  mount(contract.getSitewideBanners, (_input, { site }) => data(merchandising.sitewideBanners(site)));
  mount(contract.getHighlightContentBlock, (_input, { site }) => data(merchandising.highlightContentBlock(site)));
  mount(contract.getTwoColumnSection, (_input, { site }) => data(merchandising.twoColumnSection(site)));
  mount(contract.getProductCarousel, (_input, { site }) => data(merchandising.productCarousels(site)));
  mount(contract.getGoodnessBoxBadge, (_input, { site }) => data(merchandising.goodnessBoxBadge(site)));
  mount(contract.getPromotionBanners, (_input, { site }) => data(merchandising.promotionBanners(site)));
  mount(contract.getSkusWithDeal, (_input, { site }) => data(merchandising.skusWithDeal(site)));
  return router;
}
