import { z } from 'zod';

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

/** Customer segment (§3); frontEndSource 0 window property, 1 data layer, 2 script URL parameter. */
export const segmentSchema = z.object({
  id: z.string(),
  isActive: z.boolean(),
  name: z.string(),
  excludeSegment: z.boolean(),
  frontEndPropertyName: z.string(),
  frontEndSource: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  priorityIndex: z.number(),
  valueCategory: z.number(),
  specifiedValues: z.array(z.string()),
  donationAction: z.number(),
});

/** Charity (EIN id) or portfolio (32-hex id) (§3). */
export const causeSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  description: z.string().nullable(),
  multiplier: z.number(),
  categoryId: z.number().int().min(0).max(25),
  categoryName: z.string(),
  headline: z.string().nullable(),
  bannerImage: z.string().nullable(),
  portfolioCharities: z.array(z.string()),
  default: z.boolean(),
  nteeFullCode: z.string().nullable(),
  nteeMainCode: z.string().nullable(),
  nteeSubCode: z.string().nullable(),
});

/** Donation store (§3); defaultDonationType 0 percentage, 1 flat. */
export const donationStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  activeCampaigns: z.array(z.number()),
  causeMultipliers: z.record(z.string(), z.number()),
  customCss: z.string().nullable(),
  defaultCauseId: z.string().nullable(),
  defaultCauseIds: z.array(z.string()),
  defaultDonation: z.number(),
  defaultDonationType: z.union([z.literal(0), z.literal(1)]),
  featuredCauseIds: z.array(z.string()),
  isActive: z.boolean(),
  isEmbeddedConfirmation: z.boolean(),
  isExperienceActive: z.boolean(),
  letShoppersChoose: z.boolean(),
  primaryCurrency: z.string(),
  searchEnabled: z.boolean(),
  targetCssSelector: z.string().nullable(),
  segments: z.array(segmentSchema),
});

export const trackingRecordSchema = z.object({
  trackingId: z.string(),
  causeId: z.string().nullable(),
  causeName: z.string().nullable(),
});

/** Cart donation request (§3). */
export const cartDonationRequestSchema = z.object({
  cmsIds: z.array(z.object({ id: z.string(), price: z.number(), quantity: z.number().int(), discount: z.number() })),
  cartDiscount: z.number(),
  ignoreDirectDonations: z.boolean(),
  providedCauseId: z.string().nullable(),
  customerSegmentId: z.string().nullable(),
});

/** Donation response (§3). */
export const donationResponseSchema = z.object({
  donationRecipients: z.array(z.object({ causeId: z.string(), amount: z.number() })),
  lineItems: z.array(
    z.object({ donations: z.array(z.number()), totalDonationValue: z.number(), donationType: z.number(), directDonation: z.boolean() }),
  ),
  cartDonation: z.object({ donation: z.number(), totalDonationValue: z.number() }).nullable(),
  totalDonationAmount: z.number(),
  excluded: z.boolean(),
});
