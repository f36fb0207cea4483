/** Donation constants of §9 (figures from core/constants DONATION). Zod-free: the widget imports them. */
import { DONATION } from '../constants';

/** Campaign ids of the donation provider (§3). */
export const CAMPAIGNS = {
  onlinePurchase: 1,
  loyaltyRedemption: 2,
  roundUpDonation: 3,
  addOnDonation: 4,
  pointOfSale: 5,
  postPurchaseDonation: 6,
  roundUpPos: 7,
} as const;

/** Donation types (§9). */
export const DONATION_TYPE = { percentage: DONATION.typePercentage, flat: DONATION.typeFlat } as const;
export type DonationType = (typeof DONATION_TYPE)[keyof typeof DONATION_TYPE];

/** Segment frontEndSource values (§3). */
export const FRONT_END_SOURCE = { windowProperty: 0, dataLayer: 1, scriptUrlParameter: 2 } as const;

/** Segment valueCategory values (§5): anything else is an exact match. */
export const VALUE_CATEGORY = { empty: 0, nonEmpty: 1, exact: 2 } as const;

/** Charity search defaults (§9). */
export const CHARITY_SEARCH = {
  skip: DONATION.charitySearchSkip,
  take: DONATION.charitySearchTake,
  maxTake: 100,
  category: DONATION.charitySearchCategory,
} as const;

/** The widget waits up to this long for the store, checking at this interval (§9). */
export const STORE_POLL = { timeoutMs: DONATION.storeWaitMs, intervalMs: DONATION.storePollMs } as const;

/** Click-stream event version and polling interval (§9). */
export const CLICK_STREAM = { eventVersion: DONATION.clickStreamEventVersion, pollIntervalMs: DONATION.eventPollMs } as const;

/** The default currency; others use the store's conversion rate (§9). */
export const DEFAULT_CURRENCY = DONATION.defaultCurrency;

/** The message of a refused store id (§5, §8). */
export const INVALID_STORE_ID = 'Invalid StoreId';

/** Donation error messages of §8, verbatim. */
export const DONATION_ERRORS = {
  startTracking: 'Error starting tracking',
  updateTracking: 'Error updating tracking',
  updateIntegration: 'Error updating integration metadata',
  retrieveStore: 'Error retrieving store',
  productDonation: 'Error retrieving product donation',
  cartDonation: 'Error retrieving cart donation',
  searchCharities: 'Error searching charities',
  charitiesByEin: 'Error retrieving charities by EIN',
  portfolios: 'Error retrieving portfolios',
  initSdk: 'Error initializing SDK',
  searchCauses: 'Error searching causes',
  selectedCauses: 'Error getting selected causes',
  setCause: 'Error setting cause to tracking',
  trackedCause: 'Error getting tracked cause',
  confirmationData: 'Error setting confirmation data for post purchase confirmation',
  emitEvent: 'Error emitting event',
  populateCauseIds: 'Error populating cause IDs',
  charities: 'Error getting charities',
  initialCause: 'Error getting initial cause selection',
  updateWidget: 'Error updating widget',
  calculate: 'Error calculating donation',
  eligibility: 'Error retrieving donation eligibility',
  breakdown: 'Error retrieving donation breakdown',
  getBreakdown: 'Error getting donation breakdown',
  sendEvents: 'Error Sending Events',
} as const;

/** The shop's own donation store (seeded, fictional): the web app sends it as x-store-id. */
export const SHOP_DONATION_STORE_ID = '7c4e2a91d0b64f38a5e1c9b27d8f3a60';
