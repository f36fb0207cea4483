/**
 * The SDK's calls to the provider, each failing with its §8 message: the store (waited for up to
 * 5 s, checked every 100 ms), the tracking record (the kept one, else a new one), the donation.
 */
import { DONATION_ERRORS, STORE_POLL } from '../../../../core/donation/constants';
import type { DonationResponse, DonationStore, Segment, TrackingRecord } from '../../../../core/entities/donation';
import { ApiError } from '../../../lib/api';
import type { DonationClient } from './donation-client';
import type { DonationContext } from './donation-sdk';
import { type DonationErrorMessage, DonationSdkError } from './errors';
import { keepTrackingId, keptTrackingId, lastKnown } from './local-keep';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure as the SDK error of `message` (one already an SDK error stays as it is). */
export const wrap = (message: DonationErrorMessage) => (cause: unknown) => {
  throw cause instanceof DonationSdkError ? cause : new DonationSdkError(message, { cause });
};

/**
 * The store, waited for up to 5 s, checked every 100 ms (§9). A refusal or no connection fails
 * with 'Error retrieving store'; no answer in time with 'Error initializing SDK' and no cause.
 */
export async function waitForStore(client: DonationClient): Promise<DonationStore> {
  let store: DonationStore | null = null;
  let failure: unknown = null;
  client.getStore({}).then(
    (answer) => {
      store = answer;
    },
    (error) => {
      failure = error;
    },
  );
  const started = Date.now();
  for (;;) {
    if (store) return store;
    if (failure) throw new DonationSdkError(DONATION_ERRORS.retrieveStore, { cause: failure });
    if (Date.now() - started >= STORE_POLL.timeoutMs) throw new DonationSdkError(DONATION_ERRORS.initSdk);
    await sleep(STORE_POLL.intervalMs);
  }
}

/** True for the SDK error of a store that did not answer in 5 s. */
export function isStoreTimeout(error: unknown): boolean {
  return error instanceof DonationSdkError && error.message === DONATION_ERRORS.initSdk && error.cause === undefined;
}

/** The kept tracking record when the provider still has it (reloads keep it), else a new one. */
export async function startOrReuseTracking(client: DonationClient, storeId: string): Promise<TrackingRecord> {
  const kept = keptTrackingId(storeId);
  if (kept) {
    try {
      return await client.getCause({ trackingId: kept });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw new DonationSdkError(DONATION_ERRORS.trackedCause, { cause: error });
    }
  }
  const record = await client.startTracking({ storeId }).catch(wrap(DONATION_ERRORS.startTracking));
  keepTrackingId(storeId, record.trackingId);
  // a new record after an order: the cause the shopper chose last carries over
  const carried = lastKnown(storeId)?.cause;
  if (!carried) return record;
  return client.setCause({ trackingId: record.trackingId, causeId: carried.id, causeName: carried.name }).catch(() => record);
}

/** The donation of a product or of the cart for `causeId` and the shopper's segment; null for an empty cart. */
export function computeDonationOf(
  client: DonationClient,
  ctx: DonationContext,
  causeId: string | null,
  segment: Segment | null,
): Promise<DonationResponse | null> {
  const common = { providedCauseId: causeId, customerSegmentId: segment?.id ?? null };
  if (ctx.kind === 'product') {
    return client.donationByCmsId({ cmsId: ctx.cmsId, realPrice: ctx.realPrice, ...common }).catch(wrap(DONATION_ERRORS.productDonation));
  }
  if (ctx.lines.length === 0) return Promise.resolve(null);
  return client
    .getMultipleDonation({ cmsIds: ctx.lines, cartDiscount: ctx.cartDiscount ?? 0, ignoreDirectDonations: false, ...common })
    .catch(wrap(DONATION_ERRORS.cartDonation));
}
