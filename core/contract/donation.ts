/**
 * The donation provider's calls (§7 Donation services), under /api/donation/{service}. Every call
 * carries the store id in the x-store-id header (click-stream events: store-id), refused with 400
 * 'Invalid StoreId' unless it is a 32-hex id after trimming and removing dashes, spaces and braces
 * (§5). A `:trackingId` is a field of the input (the client fills the path from it); an unknown one
 * is a 404. Reads of the store, products, charities and portfolios are cacheable by ETag; tracking
 * writes and events are not.
 */
import { z } from 'zod';
import { CHARITY_SEARCH } from '../donation/constants';
import { isCauseId, isEin, isPortfolioIdFormat } from '../donation/ids';
import {
  cartDonationRequestSchema,
  causeSchema,
  donationResponseSchema,
  donationStoreSchema,
  productDonationRequestSchema,
  trackingRecordSchema,
} from '../entities/donation';
import { endpoint } from './define';
import { DONATION_PATHS as P } from './paths';

const trackingId = z.uuid();
const causeId = z.string().trim().max(64).refine(isCauseId, 'must be an EIN or a 32-hex portfolio id');
const ein = z.string().trim().refine(isEin, 'must be an EIN (digits, slashes and dashes, up to 31 characters)');
const portfolioId = z.string().trim().refine(isPortfolioIdFormat, 'must be a 32-hex portfolio id');
const text = (max: number) => z.string().trim().max(max);

/** POST /tracking/ {storeId, isTestMode, isForceTestMode}: a new tracking record, no cause yet. */
export const startTracking = endpoint({
  path: P.startTracking,
  methods: ['POST'],
  input: z.object({ storeId: text(64), isTestMode: z.boolean().default(false), isForceTestMode: z.boolean().default(false) }),
  output: trackingRecordSchema,
});

/** PUT /tracking/{trackingId}/set-cause {causeId, causeName}; a null or empty causeId clears it (none). */
export const setCause = endpoint({
  path: P.setCause,
  methods: ['PUT'],
  input: z.object({
    trackingId,
    causeId: z.union([z.literal(''), causeId]).nullable(),
    causeName: text(200).nullish(),
  }),
  output: trackingRecordSchema,
});

/** GET /tracking/{trackingId}/cause: the tracked cause. */
export const getCause = endpoint({
  path: P.getCause,
  methods: ['GET'],
  input: z.object({ trackingId }),
  output: trackingRecordSchema,
});

/** PUT /tracking/{trackingId}/add-integration-info {integrationType, info}: kept per type (the last wins). */
export const addIntegrationInfo = endpoint({
  path: P.addIntegrationInfo,
  methods: ['PUT'],
  input: z.object({
    trackingId,
    integrationType: text(50).min(1),
    info: z.record(z.string().max(100), z.unknown()).refine((v) => JSON.stringify(v).length <= 4000, 'is too large (4000 characters)'),
  }),
  output: z.object({ trackingId: z.string(), integrationTypes: z.array(z.string()) }),
});

/** Amounts with at most 2 decimals (§7). */
const twoDecimals = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'must have at most 2 decimals');

/** The JSON text of the causes given to at checkout. */
const jsonText = z
  .string()
  .max(4000)
  .refine((value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, 'must be JSON text');

export const confirmationDataSchema = z.object({ totalDonationAmount: twoDecimals, causes: jsonText });

/** PUT /tracking/{trackingId}/set-confirmation-data {confirmationData: {totalDonationAmount, causes}}. */
export const setConfirmationData = endpoint({
  path: P.setConfirmationData,
  methods: ['PUT'],
  input: z.object({ trackingId, confirmationData: confirmationDataSchema }),
  output: z.object({ trackingId: z.string(), confirmationData: confirmationDataSchema }),
});

/** GET /stores/cc-small/none: the store of the x-store-id header, with its segments. */
export const getStore = endpoint({
  path: P.getStore,
  methods: ['GET'],
  input: z.object({}).loose(),
  output: donationStoreSchema,
  cacheable: true,
});

/** GET /products/donation-by-cms-id {cmsId, realPrice, providedCauseId, customerSegmentId}. */
export const donationByCmsId = endpoint({
  path: P.donationByCmsId,
  methods: ['GET'],
  input: productDonationRequestSchema,
  output: donationResponseSchema,
  cacheable: true,
});

/** POST /products/get-multiple-donation with the cart request (§3). */
export const getMultipleDonation = endpoint({
  path: P.getMultipleDonation,
  methods: ['POST'],
  input: cartDonationRequestSchema,
  output: donationResponseSchema,
});

/** A page of charities. */
export const charityPageSchema = z.object({ charities: z.array(causeSchema), total: z.number().int(), skip: z.number(), take: z.number() });

/** GET /charities/search {q, skip, take, zip, city, state, categoryId}: active charities, by name. */
export const searchCharities = endpoint({
  path: P.searchCharities,
  methods: ['GET'],
  input: z.object({
    q: text(100).optional(),
    skip: z.number().int().min(0).max(10_000).default(CHARITY_SEARCH.skip),
    take: z.number().int().min(1).max(CHARITY_SEARCH.maxTake).default(CHARITY_SEARCH.take),
    zip: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'must be up to 5 digits')
      .optional(),
    city: text(100).optional(),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'must be a 2-letter state code')
      .optional(),
    categoryId: z.number().int().min(0).max(25).optional(),
  }),
  output: charityPageSchema,
  cacheable: true,
});

/** GET /charities/search-by-eins {eins}: the charities of those EINs that exist, in the order asked. */
export const searchByEins = endpoint({
  path: P.searchByEins,
  methods: ['GET'],
  input: z.object({ eins: z.array(ein).min(1).max(50) }),
  output: z.object({ charities: z.array(causeSchema) }),
  cacheable: true,
});

/** GET /portfolios/cc-query-with-charities {id}: a portfolio and its charities; unknown id → 404. */
export const portfolioWithCharities = endpoint({
  path: P.portfolioWithCharities,
  methods: ['GET'],
  input: z.object({ id: portfolioId }),
  output: z.object({ portfolio: causeSchema, charities: z.array(causeSchema) }),
  cacheable: true,
});

const lowerText = (max: number) => z.string().trim().max(max).toLowerCase();

/** A click-stream event (§7): client properties lower-cased, the event's time, type, version and payload. */
export const clickStreamEventSchema = z.object({
  client: z.object({
    userAgent: lowerText(500),
    url: lowerText(2000),
    deviceType: lowerText(50),
    browserType: lowerText(50),
    browserVersion: lowerText(50),
    platform: lowerText(50),
    referralUrl: lowerText(2000).optional(),
  }),
  storeId: text(64),
  trackingId: trackingId.nullish(),
  metadata: z.record(z.string().max(100), z.unknown()).default({}),
  customerId: text(100).nullish(),
  email: z.email().max(254).nullish(),
  event: z.object({
    time: z.iso.datetime({ offset: true }),
    type: text(100).min(1),
    version: text(20).min(1),
    payload: z.record(z.string().max(100), z.unknown()).default({}),
  }),
});
export type ClickStreamEvent = z.output<typeof clickStreamEventSchema>;

/** POST /click-stream/events (header store-id): the event is stored. */
export const clickStreamEvents = endpoint({
  path: P.clickStreamEvents,
  methods: ['POST'],
  input: clickStreamEventSchema,
  output: z.object({ accepted: z.literal(true) }),
});
