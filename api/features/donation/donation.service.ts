/**
 * The donation provider's reads (§7): the store of the x-store-id header, the donation of one
 * product or of a cart (core/donation computeDonation on the store's settings), charity search and
 * portfolios. Every call names the store whose id the route has already checked (§5).
 */
import type { CharityQuery } from './donation.store';
import type { DonationDataStore } from './donation.store';
import { type DonationLine, computeDonation, DONATION_TYPE, isExcluded } from '../../../core/donation';
import type { Cause, CartDonationRequest, DonationResponse, DonationStore, ProductDonationRequest } from '../../../core/entities/donation';
import { badRequest, notFound } from '../../errors';

/** What a donation is asked for: the lines, and the cause and segment the widget names. */
interface DonationAsk {
  lines: DonationLine[];
  cartDiscount: number;
  ignoreDirectDonations: boolean;
  providedCauseId?: string | null;
  customerSegmentId?: string | null;
  cart: boolean;
}

export function createDonationService(store: DonationDataStore) {
  /** The store of a checked id; 404 when the provider has none. */
  async function storeOf(storeId: string): Promise<DonationStore> {
    const found = await store.store(storeId);
    if (!found) throw notFound('No donation store of this id');
    return found;
  }

  /** Is the request's segment an excluded one? An unknown segment id is a 400. */
  function excludedBy(donationStore: DonationStore, segmentId: string | null | undefined): boolean {
    if (!segmentId) return false;
    const segment = donationStore.segments.find((s) => s.id === segmentId);
    if (!segment) throw badRequest({ customerSegmentId: 'Unknown segment' });
    return segment.isActive && isExcluded(segment);
  }

  async function donation(storeId: string, ask: DonationAsk): Promise<DonationResponse> {
    const donationStore = await storeOf(storeId);
    const excluded = excludedBy(donationStore, ask.customerSegmentId);
    const provided = ask.providedCauseId?.toLowerCase() || null;
    const causeId = provided ?? donationStore.defaultCauseId;
    const settings = await store.productSettings(storeId, [...new Set(ask.lines.map((l) => l.id))]);
    const causeIds = [causeId, ...settings.map((s) => s.directCauseId)].filter((id): id is string => !!id);
    const causes = new Map((await store.causes([...new Set(causeIds)])).map((c) => [c.id, c]));
    if (provided && !causes.has(provided)) throw badRequest({ providedCauseId: 'Unknown cause' });
    const bySetting = new Map(settings.map((s) => [s.cmsId, s]));
    return computeDonation({
      ...ask,
      settingOf: (cmsId) => bySetting.get(cmsId),
      storeDefault: { donationType: donationStore.defaultDonationType ?? DONATION_TYPE.percentage, value: donationStore.defaultDonation },
      causeId: causeId && causes.has(causeId) ? causeId : null,
      multiplierOf: (id) => donationStore.causeMultipliers[id] ?? causes.get(id)?.multiplier ?? 1,
      excluded,
      currency: donationStore.primaryCurrency,
      conversionRate: donationStore.conversionRate,
    });
  }

  return {
    /** GET /stores/cc-small/none: the store and its segments. */
    store: storeOf,

    /** GET /products/donation-by-cms-id: one unit of a product at its real price. */
    productDonation(storeId: string, input: ProductDonationRequest): Promise<DonationResponse> {
      const lines = [{ id: input.cmsId, price: input.realPrice, quantity: 1, discount: 0 }];
      return donation(storeId, { ...input, lines, cartDiscount: 0, ignoreDirectDonations: false, cart: false });
    },

    /** POST /products/get-multiple-donation: the cart's donation. */
    cartDonation(storeId: string, input: CartDonationRequest): Promise<DonationResponse> {
      return donation(storeId, { ...input, lines: input.cmsIds, cart: true });
    },

    /** GET /charities/search: a page of active charities. */
    async searchCharities(storeId: string, query: CharityQuery) {
      await storeOf(storeId);
      return { ...(await store.searchCharities(query)), skip: query.skip, take: query.take };
    },

    /** GET /charities/search-by-eins: the charities found, in the order asked. */
    async charitiesByEins(storeId: string, eins: readonly string[]): Promise<{ charities: Cause[] }> {
      await storeOf(storeId);
      const found = new Map((await store.causes(eins)).filter((c) => !isPortfolio(c)).map((c) => [c.id, c]));
      return { charities: [...new Set(eins)].flatMap((ein) => found.get(ein) ?? []) };
    },

    /** GET /portfolios/cc-query-with-charities: a portfolio and its active charities; 404 when unknown. */
    async portfolio(storeId: string, id: string): Promise<{ portfolio: Cause; charities: Cause[] }> {
      await storeOf(storeId);
      const [portfolio] = (await store.causes([id.toLowerCase()])).filter(isPortfolio);
      if (!portfolio) throw notFound('No portfolio of this id');
      const members = new Map((await store.causes(portfolio.portfolioCharities)).map((c) => [c.id, c]));
      return { portfolio, charities: portfolio.portfolioCharities.flatMap((ein) => members.get(ein) ?? []) };
    },
  };
}

/** Portfolios are the causes with member charities (32-hex ids, never EINs). */
const isPortfolio = (cause: Cause) => cause.portfolioCharities.length > 0 || !/^[0-9/-]+$/.test(cause.id);

export type DonationService = ReturnType<typeof createDonationService>;
