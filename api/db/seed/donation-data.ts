/**
 * The shop's donation store (fictional): online-purchase campaign on, round-up and add-on seeded off
 * (switch them on in its settings' activeCampaigns: 3 round-up, 4 add-on), shoppers choose among
 * featured causes, search on, and segments of each source and value category. Staff-feeding
 * shoppers are excluded by the data-layer segment: the HPSF storefront pushes
 * { siteCode: 'HPSF' } to window.dataLayer.
 */
import { CAMPAIGNS, SHOP_DONATION_STORE_ID } from '../../../core/donation';
import type { donationSegments, StoredDonationSettings } from '../schema';
import { CHARITIES, PORTFOLIOS } from './donation-charities';

/** The data-layer property and value that exclude staff-feeding (HPSF) shoppers. */
export const HPSF_EXCLUSION = { property: 'siteCode', value: 'HPSF' } as const;

const [pets, hunger, learning] = PORTFOLIOS.map((p) => p.id);
/** The EIN of the first charity of a category (by id: 0 Animals, 3 Pet Rescue, 9 Food, 23 Wildlife). */
const firstOf = (categoryId: number) => CHARITIES.find((charity) => charity.categoryId === categoryId)!.id;

export const DONATION_STORE = {
  id: SHOP_DONATION_STORE_ID,
  name: 'Vitalis Pet Nutrition',
  isActive: true,
  settings: {
    activeCampaigns: [CAMPAIGNS.onlinePurchase],
    // this charity's gifts are doubled by the shop
    causeMultipliers: { [CHARITIES[0].id]: 2 },
    customCss: null,
    defaultCauseId: pets,
    defaultCauseIds: [pets, hunger, learning],
    defaultDonation: 1,
    defaultDonationType: 0,
    featuredCauseIds: [pets, firstOf(3), firstOf(0), firstOf(23), hunger, firstOf(9)],
    isEmbeddedConfirmation: false,
    isExperienceActive: true,
    letShoppersChoose: true,
    primaryCurrency: 'USD',
    conversionRate: 1,
    addOnAmounts: [1, 2, 5],
    searchEnabled: true,
    targetCssSelector: '#donation-widget',
  } satisfies StoredDonationSettings,
};

type SegmentRow = typeof donationSegments.$inferInsert;

const segment = (row: Omit<SegmentRow, 'storeId' | 'donationAction'>): SegmentRow => ({
  ...row,
  storeId: SHOP_DONATION_STORE_ID,
  donationAction: 0,
});

/** Segments by priority: the first active match wins (§4). */
export const DONATION_SEGMENTS: SegmentRow[] = [
  segment({
    id: 'seg-staff-feeding',
    name: 'Staff feeding (HPSF) shoppers',
    isActive: true,
    excludeSegment: true,
    frontEndSource: 1,
    frontEndPropertyName: HPSF_EXCLUSION.property,
    valueCategory: 2,
    specifiedValues: [HPSF_EXCLUSION.value],
    priorityIndex: 0,
  }),
  segment({
    id: 'seg-loyalty',
    name: 'Loyalty members',
    isActive: true,
    excludeSegment: false,
    frontEndSource: 0,
    frontEndPropertyName: 'vitalisLoyaltyTier',
    valueCategory: 1,
    specifiedValues: [],
    priorityIndex: 10,
  }),
  segment({
    id: 'seg-cat-and-dog-homes',
    name: 'Homes with a cat and a dog',
    isActive: true,
    excludeSegment: false,
    frontEndSource: 0,
    frontEndPropertyName: 'vitalisPetTypes',
    valueCategory: 3,
    specifiedValues: ['cat', 'dog'],
    priorityIndex: 15,
  }),
  segment({
    id: 'seg-spring-giving',
    name: 'Spring giving campaign visitors',
    isActive: true,
    excludeSegment: false,
    frontEndSource: 2,
    frontEndPropertyName: 'campaign',
    valueCategory: 2,
    specifiedValues: ['spring-giving'],
    priorityIndex: 20,
  }),
  segment({
    id: 'seg-guests',
    name: 'Guests (no customer id in the data layer)',
    isActive: true,
    excludeSegment: false,
    frontEndSource: 1,
    frontEndPropertyName: 'customerId',
    valueCategory: 0,
    specifiedValues: [],
    priorityIndex: 30,
  }),
  segment({
    id: 'seg-retired-test',
    name: 'Retired test segment',
    isActive: false,
    excludeSegment: true,
    frontEndSource: 0,
    frontEndPropertyName: 'vitalisTest',
    valueCategory: 1,
    specifiedValues: [],
    priorityIndex: 1,
  }),
];
