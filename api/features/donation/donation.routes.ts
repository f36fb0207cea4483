import type Router from '@koa/router';
import type { Context } from 'koa';
import * as contract from '../../../core/contract/donation';
import { CLICK_STREAM_STORE_HEADER, DONATION_STORE_HEADER } from '../../../core/contract/paths';
import { INVALID_STORE_ID, normaliseStoreId } from '../../../core/donation';
import { badRequest } from '../../errors';
import type { EndpointRouters } from '../../http/endpoints';
import type { DonationService } from './donation.service';
import type { TrackingService } from './donation-tracking.service';

/**
 * The store id of a donation call's header, by the §5 rule, or 400 'Invalid StoreId'. Answers
 * depend on it, so reads say so to caches (Vary).
 */
function storeIdOf(ctx: Context, header = DONATION_STORE_HEADER): string {
  ctx.vary(header);
  const id = normaliseStoreId(ctx.get(header));
  if (!id) throw badRequest({ [header]: INVALID_STORE_ID }, INVALID_STORE_ID);
  return id;
}

/** The donation provider's calls of §7, under /api/donation/{service}. */
export function donationRoutes(routers: EndpointRouters, services: { donation: DonationService; tracking: TrackingService }): Router {
  const { router, mount } = routers();
  const { donation, tracking } = services;
  mount(contract.startTracking, (input, scope, ctx) => tracking.start(scope, storeIdOf(ctx), input));
  mount(contract.setCause, (input, scope, ctx) => tracking.setCause(scope, storeIdOf(ctx), input));
  mount(contract.getCause, ({ trackingId }, _scope, ctx) => tracking.cause(storeIdOf(ctx), trackingId));
  mount(contract.addIntegrationInfo, (input, scope, ctx) => tracking.addIntegrationInfo(scope, storeIdOf(ctx), input));
  mount(contract.setConfirmationData, (input, scope, ctx) => tracking.setConfirmationData(scope, storeIdOf(ctx), input));
  mount(contract.getStore, (_input, _scope, ctx) => donation.store(storeIdOf(ctx)));
  mount(contract.donationByCmsId, (input, _scope, ctx) => donation.productDonation(storeIdOf(ctx), input));
  mount(contract.getMultipleDonation, (input, _scope, ctx) => donation.cartDonation(storeIdOf(ctx), input));
  mount(contract.searchCharities, (input, _scope, ctx) => donation.searchCharities(storeIdOf(ctx), input));
  mount(contract.searchByEins, ({ eins }, _scope, ctx) => donation.charitiesByEins(storeIdOf(ctx), eins));
  mount(contract.portfolioWithCharities, ({ id }, _scope, ctx) => donation.portfolio(storeIdOf(ctx), id));
  mount(contract.clickStreamEvents, (input, scope, ctx) =>
    tracking.recordEvent(scope, storeIdOf(ctx, CLICK_STREAM_STORE_HEADER), input, { address: ctx.ip }),
  );
  return router;
}
