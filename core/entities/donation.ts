import { z } from 'zod';

/** Campaign ids of the donation provider (§3), kept zod-free in core/donation. */
export { CAMPAIGNS } from '../donation/constants';

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
  /** dollars → primaryCurrency; 1 for USD (§9: amounts converted and rounded to 2 decimals) */
  conversionRate: z.number().positive(),
  /** the round-up and add-on campaigns' offered amounts (dollars) */
  addOnAmounts: z.array(z.number().nonnegative()),
  searchEnabled: z.boolean(),
  targetCssSelector: z.string().nullable(),
  segments: z.array(segmentSchema),
});

export const trackingRecordSchema = z.object({
  trackingId: z.string(),
  causeId: z.string().nullable(),
  causeName: z.string().nullable(),
});

const money = z.number().nonnegative().max(1_000_000);
const optionalId = z.string().trim().max(64).nullish();

/** Cart donation request (§3): each line's price is per unit, its discount for the whole line. */
export const cartDonationRequestSchema = z.object({
  cmsIds: z
    .array(z.object({ id: z.string().trim().min(1).max(64), price: money, quantity: z.number().int().min(0).max(999), discount: money }))
    .max(100),
  cartDiscount: money.default(0),
  ignoreDirectDonations: z.boolean().default(false),
  providedCauseId: optionalId,
  customerSegmentId: optionalId,
});
export type CartDonationRequest = z.output<typeof cartDonationRequestSchema>;

/** Single-product request (§3): realPrice is the unit price shown. */
export const productDonationRequestSchema = z.object({
  cmsId: z.string().trim().min(1).max(64),
  realPrice: money,
  providedCauseId: optionalId,
  customerSegmentId: optionalId,
});
export type ProductDonationRequest = z.output<typeof productDonationRequestSchema>;

/** Donation response (§3). */
export const donationResponseSchema = z.object({
  donationRecipients: z.array(z.object({ causeId: z.string(), amount: z.number() })),
  /** one per requested line, in request order; donations[i] goes to donationRecipients[i] */
  lineItems: z.array(
    z.object({
      cmsId: z.string(),
      donations: z.array(z.number()),
      totalDonationValue: z.number(),
      donationType: z.number(),
      directDonation: z.boolean(),
    }),
  ),
  cartDonation: z.object({ donation: z.number(), totalDonationValue: z.number() }).nullable(),
  totalDonationAmount: z.number(),
  excluded: z.boolean(),
  /** the currency of every amount (the store's primaryCurrency) */
  currency: z.string(),
});
export type DonationResponse = z.infer<typeof donationResponseSchema>;
export type Segment = z.infer<typeof segmentSchema>;
export type Cause = z.infer<typeof causeSchema>;
export type DonationStore = z.infer<typeof donationStoreSchema>;
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** A product's (or variant's) donation setting: type 0 percentage of its net price, 1 flat per unit. */
export const productDonationSettingSchema = z.object({
  cmsId: z.string(),
  donationType: z.union([z.literal(0), z.literal(1)]),
  value: z.number().nonnegative(),
  /** a direct donation goes to directCauseId whatever the shopper chose */
  directCauseId: z.string().nullable(),
});
export type ProductDonationSetting = z.infer<typeof productDonationSettingSchema>;
