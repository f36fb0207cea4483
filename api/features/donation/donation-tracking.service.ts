/**
 * Tracking records and click-stream events (§7): a record per shopper visit of a store, the cause
 * chosen (cleared to none), integration metadata and the post-purchase confirmation data. A record
 * of another store, like an unknown id, is a 404. Writes run in the request's transaction.
 */
import { randomUUID } from 'node:crypto';
import { normaliseStoreId } from '../../../core/donation';
import { INVALID_STORE_ID } from '../../../core/donation/constants';
import type { ClickStreamEvent } from '../../../core/contract/donation';
import type { TrackingRecord } from '../../../core/entities/donation';
import { badRequest, notFound } from '../../errors';
import type { ClientRateLimit } from '../../rate-limit';
import type { RequestScope } from '../../request-scope';
import type { DonationDataStore, TrackingRow } from './donation.store';

const recordOf = (row: TrackingRow): TrackingRecord => ({ trackingId: row.id, causeId: row.causeId, causeName: row.causeName });

const unknownTracking = () => notFound('No tracking record of this id');

/** The 429's message when a client sends more click-stream events than its limit. */
const tooManyEvents = (retryAfterSeconds: number) => `Too many events; try again in ${retryAfterSeconds} seconds`;

/** A body's storeId must name the header's store (checked by the same §5 rule). */
function sameStore(storeId: string, bodyStoreId: string): void {
  const id = normaliseStoreId(bodyStoreId);
  if (!id) throw badRequest({ storeId: INVALID_STORE_ID }, INVALID_STORE_ID);
  if (id !== storeId) throw badRequest({ storeId: 'must be the store of the store id header' });
}

export function createTrackingService(store: DonationDataStore, clickStreamLimit: ClientRateLimit) {
  async function knownStore(storeId: string) {
    if (!(await store.store(storeId))) throw notFound('No donation store of this id');
  }

  return {
    /** POST /tracking/: a new record without a cause. */
    async start(scope: RequestScope, storeId: string, input: { storeId: string; isTestMode: boolean; isForceTestMode: boolean }) {
      sameStore(storeId, input.storeId);
      await knownStore(storeId);
      const row = { id: randomUUID(), storeId, isTestMode: input.isTestMode, isForceTestMode: input.isForceTestMode };
      return recordOf(await scope.transact((tx) => store.insertTracking(tx, row)));
    },

    /** GET /tracking/{id}/cause. */
    async cause(storeId: string, trackingId: string): Promise<TrackingRecord> {
      const row = await store.tracking(storeId, trackingId);
      if (!row) throw unknownTracking();
      return recordOf(row);
    },

    /** PUT /tracking/{id}/set-cause: an active cause, or none when causeId is empty. */
    async setCause(scope: RequestScope, storeId: string, input: { trackingId: string; causeId: string | null; causeName?: string | null }) {
      const causeId = input.causeId ? input.causeId.toLowerCase() : null;
      const [cause] = causeId ? await store.causes([causeId]) : [];
      if (causeId && !cause) throw badRequest({ causeId: 'Unknown cause' });
      const set = { causeId: cause?.id ?? null, causeName: cause ? input.causeName || cause.name : null };
      const row = await scope.transact((tx) => store.updateTracking(tx, storeId, input.trackingId, set));
      if (!row) throw unknownTracking();
      return recordOf(row);
    },

    /** PUT /tracking/{id}/add-integration-info: kept per integration type. */
    async addIntegrationInfo(scope: RequestScope, storeId: string, input: { trackingId: string; integrationType: string; info: unknown }) {
      const integration = { type: input.integrationType, info: input.info };
      const row = await scope.transact((tx) => store.updateTracking(tx, storeId, input.trackingId, { integration }));
      if (!row) throw unknownTracking();
      return { trackingId: row.id, integrationTypes: Object.keys(row.integrations).sort() };
    },

    /** PUT /tracking/{id}/set-confirmation-data. */
    async setConfirmationData(
      scope: RequestScope,
      storeId: string,
      input: { trackingId: string; confirmationData: { totalDonationAmount: number; causes: string } },
    ) {
      const { totalDonationAmount, causes } = input.confirmationData;
      const set = { confirmationTotalCents: Math.round(totalDonationAmount * 100), confirmationCauses: causes };
      const row = await scope.transact((tx) => store.updateTracking(tx, storeId, input.trackingId, set));
      if (!row) throw unknownTracking();
      return { trackingId: row.id, confirmationData: { totalDonationAmount: (row.confirmationTotalCents ?? 0) / 100, causes } };
    },

    /** POST /click-stream/events: stores the event as received; 429 over the client address's limit. */
    async recordEvent(
      scope: RequestScope,
      storeId: string,
      input: ClickStreamEvent,
      caller: { address: string },
    ): Promise<{ accepted: true }> {
      sameStore(storeId, input.storeId);
      await knownStore(storeId);
      await clickStreamLimit.consume([`${scope.site}:address:${caller.address}`], tooManyEvents);
      const { client, metadata, event } = input;
      await scope.transact((tx) =>
        store.insertEvent(tx, {
          id: randomUUID(),
          storeId,
          trackingId: input.trackingId ?? null,
          client: Object.fromEntries(Object.entries(client).filter(([, v]) => v !== undefined)) as Record<string, string>,
          metadata,
          customerId: input.customerId ?? null,
          email: input.email ?? null,
          eventTime: new Date(event.time),
          eventType: event.type,
          eventVersion: event.version,
          payload: event.payload,
        }),
      );
      return { accepted: true };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
